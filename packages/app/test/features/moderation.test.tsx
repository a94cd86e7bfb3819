import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportedAdvert } from '@autoberza/api-client';
import { admin, renderApp, seller } from '../render';
import { API, fail, server } from '../server';
import { list, makeCar, ownCar, useLookups } from './cars/fixtures';

// docs/product.md, “Reports and moderation”: "Prijavi oglas", the seller's view of a hidden
// advert, and the console's "Prijave" tab.

const carId = '3f2a9c1b-0000-4000-8000-0000000000aa';
const car = { ...makeCar({ _id: carId }), priceDrop: null, moderation: null };
const owner = { ...seller, user: { ...seller.user!, _id: 'u2' } };

describe('"Prijavi oglas" on an advert', () => {
  let reports: unknown[];
  beforeEach(() => {
    useLookups();
    reports = [];
    server.use(
      http.get(`${API}/car/${carId}`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
      http.post(`${API}/car/${carId}/report`, async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json(
          { message: 'Hvala, prijava je poslata. Administrator će pregledati oglas.' },
          { status: 201 },
        );
      }),
    );
  });

  it('asks for a reason, takes an optional note, and sends them', async () => {
    const { user } = renderApp(`/car/${carId}`, { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Prijavi oglas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prijava oglasa' });
    expect(dialog).toHaveTextContent('Šta nije u redu sa oglasom „BMW 320d“?');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji prijavu' }));
    expect(await within(dialog).findByText('Izaberite razlog prijave.')).toBeVisible();
    expect(reports).toEqual([]);
    // The first refusal moves the focus to the reasons, not left on the button.
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Vozilo je prodato' })).toHaveFocus(),
    );

    // By keyboard: into the group, then the arrow keys choose.
    const group = within(dialog).getByRole('radiogroup', { name: 'Razlog prijave' });
    await user.click(within(group).getByRole('radio', { name: 'Vozilo je prodato' }));
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Netačna cena ili podaci' })).toBeChecked();
    expect(within(dialog).queryByText('Izaberite razlog prijave.')).not.toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: 'Napomena (nije obavezno)' });
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, '  Cena je 15.000 €, ne 12.500 €.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji prijavu' }));
    await waitFor(() =>
      expect(reports).toEqual([{ reason: 'wrongDetails', note: 'Cena je 15.000 €, ne 12.500 €.' }]),
    );
    expect(
      await screen.findByText('Hvala, prijava je poslata. Administrator će pregledati oglas.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again: it says so at once, with no form to fill in.
    await user.click(screen.getByRole('button', { name: 'Prijavi oglas' }));
    const again = await screen.findByRole('dialog', { name: 'Prijava oglasa' });
    expect(within(again).getByRole('status')).toHaveTextContent('Već ste prijavili ovaj oglas.');
    expect(within(again).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says "Već ste prijavili ovaj oglas" as the dialog opens when the server says so', async () => {
    server.use(
      http.get(`${API}/car/${carId}`, () => HttpResponse.json({ ...car, reportedByViewer: true })),
    );
    const { user } = renderApp(`/car/${carId}`, { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Prijavi oglas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prijava oglasa' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Već ste prijavili ovaj oglas.');
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Pošalji prijavu' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports).toEqual([]);
  });

  it("says the server's refusal in the dialog and keeps the reason and the note", async () => {
    server.use(
      http.post(`${API}/car/${carId}/report`, () =>
        fail(409, 'Ovaj oglas ste već prijavili. Administrator će pregledati vašu prijavu.'),
      ),
    );
    const { user } = renderApp(`/car/${carId}`, { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Prijavi oglas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prijava oglasa' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lažan oglas' }));
    await user.type(within(dialog).getByRole('textbox'), 'Slike su sa drugog sajta.');
    await user.click(within(dialog).getByRole('button', { name: 'Pošalji prijavu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ovaj oglas ste već prijavili. Administrator će pregledati vašu prijavu.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Lažan oglas' })).toBeChecked();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Slike su sa drugog sajta.');

    // Closed and opened again: still there.
    await user.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await user.click(screen.getByRole('button', { name: 'Prijavi oglas' }));
    const again = await screen.findByRole('dialog', { name: 'Prijava oglasa' });
    expect(within(again).getByRole('radio', { name: 'Lažan oglas' })).toBeChecked();
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not offered on the own advert nor to an administrator', async () => {
    renderApp(`/car/${carId}`, { auth: owner });
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    expect(screen.queryByRole('button', { name: 'Prijavi oglas' })).not.toBeInTheDocument();
    const other = renderApp(`/car/${carId}`, { auth: admin });
    await within(other.container).findByRole('heading', { level: 1, name: 'BMW 320d' });
    expect(
      within(other.container).queryByRole('button', { name: 'Prijavi oglas' }),
    ).not.toBeInTheDocument();
  });
});

