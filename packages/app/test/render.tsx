import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '../src/app/routes';
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
  const router = createMemoryRouter(
    buildRoutes({
      authenticated: Boolean(auth?.isAuthenticated),
      isAdmin: auth?.role === 'admin',
      publicBrowsing,
    }),
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  return { ...utils, user, store, router };
}
