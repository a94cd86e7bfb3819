import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';

describe('recovery request (/recovery)', () => {
  it('validates the email', async () => {
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('Email'), 'pogresno');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Unesite ispravan email')).toBeInTheDocument();
  });

  it('sends {email} and goes to "/" on success', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/user/recovery`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('Email'), 'marko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(sent).toEqual({ email: 'marko@example.com' }));
    // "/" is not in the signed-out set, so it lands on /login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Link za oporavak naloga je poslat na vaš email.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message on the email field", async () => {
    server.use(
      http.post(`${API}/user/recovery`, () => fail(404, 'Nalog sa ovom adresom ne postoji.')),
    );
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('Email'), 'niko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Nalog sa ovom adresom ne postoji.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the catalogue text when the server gives no message', async () => {
    server.use(http.post(`${API}/user/recovery`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('Email'), 'niko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(
      await screen.findByText('Email adresa nije pronađena u bazi. Proverite vase podatke!'),
    ).toBeInTheDocument();
  });

  it('links back to login and to registration', async () => {
    renderApp('/recovery');
    expect(await screen.findByRole('link', { name: 'Nazad na prijavu' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Novi korisnik? Kreirajte nalog' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('password setup (/new-password/:token)', () => {
  it('shows heading, text and the validation messages', async () => {
    const { user } = renderApp('/new-password/tok123');
    expect(await screen.findByRole('heading', { name: 'Podešavanje lozinke' })).toBeInTheDocument();
    expect(screen.getByText('Unesite novu lozinku za aktivaciju naloga.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findAllByText('Minimum 8 karaktera')).toHaveLength(2);

    await user.type(screen.getByLabelText('Nova lozinka'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Lozinka mora imati bar 2 broja')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova lozinka'));
    await user.type(screen.getByLabelText('Nova lozinka'), 'abcdefg12');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Lozinka mora imati bar jedno veliko slovo'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova lozinka'));
    await user.type(screen.getByLabelText('Nova lozinka'), 'Abcdefg12');
    await user.type(screen.getByLabelText('Potvrdite lozinku'), 'Abcdefg13');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Lozinke se ne poklapaju')).toBeInTheDocument();
  });

  it('sends {token, password}, shows "Sačuvavam..." disabled, then goes to /login?verified=1', async () => {
    let sent: unknown;
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/user/recovery-account`, async ({ request }) => {
        sent = await request.json();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = renderApp('/new-password/tok123');
    await user.type(await screen.findByLabelText('Nova lozinka'), 'Abcdefg12');
    await user.type(screen.getByLabelText('Potvrdite lozinku'), 'Abcdefg12');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByRole('button', { name: 'Sačuvavam...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?verified=1');
    expect(sent).toEqual({ token: 'tok123', password: 'Abcdefg12' });
  });

  it("shows the server's message, else the catalogue text, on the password field", async () => {
    server.use(http.post(`${API}/user/recovery-account`, () => fail(400, 'Link je istekao.')));
    const { user } = renderApp('/new-password/tok123');
    await user.type(await screen.findByLabelText('Nova lozinka'), 'Abcdefg12');
    await user.type(screen.getByLabelText('Potvrdite lozinku'), 'Abcdefg12');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Link je istekao.')).toBeInTheDocument();

    server.use(
      http.post(`${API}/user/recovery-account`, () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText(
        'Greška pri verifikaciji. Link je možda istekao ili je već iskorišćen.',
      ),
    ).toBeInTheDocument();
  });

  it('links to the login screen', async () => {
    renderApp('/new-password/tok123');
    expect(await screen.findByRole('link', { name: 'Već imate nalog? Prijava' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('registration (/register)', () => {
  async function fill(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText(/^Ime/), 'Marko');
    await user.type(screen.getByLabelText(/^Prezime/), 'Petrović');
    await user.type(screen.getByLabelText(/^Telefon/), '064 123 4567');
    await user.type(screen.getByLabelText(/^Email/), 'marko@example.com');
    await user.type(screen.getByLabelText(/^Lozinka/), 'Tajna1234');
    await user.click(screen.getByRole('button', { name: /Izaberite grad/ }));
    await user.click(await screen.findByRole('option', { name: 'Novi Sad' }));
  }

  it('shows the approval note and a link to login', async () => {
    renderApp('/register');
    expect(
      await screen.findByText(
        'Administratorsko odobrenje je potrebno pre nego što možete koristiti nalog.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Već imate nalog\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
  });

  it('requires every field but the address', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Kreiraj nalog' }));
    for (const text of [
      'Ime je obavezno',
      'Prezime je obavezno',
      'Telefon je obavezan',
      'Email je obavezan',
      'Lozinka mora imati najmanje 8 karaktera',
      'Grad je obavezan',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Adresa (nije obavezno)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends the payload, says approval is pending and goes to /login', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/user/register`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kreiraj nalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({
      firstName: 'Marko',
      lastName: 'Petrović',
      phone: '064 123 4567',
      email: 'marko@example.com',
      password: 'Tajna1234',
      city: 'c2',
    });
    expect(await screen.findByText(/čeka odobrenje administratora/)).toBeInTheDocument();
  });

  it("shows the server's message when registration fails", async () => {
    server.use(
      http.post(`${API}/user/register`, () =>
        fail(409, 'Nalog sa ovom email adresom već postoji.'),
      ),
    );
    const { user, router } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kreiraj nalog' }));
    expect(await screen.findByText('Nalog sa ovom email adresom već postoji.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('e-mail verification (/verify-email/:token)', () => {
  it('verifies the token once and says so', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(`${API}/user/verify-email`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('status')).toHaveTextContent('Email adresa je potvrđena.');
    expect(calls).toEqual([{ token: 'abc' }]);
  });

  it('verifies for a signed-in reader too, stays on the page and leads home', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(`${API}/user/verify-email`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { router } = renderApp('/verify-email/abc', { auth: seller });
    expect(await screen.findByRole('status')).toHaveTextContent('Email adresa je potvrđena.');
    expect(calls).toEqual([{ token: 'abc' }]);
    expect(router.state.location.pathname).toBe('/verify-email/abc');
    // Already approved (signed in): no "waiting for the administrator", and home, not login.
    expect(screen.getByRole('status')).not.toHaveTextContent('administrator');
    expect(screen.getByRole('link', { name: 'Nazad na početnu' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message when the link is bad", async () => {
    server.use(
      http.post(`${API}/user/verify-email`, () => fail(400, 'Link za potvrdu je iskorišćen.')),
    );
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link za potvrdu je iskorišćen.');
  });
});
