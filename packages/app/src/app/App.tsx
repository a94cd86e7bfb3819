import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../i18n';
import type { AppStore } from '../store/store';
import { AppRouter } from './AppRouter';
import type { ServerRouter } from './AppRouter';

/**
 * The app; `serverRouter` is given when the server renders a page's first HTML (entry-server.tsx).
 */
export function App({ store, serverRouter }: { store: AppStore; serverRouter?: ServerRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <AppRouter serverRouter={serverRouter} />
      </Provider>
    </I18nextProvider>
  );
}
