import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Car, FavouriteCar, OwnCar } from '@autoberza/api-client';
import { renderApp, seller } from '../../render';
import { API, fail, server } from '../../server';
import { list, makeCar, ownCar, useLookups } from './fixtures';

/** Decision 013: "Prati oglas" on cards and the detail, the followed list, the seller's count. */

let followed: string[] = [];
let requests: string[] = [];

const favourite = (
  car: Car,
  followedAt = '2026-11-22T08:00:00.000Z',
  priceBefore: number | null = null,
): FavouriteCar => ({ ...car, followedAt, priceBefore });

beforeEach(() => {
  useLookups();
  followed = [];
  requests = [];
  server.use(
    http.get(`${API}/user/favourites/ids`, () => HttpResponse.json({ data: followed })),
    http.put(`${API}/user/favourites/:id`, ({ params }) => {
      const id = String(params.id);
      requests.push(`PUT ${id}`);
      followed = [id, ...followed.filter((f) => f !== id)];
      return HttpResponse.json({
        _id: id,
        isFavourite: true,
        message: 'Oglas je dodat u praćene.',
      });
    }),
    http.delete(`${API}/user/favourites/:id`, ({ params }) => {
      const id = String(params.id);
      requests.push(`DELETE ${id}`);
      followed = followed.filter((f) => f !== id);
      return HttpResponse.json({ _id: id, isFavourite: false, message: 'Oglas više ne pratite.' });
    }),
    http.get(`${API}/car/search`, () =>
      HttpResponse.json(
        list([
          makeCar({ _id: 'other' }),
          makeCar({
            _id: 'mine',
            brand: { _id: 'b-vw', name: 'Volkswagen' },
            model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
            user: { ...makeCar().user, _id: seller.user!._id },
          }),
        ]),
      ),
    ),
  );
});

