import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';

describe('recovery request (/recovery)', () => {
  it('validates the email', async () => {
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('E-pošta'), 'pogresno');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Unesite ispravnu adresu e-pošte')).toBeInTheDocument();
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
    await user.type(await screen.findByLabelText('E-pošta'), 'marko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(sent).toEqual({ email: 'marko@example.com' }));
    // "/" is not in the signed-out set, so it lands on /login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Link za oporavak naloga poslat je na vašu adresu e-pošte.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message on the email field", async () => {
    server.use(
      http.post(`${API}/user/recovery`, () => fail(404, 'Nalog sa ovom adresom ne postoji.')),
    );
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('E-pošta'), 'niko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Nalog sa ovom adresom ne postoji.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-pošta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the catalogue text when the server gives no message', async () => {
    server.use(http.post(`${API}/user/recovery`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('E-pošta'), 'niko@example.com');
    await user.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(
      await screen.findByText('Adresa e-pošte nije pronađena. Proverite unete podatke.'),
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
    expect(await screen.findAllByText('Lozinka mora imati najmanje 8 znakova')).toHaveLength(2);

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

  it('sends {token, password}, shows "Čuvanje..." disabled, then goes to /login?verified=1', async () => {
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
    expect(await screen.findByRole('button', { name: 'Čuvanje...' })).toBeDisabled();
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
    await user.type(screen.getByLabelText(/^E-pošta/), 'marko@example.com');
    await user.type(screen.getByLabelText(/^Lozinka/), 'Tajna1234');
    await user.click(screen.getByRole('button', { name: /Izaberite grad/ }));
    await user.click(await screen.findByRole('option', { name: 'Novi Sad' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Prihvatam Uslove korišćenja i Obaveštenje o privatnosti',
      }),
    );
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
    expect(screen.getByRole('link', { name: 'Uslove korišćenja' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Obaveštenje o privatnosti' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('requires every field but the address', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Kreiraj nalog' }));
    for (const text of [
      'Ime je obavezno',
      'Prezime je obavezno',
      'Telefon je obavezan',
      'Unesite adresu e-pošte',
      'Lozinka mora imati najmanje 8 znakova',
      'Grad je obavezan',
      'Da biste se registrovali, prihvatite Uslove korišćenja i Obaveštenje o privatnosti.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Adresa (nije obavezno)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first refusal moves the focus to the first field to fix.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ime' })).toHaveFocus());
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
      acceptTerms: true,
    });
    expect(await screen.findByText(/čeka odobrenje administratora/)).toBeInTheDocument();
  });

  it('remembers the page it was opened from and signs in back to it', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/user/register`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/register?next=%2Fcar%2Fc1');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kreiraj nalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent.returnTo).toBe('/car/c1');
    expect(router.state.location.search).toBe('?next=%2Fcar%2Fc1');
  });

  it('sends no page that is not ours', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/user/register`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/register?next=%2F%2Fevil.example');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kreiraj nalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).not.toHaveProperty('returnTo');
    expect(router.state.location.search).toBe('');
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
    expect(await screen.findByRole('status')).toHaveTextContent('Adresa e-pošte je potvrđena.');
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
    expect(await screen.findByRole('status')).toHaveTextContent('Adresa e-pošte je potvrđena.');
    expect(calls).toEqual([{ token: 'abc' }]);
    expect(router.state.location.pathname).toBe('/verify-email/abc');
    // Already approved (signed in): no "waiting for the administrator", and home, not login.
    expect(screen.getByRole('status')).not.toHaveTextContent('administrator');
    expect(screen.getByRole('link', { name: 'Nazad na početnu' })).toHaveAttribute('href', '/');
  });

  it('says a link opened again has already verified the address, as no error', async () => {
    server.use(
      http.post(`${API}/user/verify-email`, () =>
        fail(409, 'Ova adresa e-pošte je već potvrđena. Možete se prijaviti.'),
      ),
    );
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ova adresa e-pošte je već potvrđena.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the link is bad", async () => {
    server.use(
      http.post(`${API}/user/verify-email`, () => fail(400, 'Link za potvrdu je iskorišćen.')),
    );
    renderApp('/verify-email/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link za potvrdu je iskorišćen.');
  });
});