describe('a hidden advert, as its seller sees it', () => {
  const hidden = {
    state: 'hidden' as const,
    reason: 'Kilometraža nije tačna.',
    hiddenAt: '2026-11-24T10:00:00.000Z',
    changedAt: null,
  };
  beforeEach(() => {
    useLookups();
    server.use(
      http.get(`${API}/car/owner`, () =>
        HttpResponse.json(
          list([
            ownCar(makeCar({ _id: 'h1' }), { moderation: hidden }),
            ownCar(
              makeCar({
                _id: 'h2',
                brand: { _id: 'b-vw', name: 'Volkswagen' },
                model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
              }),
              {
                moderation: { ...hidden, state: 'changed', changedAt: '2026-11-25T10:00:00.000Z' },
              },
            ),
            ownCar(
              makeCar({ _id: 'h3', model: { _id: 'm-x5', name: 'X5', brand: { _id: 'b-bmw' } } }),
            ),
          ]),
        ),
      ),
    );
  });

  it('"Moji oglasi" says what to fix, and that a changed one waits for review', async () => {
    renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByText('Skriven: Kilometraža nije tačna.')).toBeInTheDocument();
    const golf = screen.getByRole('article', { name: 'Volkswagen Golf' });
    expect(within(golf).getByText('Izmenjen, čeka pregled')).toBeInTheDocument();
    expect(within(golf).getByText('Razlog skrivanja: Kilometraža nije tačna.')).toBeInTheDocument();
    const x5 = screen.getByRole('article', { name: 'BMW X5' });
    expect(within(x5).queryByText(/Skriven|čeka pregled/)).not.toBeInTheDocument();
    // Buyers do not see a hidden advert: its period is not "shown until".
    expect(within(bmw).queryByText(/^Prikazuje se do/)).not.toBeInTheDocument();
    expect(within(bmw).getByText(/^Period oglasa traje do /)).toBeInTheDocument();
    expect(within(x5).getByText(/^Prikazuje se do /)).toBeInTheDocument();
  });

  it('its page says so too', async () => {
    server.use(
      http.get(`${API}/car/${carId}`, () => HttpResponse.json({ ...car, moderation: hidden })),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
    );
    renderApp(`/car/${carId}`, { auth: owner });
    expect(await screen.findByText('Skriven: Kilometraža nije tačna.')).toBeInTheDocument();
  });
});

