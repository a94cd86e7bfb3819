import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../i18n';
import type { AppStore } from '../store/store';
import { usePush } from '../features/push/usePush';
import { AppRouter } from './AppRouter';

function Session() {
  usePush();
  return <AppRouter />;
}

export function App({ store }: { store: AppStore }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Session />
      </Provider>
    </I18nextProvider>
  );
}
