import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../../render';
import { API, server } from '../../server';
import { list, makeCar, newest, useLookups } from './fixtures';

/** The price rating on the card, the advert page and in the search (docs/decisions/050). */

let searches: URLSearchParams[] = [];
beforeEach(() => {
  searches = [];
  useLookups();
});

describe('the price rating', () => {
  it('is a badge on the card, and no badge without a rating', async () => {
    server.use(
      http.get(`${API}/car`, () =>
        HttpResponse.json(
          newest([
            makeCar({ _id: 'c1', priceRating: { level: 'good', comparables: 23 } }),
            makeCar({ _id: 'c2', priceRating: { level: null, comparables: 3 } }),
            makeCar({ _id: 'c3', priceRating: { level: 'high', comparables: 9 } }),
          ]),
        ),
      ),
    );
    renderApp('/home', { auth: seller });
    const [first, second, third] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Dobra cena')).toBeInTheDocument();
    expect(within(second!).queryByText(/cena$/)).toBeNull();
    expect(within(third!).getByText('Visoka cena')).toBeInTheDocument();
  });

  it('shows the level on the advert page; „Na osnovu 23 slična oglasa“ opens the comparables', async () => {
    server.use(
      http.get(`${API}/car/r1`, () =>
        HttpResponse.json(
          makeCar({ _id: 'r1', priceRating: { level: 'veryGood', comparables: 23 } }),
        ),
      ),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
      http.get(`${API}/car/r1/comparables`, () =>
        HttpResponse.json({
          count: 23,
          estimate: 10_250,
          docs: [makeCar({ _id: 'k1', brand: { _id: 'b-vw', name: 'Volkswagen' } })],
          soldGone: 2,
        }),
      ),
    );
    const { user } = renderApp('/car/r1', { auth: seller });
    expect(await screen.findByText('Vrlo dobra cena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Na osnovu 23 slična oglasa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slični oglasi' });
    expect(await within(dialog).findByText(/Srednja cena sličnih oglasa: 10\.250/)).toBeVisible();
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);
    expect(within(dialog).getByText('Još 2 prodata oglasa nisu više u ponudi.')).toBeVisible();
  });

  it('says why there is none with fewer than 8 comparables', async () => {
    server.use(
      http.get(`${API}/car/r2`, () =>
        HttpResponse.json(makeCar({ _id: 'r2', priceRating: { level: null, comparables: 5 } })),
      ),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    renderApp('/car/r2', { auth: seller });
    expect(await screen.findByText('Nema dovoljno sličnih oglasa za procenu')).toBeVisible();
    expect(screen.getByText(/bar 8 sličnih oglasa .*a ovaj oglas ih ima 5\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Na osnovu/ })).toBeNull();
  });

  it('is a subscriber’s filter „Samo dobra cena“ sent as goodPrice, and a sort', async () => {
    useLookups({ subscriber: true });
    server.use(
      http.get(`${API}/car/search`, ({ request }) => {
        searches.push(new URL(request.url).searchParams);
        return HttpResponse.json(list([makeCar()], 1, 1, 1));
      }),
    );
    const { user, router } = renderApp('/cars?goodPrice=1&sort=priceRating', { auth: seller });
    // Sent once the subscription is known (before it, the basic filters only).
    await waitFor(() => expect(searches.at(-1)?.get('goodPrice')).toBe('true'));
    expect(searches.at(-1)!.get('sort')).toBe('priceRating');
    const form = await screen.findByRole('complementary', { name: 'Filteri' });
    const checkbox = await within(form).findByRole('checkbox', { name: 'Samo dobra cena' });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    await user.click(within(form).getByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceRating'));
  });
});
