import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../i18n';
import type { AppStore } from '../store/store';
import { usePush } from '../features/push/usePush';
import { AppRouter } from './AppRouter';

function Session({ location }: { location?: string }) {
  usePush();
  return <AppRouter location={location} />;
}

/** The app; `location` is given when the server renders a page's first HTML (entry-server.tsx). */
export function App({ store, location }: { store: AppStore; location?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Session location={location} />
      </Provider>
    </I18nextProvider>
  );
}
