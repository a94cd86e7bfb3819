import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRouter } from '../../src/app/AppRouter';
import i18n from '../../src/i18n';
import { makeStore } from '../../src/store/store';
import { list, makeCar, newest, ownCar, useLookups } from '../features/cars/fixtures';
import { admin, renderApp, seller } from '../render';
import { API, legalFacts, server } from '../server';

const car = makeCar();

// The routes render the real car pages (home, list, detail...): they get answers, so the
// requests never reach MSW's "unhandled request" error.
beforeEach(() => {
  useLookups();
  server.use(
    http.get(`${API}/car/search`, () => HttpResponse.json(list([car]))),
    http.get(`${API}/car/owner`, () => HttpResponse.json(list([ownCar(car)]))),
    http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([car]))),
    http.get(`${API}/car`, () => HttpResponse.json(newest([car]))),
    http.get(`${API}/car/:id`, () => HttpResponse.json(car)),
  );
});

describe('route sets (docs/product.md, “Route sets”, “Public browsing”)', () => {
  it('signed out: unknown paths and car pages go to /login', async () => {
    const { router } = renderApp('/cars');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
  });

  it('signed out: /new-password is the recovery screen', async () => {
    renderApp('/new-password');
    expect(await screen.findByRole('heading', { name: 'Oporavak naloga' })).toBeInTheDocument();
  });

  it('signed out, without public browsing: the legal pages and contact are open', async () => {
    const { router } = renderApp('/terms-of-use');
    expect(await screen.findByRole('heading', { name: 'Uslovi korišćenja' })).toBeInTheDocument();
    for (const [path, heading] of [
      ['/privacy-policy', 'Obaveštenje o privatnosti'],
      ['/about-us', 'O nama'],
      ['/faq', 'Česta pitanja'],
      ['/contact-us', 'Kontaktirajte nas'],
    ] as const) {
      await act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    }
    // The car pages stay closed.
    await act(() => router.navigate('/cars'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the privacy notice names the controller from the server settings, the legal bases and the Poverenik', async () => {
    renderApp('/privacy-policy');
    const controller = await screen.findByRole('region', { name: 'Rukovalac podacima' });
    for (const text of ['Primer d.o.o.', 'Knez Mihailova 1, Beograd', '100002887'])
      expect(within(controller).getByText(text)).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: 'privatnost@primer.rs' })).toHaveAttribute(
      'href',
      'mailto:privatnost@primer.rs',
    );
    // A real operator is not called a demo.
    expect(screen.queryByText(/demo podešavanjima/)).not.toBeInTheDocument();
    expect(screen.getByText('Verzija 4, na snazi od 21. novembra 2026.')).toBeInTheDocument();
    for (const heading of [
      'Svrhe i pravni osnovi obrade',
      'Koliko dugo čuvamo podatke',
      'Ko vidi i prima podatke',
      'Vaša prava po ZZPL',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    // The rights are said once.
    expect(screen.getAllByText(/Imate pravo na pristup svojim podacima/)).toHaveLength(1);
    expect(
      screen.getByText(
        /pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti/,
      ),
    ).toBeInTheDocument();
  });

  it('the privacy notice states each period the server keeps, in its own sentence', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('region', { name: 'Rukovalac podacima' });
    const sentence = (start: RegExp) => screen.getByText(start).textContent;
    expect(sentence(/^Prijava na nalog ističe/)).toBe(
      'Prijava na nalog ističe posle 11 sati bez korišćenja, a najkasnije 32 dana posle prijavljivanja; odjava je odmah završava na svim uređajima.',
    );
    expect(sentence(/^Link za potvrdu/)).toBe(
      'Link za potvrdu adrese e-pošte važi 3 dana, link za novu lozinku 1 sat, link za obnovu oglasa 33 dana, a link za odjavu od obaveštenja 61 dan.',
    );
    expect(sentence(/^Oglas je javno prikazan/)).toContain('34 dana od objave');
    expect(sentence(/^Oglas je javno prikazan/)).toContain('još 35 dana posle prodaje');
    expect(sentence(/^Zapis o pregledu oglasa/)).toContain('najkasnije 2 sata posle pregleda');
    expect(sentence(/^Zapis o otkrivanju broja telefona/)).toContain('čuvamo 4 dana');
    expect(sentence(/^Kada prodavac obriše oglas/)).toContain('još 36 dana');
    expect(sentence(/^Brojače neuspelih pokušaja/)).toContain('čuvamo 15 minuta');
    expect(sentence(/^Poslate poruke e-pošte/)).toContain('čuvamo 37 dana');
    expect(sentence(/^Vašu prijavu na nalog čuvamo/)).toContain('se čuva 180 dana');
    // Reports and the audit log are covered too.
    expect(sentence(/^Prijavu oglasa/)).toContain('dok postoje oglas i vaš nalog');
    expect(sentence(/^Evidenciju radnji administratora/)).toContain('trajno');
  });

  it('a server without OPERATOR_* settings: the notice says its operator is a demo', async () => {
    server.use(
      http.get(`${API}/legal`, () =>
        HttpResponse.json({ ...legalFacts, operator: { ...legalFacts.operator, demo: true } }),
      ),
    );
    renderApp('/privacy-policy');
    const controller = await screen.findByRole('region', { name: 'Rukovalac podacima' });
    expect(
      within(controller).getByText(/navedeni operater nije stvarno pravno lice/),
    ).toBeVisible();
  });

  it('the terms name the operator, the periods of an advert, moderation and the subscription', async () => {
    renderApp('/terms-of-use');
    expect(await screen.findByText(/Platformom upravlja Primer d\.o\.o\./)).toBeInTheDocument();
    expect(screen.getByText('Verzija 3, na snazi od 20. novembra 2026.')).toBeInTheDocument();
    expect(screen.getByText(/^Oglas je javno prikazan 34 dana/)).toBeInTheDocument();
    expect(screen.getByText(/^Prodat oglas ostaje prikazan još 35 dana/)).toBeInTheDocument();
    for (const heading of ['Prijave oglasa i moderacija', 'Pretplata'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('PUBLIC_BROWSING opens the car and static pages to visitors, not the profile', async () => {
    const { router } = renderApp('/faq', { publicBrowsing: true });
    expect(await screen.findByRole('heading', { name: 'Česta pitanja' })).toBeInTheDocument();
    await act(() => router.navigate('/cars'));
    expect(router.state.location.pathname).toBe('/cars');
    expect(await screen.findByText('Rezultata: 1')).toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signed out: an unknown address is a Serbian 404 page, in both modes', async () => {
    for (const publicBrowsing of [false, true]) {
      const { router, unmount } = renderApp('/nepostojeca-strana', { publicBrowsing });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/nepostojeca-strana');
      expect(screen.getByRole('link', { name: 'Na početnu' })).toHaveAttribute('href', '/');
      unmount();
    }
    // A page that needs a session still leads to sign-in.
    const { router } = renderApp('/user/favourites', { publicBrowsing: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signed in: an unknown address is a 404 page inside the layout', async () => {
    const { router } = renderApp('/nowhere', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stranica nije pronađena' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('signed in: the layout has header and footer links', async () => {
    const { router } = renderApp('/', { auth: seller });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    // The home page's newest adverts.
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const footer = screen.getByRole('navigation', { name: 'Linkovi u podnožju' });
    for (const [name, href] of [
      ['Početna', '/'],
      ['Moji oglasi', '/user/cars'],
      ['Moj nalog', '/profile'],
      ['Kontakt', '/contact-us'],
      ['O nama', '/about-us'],
      ['Česta pitanja', '/faq'],
      ['Uslovi korišćenja', '/terms-of-use'],
      ['Obaveštenje o privatnosti', '/privacy-policy'],
    ]) {
      expect(footer.querySelector(`a[href="${href}"]`)).toHaveTextContent(name!);
    }
  });

  it('signed in: /login goes to "/"', async () => {
    const { router } = renderApp('/login', { auth: seller });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/search redirects to /cars keeping the query', async () => {
    const { router } = renderApp('/search?brand=b1&priceMax=5000', { auth: seller });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    expect(router.state.location.search).toBe('?brand=b1&priceMax=5000');
  });

  it('/admin is for admins only', async () => {
    const asSeller = renderApp('/admin', { auth: seller });
    await waitFor(() => expect(asSeller.router.state.location.pathname).toBe('/'));
    asSeller.unmount();

    server.use(http.get(`${API}/admin/users`, () => HttpResponse.json({ data: [] })));
    const asAdmin = renderApp('/admin', { auth: admin });
    expect(await screen.findByRole('heading', { name: 'Administracija' })).toBeInTheDocument();
    await waitFor(() => expect(asAdmin.router.state.location.pathname).toBe('/admin/pending'));
  });

  it('scrolls smoothly to the top on every route change, not on the first screen', async () => {
    (window.scrollTo as unknown as { mockClear: () => void }).mockClear();
    const { router } = renderApp('/about-us', { auth: seller });
    await screen.findByRole('heading', { name: 'O nama' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { name: 'Česta pitanja' });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // Back on the first screen's path, that is a route change too.
    await act(() => router.navigate('/about-us'));
    await screen.findByRole('heading', { name: 'O nama' });
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('session switching with the browser router', () => {
  /** The server's answer to a successful sign-in. */
  const signedIn = {
    token: 't',
    role: 'user',
    id: 'u1',
    firstName: 'Marko',
    lastName: 'P',
    phone: '1',
    email: 'm@x.rs',
  };

  function renderBrowserApp(path: string, auth = false) {
    window.history.replaceState(null, '', path);
    const { store } = makeStore(
      auth
        ? ({ auth: { ...seller, _persist: { version: -1, rehydrated: true } } } as never)
        : undefined,
    );
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <AppRouter />
        </Provider>
      </I18nextProvider>,
    );
    return { store, user: userEvent.setup() };
  }

  it('after login the user lands on "/", after logout on /login', async () => {
    let loggedOutWith: string | null = null;
    server.use(
      http.post(`${API}/user/logout`, ({ request }) => {
        loggedOutWith = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Odjavljeni ste.' });
      }),
      http.post(`${API}/user/login`, () => HttpResponse.json(signedIn)),
    );
    const { user } = renderBrowserApp('/login');
    await user.type(await screen.findByLabelText('E-pošta'), 'm@x.rs');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Postavi oglas');

    await user.click(screen.getByRole('button', { name: /Marko P/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Odjava' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    // The server ended the session with the token it was signed in with.
    expect(loggedOutWith).toBe('Bearer t');
    expect(await screen.findByRole('heading', { name: 'Prijava' })).toBeInTheDocument();
    expect(
      JSON.parse((JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string }).token),
    ).toBeNull();
  });

  it('after login the user returns to the page that sent them to sign in', async () => {
    server.use(http.post(`${API}/user/login`, () => HttpResponse.json(signedIn)));
    const { user } = renderBrowserApp('/user/cars?page=2');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('E-pošta'), 'm@x.rs');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/cars'));
    expect(window.location.search).toBe('?page=2');
  });

  it('"Prijava" in the header carries the page; sign-in returns there', async () => {
    server.use(http.post(`${API}/user/login`, () => HttpResponse.json(signedIn)));
    const { user } = renderBrowserApp('/faq?x=1');
    const login = await screen.findByRole('link', { name: 'Prijava' });
    expect(login).toHaveAttribute('href', '/login?next=%2Ffaq%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Registracija' })).toHaveAttribute(
      'href',
      '/register?next=%2Ffaq%3Fx%3D1',
    );
    await user.click(login);
    await user.type(await screen.findByLabelText('E-pošta'), 'm@x.rs');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(window.location.pathname).toBe('/faq'));
    expect(window.location.search).toBe('?x=1');
  });

  it('sign-in never leads to another site', async () => {
    server.use(http.post(`${API}/user/login`, () => HttpResponse.json(signedIn)));
    const { user } = renderBrowserApp('/login?next=%2F%2Fevil.example%2Fx');
    await user.type(await screen.findByLabelText('E-pošta'), 'm@x.rs');
    await user.type(screen.getByLabelText('Lozinka'), 'tajna123');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('a 401 on an authenticated call signs the user out', async () => {
    server.use(
      http.get(`${API}/user/me`, () =>
        HttpResponse.json({ message: 'Sesija je istekla.' }, { status: 401 }),
      ),
    );
    server.use(
      http.get(`${API}/user/preferences`, () =>
        HttpResponse.json({ message: 'Sesija je istekla.' }, { status: 401 }),
      ),
    );
    const { store } = renderBrowserApp('/profile', true);
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
