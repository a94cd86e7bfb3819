import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { To } from 'react-router';
import { AppRoutes } from '../src/app/routes';
import i18n from '../src/i18n';
import { makeStore } from '../src/store/store';
import type { AuthState } from '../src/store/authSlice';

export const seller: AuthState = {
  user: {
    _id: 'u1',
    firstName: 'Marko',
    lastName: 'Petrović',
    phone: '0641234567',
    address: 'Bulevar 1',
    city: { _id: 'c1', name: 'Beograd' },
    email: 'marko@example.com',
    image: null,
  },
  token: 'session-token',
  role: 'user',
  isAuthenticated: true,
};

export const admin: AuthState = { ...seller, role: 'admin', user: { ...seller.user!, _id: 'a1' } };

interface Options {
  auth?: AuthState;
  publicBrowsing?: boolean;
}

/** Renders the real route table at `path` with a fresh store, as the app does. */
export function renderApp(path: string, { auth, publicBrowsing = false }: Options = {}) {
  const { store } = makeStore(
    auth ? { auth: { ...auth, _persist: { version: -1, rehydrated: true } } as never } : undefined,
  );
  // A memory history the test can read and move, like the router of the app's browser.
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: async (to: To | number) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
  const user = userEvent.setup();
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <HistoryRouter history={history}>
          <AppRoutes
            authenticated={Boolean(auth?.isAuthenticated)}
            isAdmin={auth?.role === 'admin'}
            publicBrowsing={publicBrowsing}
          />
        </HistoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return { ...utils, user, store, router };
}