const item = (overrides: Partial<ReportedAdvert> = {}): ReportedAdvert => ({
  car: { _id: 'c1', title: 'Škoda Octavia (2.0 TDI)', price: 9900, status: 'active', image: null },
  seller: {
    _id: 's1',
    name: 'Sava Prodanović',
    email: 'sava@x.rs',
    hiddenRecently: 0,
    flagged: false,
  },
  state: 'open',
  openReports: 2,
  reports: [
    {
      _id: 'r2',
      reason: 'fake',
      note: 'Iste slike na drugom sajtu.',
      createdAt: '2026-11-25T10:00:00.000Z',
      reporter: { _id: 'u7', name: 'Kosta Kupić', email: 'kosta@x.rs' },
      resolution: null,
    },
    {
      _id: 'r1',
      reason: 'sold',
      note: null,
      createdAt: '2026-11-24T10:00:00.000Z',
      reporter: { _id: 'u8', name: 'Ana Anić', email: 'ana@x.rs' },
      resolution: null,
    },
  ],
  hiding: null,
  lastActivityAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('the console\'s "Prijave" tab', () => {
  let calls: { url: string; body: unknown }[];
  let queries: URLSearchParams[];
  let items: ReportedAdvert[];
  beforeEach(() => {
    calls = [];
    queries = [];
    items = [
      item(),
      item({
        car: { _id: 'c2', title: 'Golf 7', price: 8500, status: 'active', image: null },
        seller: {
          _id: 's2',
          name: 'Često Skrivani',
          email: 'cesto@x.rs',
          hiddenRecently: 3,
          flagged: true,
        },
        state: 'changed',
        openReports: 0,
        reports: [],
        hiding: {
          reason: 'Kilometraža nije tačna.',
          hiddenAt: '2026-11-20T10:00:00.000Z',
          changedAt: '2026-11-25T12:00:00.000Z',
        },
      }),
    ];
    const record = async ({ request }: { request: Request }) => {
      calls.push({
        url: new URL(request.url).pathname,
        body: request.headers.get('content-type') ? await request.json() : null,
      });
      return HttpResponse.json({ message: 'Urađeno.' });
    };
    server.use(
      http.get(`${API}/admin/reports`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          data: items,
          totalDocs: items.length,
          page: 1,
          limit: 20,
          totalPages: 1,
          totalCapped: false,
          open: 2,
        });
      }),
      http.post(`${API}/admin/reports/:id/:action`, record),
      http.get(`${API}/admin/users`, () => HttpResponse.json(list([]))),
    );
  });

  it('is a tab of its own, counting the adverts that wait', async () => {
    const { user } = renderApp('/admin/users', { auth: admin });
    const nav = await screen.findByRole('navigation', { name: 'Administracija' });
    const tab = await within(nav).findByRole('link', {
      name: 'Prijavljeni oglasi 2 čekaju odluku',
    });
    expect(tab).toHaveAttribute('href', '/admin/reports');
    await user.click(tab);
    await waitFor(() =>
      expect(document.title).toBe('Prijavljeni oglasi — Administracija | AutoBerza'),
    );
  });

  it('lists each advert with its reporters, reasons and notes, and the flagged seller', async () => {
    renderApp('/admin/reports', { auth: admin });
    const octavia = (
      await screen.findByRole('heading', { name: 'Škoda Octavia (2.0 TDI)' })
    ).closest('li')!;
    expect(within(octavia).getByRole('link', { name: 'Škoda Octavia (2.0 TDI)' })).toHaveAttribute(
      'href',
      '/car/c1',
    );
    expect(octavia).toHaveTextContent('Prodavac: Sava Prodanović (sava@x.rs)');
    expect(octavia).toHaveTextContent('Čeka odluku');
    expect(octavia).toHaveTextContent('2 otvorene prijave');
    expect(octavia).toHaveTextContent('Lažan oglas · Kosta Kupić (kosta@x.rs), 25. novembra 2026.');
    expect(within(octavia).getByText('Iste slike na drugom sajtu.')).toBeInTheDocument();
    expect(octavia).toHaveTextContent('Vozilo je prodato · Ana Anić (ana@x.rs)');
    expect(octavia).not.toHaveTextContent('Upozorenje');

    const golf = screen.getByRole('heading', { name: 'Golf 7' }).closest('li')!;
    expect(golf).toHaveTextContent('Izmenjen, čeka pregled');
    expect(golf).toHaveTextContent('Razlog skrivanja: Kilometraža nije tačna.');
    expect(golf).toHaveTextContent('Prodavac je izmenio oglas 25. novembra 2026.');
    expect(
      within(golf).getByText('Upozorenje: oglasi ovog prodavca skriveni su 3 puta za 90 dana'),
    ).toBeInTheDocument();
    // A changed advert is restored or kept hidden, not dismissed.
    expect(within(golf).getByRole('button', { name: 'Vrati u ponudu: Golf 7' })).toBeVisible();
    expect(within(golf).getByRole('button', { name: 'Ostavi skriven: Golf 7' })).toBeVisible();
    expect(within(golf).queryByRole('button', { name: /Odbaci prijave/ })).not.toBeInTheDocument();
  });

  it('dismisses after a confirmation, and restores a changed advert', async () => {
    const { user } = renderApp('/admin/reports', { auth: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Odbaci prijave: Škoda Octavia (2.0 TDI)' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Odbaciti prijave?' });
    await user.click(within(confirm).getByRole('button', { name: 'Odbaci prijave' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/admin/reports/c1/dismiss']));
    expect(await screen.findByText('Urađeno.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vrati u ponudu: Golf 7' }));
    const restore = await screen.findByRole('alertdialog', { name: 'Vratiti oglas u ponudu?' });
    await user.click(within(restore).getByRole('button', { name: 'Vrati u ponudu' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/reports/c2/restore'));
  });

  it('hides only with a reason for the seller, and keeps it on a refusal', async () => {
    const { user } = renderApp('/admin/reports', { auth: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Sakrij oglas: Škoda Octavia (2.0 TDI)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Skrivanje oglasa' });
    await user.click(within(dialog).getByRole('button', { name: 'Sakrij oglas' }));
    expect(await within(dialog).findByText('Unesite šta prodavac treba da ispravi.')).toBeVisible();
    expect(calls).toEqual([]);

    server.use(
      http.post(`${API}/admin/reports/:id/hide`, () =>
        fail(409, 'Oglas je već skriven i čeka da ga prodavac ispravi.'),
      ),
    );
    const reason = within(dialog).getByRole('textbox', { name: /Šta prodavac treba da ispravi/ });
    await user.type(reason, 'Fotografije nisu ovog vozila.');
    await user.click(within(dialog).getByRole('button', { name: 'Sakrij oglas' }));
    expect(
      await screen.findByText('Oglas je već skriven i čeka da ga prodavac ispravi.'),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Fotografije nisu ovog vozila.');

    server.use(
      http.post(`${API}/admin/reports/:id/:action`, async ({ request }) => {
        calls.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({
          message: 'Oglas je skriven, a prodavcu je poslato šta treba da ispravi.',
        });
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sakrij oglas' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/admin/reports/c1/hide', body: { reason: 'Fotografije nisu ovog vozila.' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows every reported advert with ?show=all', async () => {
    const { user, router } = renderApp('/admin/reports', { auth: admin });
    await screen.findByRole('heading', { name: 'Golf 7' });
    expect(queries.at(-1)?.get('show')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Prikaz prijava/ }));
    await user.click(await screen.findByRole('option', { name: 'Sve' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=all'));
    await waitFor(() => expect(queries.at(-1)?.get('show')).toBe('all'));
  });
});

describe('the users tab', () => {
  it('flags a seller whose adverts were hidden three times in 90 days', async () => {
    const base = {
      lastName: 'Prodanović',
      phone: '064',
      city: null,
      image: null,
      address: null,
      role: 'user',
      status: 'approved',
      emailVerified: true,
      isEmail: true,
      isNotification: false,
      createdAt: '2026-11-02T08:00:00Z',
    };
    server.use(
      http.get(`${API}/admin/users`, () =>
        HttpResponse.json(
          list([
            {
              ...base,
              _id: 'u1',
              firstName: 'Često',
              email: 'c@x.rs',
              hiddenRecently: 3,
              flagged: true,
            },
            {
              ...base,
              _id: 'u2',
              firstName: 'Retko',
              email: 'r@x.rs',
              hiddenRecently: 1,
              flagged: false,
            },
          ] as never),
        ),
      ),
    );
    renderApp('/admin/users', { auth: admin });
    const often = (await screen.findByText(/Često Prodanović/)).closest('tr')!;
    expect(
      within(often).getByText('Upozorenje: oglasi skriveni 3 puta za 90 dana'),
    ).toBeInTheDocument();
    const rarely = screen.getByText(/Retko Prodanović/).closest('tr')!;
    expect(within(rarely).queryByText(/Upozorenje/)).not.toBeInTheDocument();
  });
});
