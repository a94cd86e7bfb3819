import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '@autoberza/api-client';
import { admin, renderApp, seller } from '../render';
import { API, fail, server } from '../server';
import { list, makeCar } from './cars/fixtures';

let cars: Car[];
let removals: { id: string; reason: unknown }[];
let listRequests: URLSearchParams[];

function page(all: Car[], p: number, limit: number) {
  return {
    docs: all.slice((p - 1) * limit, p * limit),
    totalDocs: all.length,
    limit,
    page: p,
    totalPages: Math.max(1, Math.ceil(all.length / limit)),
    hasPrevPage: p > 1,
    hasNextPage: p * limit < all.length,
    prevPage: p > 1 ? p - 1 : null,
    nextPage: p * limit < all.length ? p + 1 : null,
  };
}

beforeEach(() => {
  removals = [];
  listRequests = [];
  cars = [
    makeCar({ _id: 'car-new', createdAt: '2026-11-21T09:00:00.000Z' }),
    makeCar({
      _id: 'car-old',
      brand: { _id: 'b-vw', name: 'Volkswagen' },
      model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
      price: 7300,
      status: 'sold',
      image: [],
      user: {
        _id: 'u3',
        firstName: 'Milica',
        lastName: 'Marić',
        phone: '065 222 3333',
        city: null,
        image: null,
      },
      createdAt: '2026-10-03T09:00:00.000Z',
    }),
  ];
  server.use(
    http.get(`${API}/car`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      return HttpResponse.json(
        page(cars, Number(params.get('page') ?? 1), Number(params.get('limit') ?? 20)),
      );
    }),
    http.delete(`${API}/admin/cars/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { reason?: unknown };
      removals.push({ id: params.id as string, reason: body.reason });
      cars = cars.filter((c) => c._id !== params.id);
      return HttpResponse.json({ message: 'Oglas je uklonjen.' });
    }),
  );
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('admin console: listings', () => {
  it('lists listings newest first with picture, price, seller, status and date', async () => {
    renderApp('/admin/listings', { auth: admin });
    expect(await screen.findByRole('link', { name: 'Oglasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);

    const bmw = rows[0]!;
    expect(within(bmw).getByRole('link', { name: 'BMW 320d' })).toHaveAttribute(
      'href',
      '/car/car-new',
    );
    expect(within(bmw).getByRole('img', { name: 'BMW 320d' })).toHaveAttribute(
      'src',
      '/uploads/cars/a-1024.webp',
    );
    expect(within(bmw).getByText(/12\.500/)).toBeInTheDocument();
    expect(within(bmw).getByText('Jovan Jovanović')).toBeInTheDocument();
    expect(within(bmw).getByText('Aktivan')).toBeInTheDocument();
    expect(within(bmw).getByText('21. novembra 2026.')).toBeInTheDocument();

    const golf = rows[1]!;
    expect(within(golf).getByText('Volkswagen Golf')).toBeInTheDocument();
    expect(within(golf).getByText('Nema fotografije')).toBeInTheDocument();
    expect(within(golf).getByText('Milica Marić')).toBeInTheDocument();
    expect(within(golf).getByText('Prodato')).toBeInTheDocument();
    expect(within(golf).getByText('3. oktobra 2026.')).toBeInTheDocument();

    // The default GET /api/car order is newest first; the panel asks for the first page.
    expect(listRequests[0]!.get('page')).toBe('1');
  });

  it('pages through the listings', async () => {
    cars = Array.from({ length: 25 }, (_, i) =>
      makeCar({ _id: `c${i}`, price: 1000 + i, createdAt: '2026-11-20T10:00:00.000Z' }),
    );
    const { user } = renderApp('/admin/listings', { auth: admin });
    expect(await screen.findByText(/1\.000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stranica 2' }));
    expect(await screen.findByText(/1\.024/)).toBeInTheDocument();
    expect(screen.queryByText(/1\.000/)).not.toBeInTheDocument();
    expect(listRequests.at(-1)!.get('page')).toBe('2');
  });

  it('requires a reason before removing', async () => {
    const { user } = renderApp('/admin/listings', { auth: admin });
    const row = await rowOf('Jovan Jovanović');
    await user.click(within(row).getByRole('button', { name: 'Ukloni: BMW 320d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uklanjanje oglasa' });

    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    expect(await within(dialog).findByText('Unesite razlog uklanjanja oglasa.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /Razlog uklanjanja/ }), 'Lažno');
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    expect(await within(dialog).findByText('Razlog mora imati najmanje 10 znakova.')).toBeVisible();
    expect(removals).toEqual([]);
  });

  it('sends the reason, shows a success toast and refreshes the list', async () => {
    const { user } = renderApp('/admin/listings', { auth: admin });
    const row = await rowOf('Jovan Jovanović');
    await user.click(within(row).getByRole('button', { name: 'Ukloni: BMW 320d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uklanjanje oglasa' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog uklanjanja/ }),
      '  Oglas krši pravila sajta.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));

    await waitFor(() =>
      expect(removals).toEqual([{ id: 'car-new', reason: 'Oglas krši pravila sajta.' }]),
    );
    expect(
      await screen.findByText('Oglas „BMW 320d“ je uklonjen, a prodavac je obavešten.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jovan Jovanović')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Milica Marić')).toBeInTheDocument();
    expect(listRequests.length).toBeGreaterThanOrEqual(2);
  });

  it('disables the submit button while sending', async () => {
    server.use(
      http.delete(`${API}/admin/cars/:id`, async () => {
        await delay(200);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/admin/listings', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Ukloni: BMW 320d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uklanjanje oglasa' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog uklanjanja/ }),
      'Dupli oglas istog vozila.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    expect(await within(dialog).findByRole('button', { name: /Uklanjanje\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message as an error toast and keeps the dialog open", async () => {
    server.use(http.delete(`${API}/admin/cars/:id`, () => fail(404, 'Oglas nije pronađen.')));
    const { user } = renderApp('/admin/listings', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Ukloni: BMW 320d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uklanjanje oglasa' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog uklanjanja/ }),
      'Oglas krši pravila sajta.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    expect(await screen.findByText('Oglas nije pronađen.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Uklanjanje oglasa' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ukloni oglas' })).toBeEnabled();
    expect(screen.getByText('Jovan Jovanović')).toBeInTheDocument();
  });
});

describe('car detail: admin removal', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/car/:id`, ({ params }) => {
        const car = cars.find((c) => c._id === params.id);
        return car ? HttpResponse.json(car) : fail(404, 'Oglas nije pronađen.');
      }),
      http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([]))),
      http.get(`${API}/car/search`, () => HttpResponse.json(list(cars))),
    );
  });

  it('is offered to admins only', async () => {
    renderApp('/car/car-new', { auth: seller });
    expect(await screen.findByRole('heading', { name: 'BMW 320d', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ukloni oglas' })).not.toBeInTheDocument();
  });

  it('removes the listing with a reason and leaves the page', async () => {
    const { user, router } = renderApp('/car/car-new', { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Ukloni oglas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uklanjanje oglasa' });
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    expect(await within(dialog).findByText('Unesite razlog uklanjanja oglasa.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Razlog uklanjanja/ }),
      'Vozilo je već prodato.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ukloni oglas' }));
    await waitFor(() =>
      expect(removals).toEqual([{ id: 'car-new', reason: 'Vozilo je već prodato.' }]),
    );
    expect(
      await screen.findByText('Oglas „BMW 320d“ je uklonjen, a prodavac je obavešten.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    expect(screen.queryByText('Oglas nije pronađen.')).not.toBeInTheDocument();
  });
});
