import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import i18n from '../i18n';
import type { makeStore } from '../store/store';
import { AppLoader } from '../components/AppLoader';
import { usePush } from '../features/push/usePush';
import { AppRouter } from './AppRouter';

function Session() {
  usePush();
  return <AppRouter />;
}

export function App({ store, persistor }: ReturnType<typeof makeStore>) {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <PersistGate loading={<AppLoader />} persistor={persistor}>
          <Session />
        </PersistGate>
      </Provider>
    </I18nextProvider>
  );
}
