import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@autoberza/api-client';
import { renderApp, seller } from '../render';
import { API, fail, server } from '../server';
import { list, makeCar, useLookups } from './cars/fixtures';

let saved: SavedSearch[];
let created: unknown[];
let seen: string[];
let updates: { id: string; body: unknown }[];
let deleted: string[];

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: 's1',
  name: 'Golf do 8.000',
  filters: { brand: 'b-vw', priceMax: 8000, hideSold: true },
  alert: 'immediate',
  newCount: 3,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  created = [];
  seen = [];
  updates = [];
  deleted = [];
  saved = [
    search(),
    search({ _id: 's2', name: 'Sve', filters: { hideSold: false }, newCount: 0, alert: 'off' }),
    search({
      _id: 's3',
      name: 'BMW X5',
      filters: { brand: 'b-bmw', model: 'm-x5', priceMax: 20000, hideSold: true },
      newCount: 0,
    }),
  ];
  useLookups();
  server.use(
    http.get(`${API}/car/search`, () => HttpResponse.json(list([makeCar()]))),
    http.get(`${API}/saved-search`, () => HttpResponse.json({ data: saved })),
    http.post(`${API}/saved-search`, async ({ request }) => {
      const body = (await request.json()) as { name: string; alert: SavedSearch['alert'] };
      created.push(body);
      return HttpResponse.json(search({ _id: 's9', name: body.name, alert: body.alert }), {
        status: 201,
      });
    }),
    http.post(`${API}/saved-search/:id/seen`, ({ params }) => {
      seen.push(params.id as string);
      return HttpResponse.json(search({ newCount: 0 }));
    }),
    http.patch(`${API}/saved-search/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<SavedSearch>;
      updates.push({ id: params.id as string, body });
      saved = saved.map((s) => (s._id === params.id ? { ...s, ...body } : s));
      return HttpResponse.json(saved.find((s) => s._id === params.id));
    }),
    http.delete(`${API}/saved-search/:id`, ({ params }) => {
      deleted.push(params.id as string);
      saved = saved.filter((s) => s._id !== params.id);
      return HttpResponse.json({ message: 'Pretraga je obrisana.' });
    }),
  );
});

describe('saving a search on /cars', () => {
  it('asks for a name, then saves the current filters with the chosen alerts', async () => {
    const { user } = renderApp('/cars?brand=b-vw&priceMax=8000', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    expect(await within(dialog).findByText('Unesite naziv pretrage.')).toBeInTheDocument();
    expect(created).toEqual([]);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Naziv pretrage/ })).toHaveFocus(),
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Naziv pretrage/ }), ' Golf ');
    await user.click(within(dialog).getByRole('button', { name: /Obaveštenja o novim oglasima/ }));
    await user.click(await screen.findByRole('option', { name: 'Jednom dnevno (pregled)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          name: 'Golf',
          alert: 'daily',
          filters: { brand: 'b-vw', priceMax: 8000, hideSold: 'true' },
        },
      ]),
    );
    expect(await screen.findByText('Pretraga „Golf“ je sačuvana.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when the limit is reached", async () => {
    server.use(
      http.post(`${API}/saved-search`, () =>
        fail(
          409,
          'Možete sačuvati najviše 20 pretraga. Obrišite neku od postojećih pa pokušajte ponovo.',
        ),
      ),
    );
    const { user } = renderApp('/cars', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Naziv pretrage/ }),
      'Dvadeset prva',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText(/najviše 20 pretraga/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sačuvaj pretragu' })).toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    renderApp('/cars', { publicBrowsing: true });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sačuvaj pretragu' })).not.toBeInTheDocument();
  });
});

describe('/user/searches', () => {
  it('lists the searches with their new matches and opens one on /cars, marking it seen', async () => {
    const { user, router } = renderApp('/user/searches', { auth: seller });
    const golf = (await screen.findByRole('heading', { name: 'Golf do 8.000' })).closest('li')!;
    expect(within(golf).getByText('3 nova oglasa')).toBeInTheDocument();
    // The brand's name once the brands have loaded (the price alone until then).
    expect(await within(golf).findByText(/Volkswagen · Cena do/)).toBeInTheDocument();
    const all = screen.getByRole('heading', { name: 'Sve' }).closest('li')!;
    expect(within(all).getByText('Nema novih oglasa')).toBeInTheDocument();
    const bmw = screen.getByRole('heading', { name: 'BMW X5' }).closest('li')!;
    expect(await within(bmw).findByText('BMW X5 · Cena do 20.000 €')).toBeInTheDocument();
    expect(screen.getByText('Sačuvano 3 od 20 pretraga.')).toBeInTheDocument();

    await user.click(within(golf).getByRole('button', { name: 'Otvori: Golf do 8.000' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    expect(seen).toEqual(['s1']);
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ brand: 'b-vw', priceMax: '8000' });
  });

  it('opens a search that shows sold cars with showSold', async () => {
    const { user, router } = renderApp('/user/searches', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Otvori: Sve' }));
    await waitFor(() => expect(router.state.location.search).toBe('?showSold=1'));
  });

  it('renames, changes alerts and deletes after confirmation', async () => {
    const { user } = renderApp('/user/searches', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Preimenuj: Golf do 8.000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preimenuj pretragu' });
    const field = within(dialog).getByRole('textbox', { name: /Naziv pretrage/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    expect(await within(dialog).findByText('Unesite naziv pretrage.')).toBeInTheDocument();
    await user.type(field, 'Jeftini Golfovi');
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByRole('heading', { name: 'Jeftini Golfovi' })).toBeInTheDocument();
    expect(updates).toEqual([{ id: 's1', body: { name: 'Jeftini Golfovi' } }]);

    const row = screen.getByRole('heading', { name: 'Sve' }).closest('li')!;
    await user.click(within(row).getByRole('button', { name: /Obaveštenja o novim oglasima/ }));
    await user.click(await screen.findByRole('option', { name: 'Odmah, za svaki novi oglas' }));
    await waitFor(() => expect(updates.at(-1)).toEqual({ id: 's2', body: { alert: 'immediate' } }));

    await user.click(within(row).getByRole('button', { name: 'Obriši: Sve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Obrisati pretragu?' });
    await user.click(within(confirm).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(deleted).toEqual(['s2']));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sve' })).not.toBeInTheDocument(),
    );
  });

  it('says what to do when there are none', async () => {
    saved = [];
    renderApp('/user/searches', { auth: seller });
    expect(await screen.findByText('Još nemate sačuvanih pretraga.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Idi na pretragu' })).toHaveAttribute('href', '/cars');
  });
});

describe('unsubscribe link', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('changes nothing on opening; the one button turns the alerts off without a sign-in', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/saved-search/unsubscribe`, ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({
          message: 'Obaveštenja su isključena za: „Golf do 8.000“.',
          names: ['Golf do 8.000'],
        });
      }),
    );
    const iat = now();
    const { user } = renderApp(`/saved-searches/unsubscribe?ids=s1&iat=${iat}&token=abc`);
    const button = await screen.findByRole('button', { name: 'Isključi obaveštenja' });
    expect(
      screen.getByText(/Želite li da isključite obaveštenja za sačuvanu pretragu/),
    ).toBeInTheDocument();
    // Opening the page (a scanner's visit) sends nothing: after the press, one request only.
    expect(within(screen.getByRole('main')).getAllByRole('button')).toHaveLength(1);
    await user.click(button);
    expect(
      await screen.findByText('Obaveštenja su isključena za: „Golf do 8.000“.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([`?ids=s1&iat=${iat}&token=abc`]);
    expect(screen.queryByRole('button', { name: 'Isključi obaveštenja' })).toBeNull();
  });

  it('stops a notice kind of the new-listings digest', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/saved-search/unsubscribe`, ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({
          message: 'Obaveštenja o novim oglasima su isključena.',
          names: [],
        });
      }),
    );
    const iat = now();
    const { user } = renderApp(
      `/saved-searches/unsubscribe?notice=newListings&user=u1&iat=${iat}&token=abc`,
    );
    await user.click(await screen.findByRole('button', { name: 'Isključi obaveštenja' }));
    expect(
      await screen.findByText('Obaveštenja o novim oglasima su isključena.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([`?notice=newListings&user=u1&iat=${iat}&token=abc`]);
  });

  it('tells how to manage notices when the link is older than 60 days, with no button', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/saved-search/unsubscribe`, () => {
        calls.push('post');
        return HttpResponse.json({ message: 'x', names: [] });
      }),
    );
    const iat = now() - 61 * 86_400;
    renderApp(`/saved-searches/unsubscribe?ids=s1&iat=${iat}&token=abc`);
    expect(
      await screen.findByRole('heading', { name: 'Link za odjavu je istekao' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Link za odjavu važi 60 dana od slanja poruke/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Isključi obaveštenja' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Obaveštenja u profilu' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's message for a bad link", async () => {
    server.use(
      http.post(`${API}/saved-search/unsubscribe`, () =>
        fail(400, 'Link za odjavu nije ispravan.'),
      ),
    );
    const { user } = renderApp(`/saved-searches/unsubscribe?ids=s1&iat=${now()}&token=bad`);
    await user.click(await screen.findByRole('button', { name: 'Isključi obaveštenja' }));
    expect(await screen.findByText('Obaveštenja nisu isključena.')).toBeInTheDocument();
    expect(screen.getByText('Link za odjavu nije ispravan.')).toBeInTheDocument();
  });

  it('shows the expired page when the server says the link expired', async () => {
    server.use(
      http.post(`${API}/saved-search/unsubscribe`, () => fail(410, 'Link za odjavu je istekao.')),
    );
    const { user } = renderApp(`/saved-searches/unsubscribe?ids=s1&iat=${now()}&token=abc`);
    await user.click(await screen.findByRole('button', { name: 'Isključi obaveštenja' }));
    expect(
      await screen.findByRole('heading', { name: 'Link za odjavu je istekao' }),
    ).toBeInTheDocument();
  });
});
