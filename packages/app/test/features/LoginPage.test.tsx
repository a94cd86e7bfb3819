import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { API, fail, server } from '../server';

const loginResponse = {
  token: 'jwt-1',
  role: 'user',
  id: 'u1',
  firstName: 'Marko',
  lastName: 'Petrović',
  phone: '0641234567',
  address: '',
  city: { _id: 'c1', name: 'Beograd' },
  email: 'marko@example.com',
  image: null,
};

describe('login screen', () => {
  it('shows the validation messages of the sign-in form', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByText('Unesite adresu e-pošte')).toBeInTheDocument();
    expect(screen.getByText('Lozinka mora imati najmanje 8 znakova')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-pošta'), 'nije-email');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByText('Unesite ispravnu adresu e-pošte')).toBeInTheDocument();
  });

  it('stores the session under "auth" and goes to "/" after login', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/user/login`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(loginResponse);
      }),
    );
    const { user, store, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-pošta'), 'marko@example.com');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(sent).toEqual({ email: 'marko@example.com', password: 'tajna123' });
    expect(store.getState().auth).toMatchObject({
      token: 'jwt-1',
      role: 'user',
      user: { _id: 'u1', firstName: 'Marko' },
    });
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>;
      expect(JSON.parse(saved.token ?? 'null')).toBe('jwt-1');
    });
    expect(router.state.location.pathname).toBe('/login'); // this router only knows the signed-out set
  });

  it('disables the submit button while submitting', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(
        `${API}/user/login`,
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(fail(401, 'Pogrešna adresa e-pošte ili lozinka.'));
          }),
      ),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-pošta'), 'marko@example.com');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(await screen.findByRole('button', { name: 'Prijavljivanje...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeEnabled();
  });

  it('shows the server message in an error toast when login fails', async () => {
    server.use(
      http.post(`${API}/user/login`, () => fail(403, 'Administrator još nije odobrio vaš nalog.')),
    );
    const { user, store } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-pošta'), 'marko@example.com');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(
      await screen.findByText('Administrator još nije odobrio vaš nalog.'),
    ).toBeInTheDocument();
    expect(store.getState().toast.message).toMatchObject({ type: 'error' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows the notice after a password was set (?verified=1) and links to recovery and registration', async () => {
    renderApp('/login?verified=1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Lozinka je sačuvana. Sada se možete prijaviti.',
    );
    expect(
      screen.getByRole('link', { name: 'Zaboravili ste lozinku? Oporavite svoj nalog' }),
    ).toHaveAttribute('href', '/recovery');
    expect(screen.getByRole('link', { name: 'Novi korisnik? Kreirajte nalog' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