describe('the follow heart', () => {
  it('follows and unfollows a car from its card, and is not on the reader’s own car', async () => {
    const { user } = renderApp('/cars', { auth: seller });
    const card = (await screen.findByRole('heading', { name: 'BMW 320d' })).closest('article')!;
    const heart = await within(card).findByRole('button', { name: 'Prati oglas' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const on = await within(card).findByRole('button', { name: 'Ne prati više' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await user.click(on);
    await within(card).findByRole('button', { name: 'Prati oglas' });
    expect(requests).toEqual(['PUT other', 'DELETE other']);

    // The heart is named by its card's title in a grid of many.
    expect(within(card).getByRole('group', { name: 'BMW 320d' })).toContainElement(
      within(card).getByRole('button', { name: 'Prati oglas' }),
    );

    const own = screen.getByRole('heading', { name: 'Volkswagen Golf' }).closest('article')!;
    // (Its card's actions hold „Uporedi“ only: a reader compares their own adverts too.)
    expect(within(own).queryByRole('button', { name: /prati/i })).not.toBeInTheDocument();
  });

  it('is not there for a visitor', async () => {
    renderApp('/cars', { publicBrowsing: true });
    await screen.findByRole('heading', { name: 'BMW 320d' });
    expect(screen.queryByRole('button', { name: /prati/i })).not.toBeInTheDocument();
  });

  it('puts the heart back and shows the server’s message when following fails', async () => {
    server.use(
      http.put(`${API}/user/favourites/:id`, () => fail(409, 'Možete pratiti najviše 200 oglasa.')),
    );
    const { user } = renderApp('/cars', { auth: seller });
    const card = (await screen.findByRole('heading', { name: 'BMW 320d' })).closest('article')!;
    const heart = await within(card).findByRole('button', { name: 'Prati oglas' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(await screen.findByText('Možete pratiti najviše 200 oglasa.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Prati oglas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is on the car detail with its words, pressed when the car is followed', async () => {
    followed = ['other'];
    server.use(
      http.get(`${API}/car/:id`, () =>
        HttpResponse.json({ ...makeCar({ _id: 'other' }), priceDrop: null }),
      ),
      http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([]))),
    );
    const { user } = renderApp('/car/other', { auth: seller });
    const button = await screen.findByRole('button', { name: 'Ne prati više' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Ne prati više');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Prati oglas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests).toEqual(['DELETE other']);
  });
});

describe('followed adverts (/user/favourites)', () => {
  let favourites: FavouriteCar[] = [];
  let pages: string[] = [];
  beforeEach(() => {
    pages = [];
    favourites = [
      favourite(makeCar({ _id: 'f1', status: 'reserved', price: 9900 })),
      favourite(
        makeCar({
          _id: 'f2',
          brand: { _id: 'b-vw', name: 'Volkswagen' },
          model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
          price: 7400,
        }),
      ),
    ];
    followed = ['f1', 'f2'];
    server.use(
      http.get(`${API}/user/favourites`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        pages.push(params.get('page') ?? '1');
        const shown = favourites.filter((f) => followed.includes(f._id));
        return HttpResponse.json({ ...list(shown as Car[]), limit: 20 });
      }),
    );
  });

  it('lists the followed cars with status, price and a link, and unfollows from there', async () => {
    const { user } = renderApp('/user/favourites', { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Praćeni oglasi' })).toBeVisible();
    expect(screen.getByText('Pratite 2 oglasa')).toBeInTheDocument();
    const bmw = screen.getByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByRole('link', { name: 'BMW 320d' })).toHaveAttribute('href', '/car/f1');
    expect(within(bmw).getByText(/9\.900\s€/)).toBeInTheDocument();
    expect(within(bmw).getAllByText('Rezervisano').length).toBeGreaterThan(0);
    expect(within(bmw).getByText('Pratite od 22. novembra 2026.')).toBeInTheDocument();

    const golf = screen.getByRole('article', { name: 'Volkswagen Golf' });
    await user.click(await within(golf).findByRole('button', { name: 'Ne prati više' }));
    expect(await screen.findByText('Oglas Volkswagen Golf više ne pratite')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Volkswagen Golf' })).not.toBeInTheDocument(),
    );
    expect(requests).toEqual(['DELETE f2']);
    expect(screen.getByText('Pratite 1 oglas')).toBeInTheDocument();
  });

  it('shows the price before a drop with "Cena snižena", and the adverts that left the site', async () => {
    favourites[1] = { ...favourites[1]!, priceBefore: 8200 };
    server.use(
      http.get(`${API}/user/favourites/gone`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 'g1',
              title: 'Audi A4',
              followedAt: '2026-11-20T08:00:00.000Z',
              departedAt: null,
            },
          ],
        }),
      ),
    );
    renderApp('/user/favourites', { auth: seller });
    const golf = await screen.findByRole('article', { name: 'Volkswagen Golf' });
    expect(within(golf).getByText(/7\.400\s€/)).toBeInTheDocument();
    expect(
      within(golf)
        .getByText(/8\.200\s€/)
        .closest('del'),
    ).toHaveTextContent(/Ranija cena:\s*8\.200\s€/);
    expect(within(golf).getByText('Cena snižena')).toBeInTheDocument();
    const bmw = screen.getByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).queryByText('Cena snižena')).not.toBeInTheDocument();
    const gone = await screen.findByRole('region', { name: 'Oglasi koji trenutno nisu dostupni' });
    expect(within(gone).getByText('Audi A4: oglas trenutno nije dostupan.')).toBeInTheDocument();
  });

  it('names a deleted advert with its day until the reader removes the note', async () => {
    favourites = [];
    followed = [];
    let gone = [
      {
        _id: 'd1',
        title: 'Audi A4',
        followedAt: '2026-11-10T08:00:00.000Z',
        departedAt: '2026-11-20T09:00:00.000Z',
      },
      { _id: 'h1', title: 'Opel Astra', followedAt: '2026-11-12T08:00:00.000Z', departedAt: null },
    ];
    server.use(
      http.get(`${API}/user/favourites/gone`, () => HttpResponse.json({ data: gone })),
      http.delete(`${API}/user/favourites/:id`, ({ params }) => {
        const id = String(params.id);
        requests.push(`DELETE ${id}`);
        gone = gone.filter((g) => g._id !== id);
        return HttpResponse.json({
          _id: id,
          isFavourite: false,
          message: 'Oglas više ne pratite.',
        });
      }),
    );
    const { user } = renderApp('/user/favourites', { auth: seller });
    const region = await screen.findByRole('region', {
      name: 'Oglasi koji trenutno nisu dostupni',
    });
    // The Opel is still followed, only not shown now: the empty state does not say "nothing
    // followed".
    expect(screen.getByText('Nijedan oglas koji pratite trenutno nije u ponudi')).toBeVisible();
    expect(screen.queryByText('Ne pratite nijedan oglas')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pratite \d/)).not.toBeInTheDocument();
    expect(
      within(region).getByText('Obrisani oglasi ostaju na ovom spisku 30 dana.'),
    ).toBeVisible();
    const audi = within(region)
      .getByText('Audi A4: oglas je obrisan i više nije na sajtu.')
      .closest('li')!;
    expect(audi).toHaveTextContent('Uklonjen 20. novembra 2026.');
    const opel = within(region)
      .getByText('Opel Astra: oglas trenutno nije dostupan.')
      .closest('li')!;
    expect(opel).not.toHaveTextContent('Uklonjen');

    await user.click(within(region).getByRole('button', { name: 'Ukloni Audi A4 sa spiska' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Audi A4: oglas je obrisan i više nije na sajtu.'),
      ).not.toBeInTheDocument(),
    );
    expect(requests).toEqual(['DELETE d1']);
    expect(screen.getByText('Opel Astra: oglas trenutno nije dostupan.')).toBeInTheDocument();
    // No deleted advert left to name: the note on the 30 days goes too.
    expect(screen.queryByText(/ostaju na ovom spisku/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Praćeni oglasi' })).toHaveFocus(),
    );
  });

  it('says nothing is followed when every advert that left was deleted', async () => {
    favourites = [];
    followed = [];
    server.use(
      http.get(`${API}/user/favourites/gone`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 'd1',
              title: 'Audi A4',
              followedAt: '2026-11-10T08:00:00.000Z',
              departedAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderApp('/user/favourites', { auth: seller });
    expect(await screen.findByText('Ne pratite nijedan oglas')).toBeVisible();
  });

  it('counts unseen changes in the user menu until the list is opened', async () => {
    let unseen = 2;
    const seen: string[] = [];
    server.use(
      http.get(`${API}/user/favourites/unseen`, () => HttpResponse.json({ count: unseen })),
      http.post(`${API}/user/favourites/seen`, () => {
        seen.push('seen');
        unseen = 0;
        return HttpResponse.json({ count: 0 });
      }),
    );
    const { user } = renderApp('/cars', { auth: seller });
    const trigger = (
      await screen.findAllByRole('button', {
        name: /^Marko Petrović\s*2 promene na praćenim oglasima$/,
      })
    )[0]!;
    await user.click(trigger);
    await user.click(
      await screen.findByRole('menuitem', {
        name: /^Praćeni oglasi\s*2 promene na praćenim oglasima$/,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Praćeni oglasi' });
    await waitFor(() => expect(seen).toEqual(['seen']));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Marko Petrović$/ }).length).toBeGreaterThan(0),
    );
  });

  it('shows an empty state that leads to the search', async () => {
    followed = [];
    renderApp('/user/favourites', { auth: seller });
    expect(await screen.findByText('Ne pratite nijedan oglas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pretraži oglase' })).toHaveAttribute('href', '/cars');
  });

  it('is in the user menu', async () => {
    const { user } = renderApp('/user/favourites', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'Praćeni oglasi' });
    await user.click(screen.getAllByRole('button', { name: /Marko Petrović/ })[0]!);
    expect(await screen.findByRole('menuitem', { name: 'Praćeni oglasi' })).toBeInTheDocument();
  });
});

describe('my listings', () => {
  it('shows how many people follow each advert', async () => {
    const own: OwnCar = ownCar(makeCar({ _id: 'a1', user: { ...makeCar().user, _id: 'u1' } }), {
      followers: 3,
    });
    server.use(http.get(`${API}/car/owner`, () => HttpResponse.json(list([own]))));
    renderApp('/user/cars', { auth: seller });
    const card = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(card).getByText('Pratioci')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
  });
});
