import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToTray,
  COMPARE_MAX,
  removeFromTray,
  resetTrayForTests,
} from '../../../src/features/cars/compare/compareTray';
import { renderApp, seller } from '../../render';
import { API, fail, server } from '../../server';
import { list, makeCar, useLookups } from './fixtures';

/** docs/product.md, “Comparing adverts”: the tray, and the comparison at /cars?compare=. */

const KEY = 'autoberza:compare';

beforeEach(() => {
  localStorage.clear();
  resetTrayForTests();
  useLookups();
});

const cars = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id, i) =>
  makeCar({
    _id: id,
    brand: { _id: 'b-vw', name: 'Volkswagen' },
    model: { _id: `m-${id}`, name: `Golf ${i + 3}`, brand: { _id: 'b-vw' } },
  }),
);

describe('the comparison tray', () => {
  it('adds from the cards, keeps four at most with a message, and keeps them in the browser', async () => {
    server.use(http.get(`${API}/car/search`, () => HttpResponse.json(list(cars))));
    const { user } = renderApp('/cars', { auth: seller });
    for (const title of ['Golf 3', 'Golf 4', 'Golf 5', 'Golf 6'])
      await user.click(await screen.findByRole('button', { name: `Uporedi Volkswagen ${title}` }));
    const tray = screen.getByRole('region', { name: 'Oglasi za poređenje' });
    expect(within(tray).getByText('Poređenje: 4 od 4')).toBeInTheDocument();
    expect(screen.getByTestId('compare-live')).toHaveTextContent(
      'Volkswagen Golf 6: dodat u poređenje (4 od 4).',
    );
    expect(screen.getByRole('button', { name: 'Uporedi Volkswagen Golf 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Uporedi Volkswagen Golf 7' }));
    const full =
      'Najviše 4 oglasa se porede odjednom. Uklonite jedan da biste dodali Volkswagen Golf 7.';
    expect(screen.getByTestId('compare-live')).toHaveTextContent(full);
    expect(within(tray).getByText(full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uporedi Volkswagen Golf 7' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(localStorage.getItem(KEY)!)).toHaveLength(COMPARE_MAX);

    await user.click(
      within(tray).getByRole('button', { name: 'Ukloni Volkswagen Golf 3 iz poređenja' }),
    );
    expect(screen.getByTestId('compare-live')).toHaveTextContent(
      'Volkswagen Golf 3: uklonjen iz poređenja (3 od 4).',
    );
    expect(JSON.parse(localStorage.getItem(KEY)!).map((i: { id: string }) => i.id)).toEqual([
      'c2',
      'c3',
      'c4',
    ]);
    expect(within(tray).getByRole('link', { name: 'Uporedi oglase' })).toHaveAttribute(
      'href',
      '/cars?compare=c2,c3,c4',
    );
  });

  it('reads the tray kept by an earlier page', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: 'c1', title: 'Volkswagen Golf 3' },
        { id: 'c2', title: 'Volkswagen Golf 4' },
      ]),
    );
    server.use(http.get(`${API}/car/c1`, () => HttpResponse.json(cars[0])));
    renderApp('/car/c1', { auth: seller });
    const tray = await screen.findByRole('region', { name: 'Oglasi za poređenje' });
    expect(within(tray).getByText('Poređenje: 2 od 4')).toBeInTheDocument();
    // On the advert itself „Uporedi“ shows it is in.
    expect(await screen.findByRole('button', { name: /U poređenju/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('ignores a second add of the same advert and a broken stored value', () => {
    localStorage.setItem(KEY, '{not json');
    expect(addToTray({ id: 'x', title: 'X' })).toBe(true);
    expect(addToTray({ id: 'x', title: 'X' })).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([{ id: 'x', title: 'X' }]);
    act(() => removeFromTray('x'));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([]);
  });
});

describe('the comparison page', () => {
  const a = makeCar({
    _id: 'a1',
    price: 9000,
    colour: 'black',
    equipment: ['abs', 'navigation'],
    seats: 5,
    isAirCondition: true,
    airConditioning: 'manual',
  });
  const b = makeCar({
    _id: 'b1',
    brand: { _id: 'b-vw', name: 'Volkswagen' },
    model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
    price: 11000,
    colour: 'black',
    status: 'sold',
    equipment: ['abs'],
    seats: 5,
  });

  it('shows the adverts side by side, marks the differences, a sold and a gone advert', async () => {
    server.use(
      http.get(`${API}/car/a1`, () => HttpResponse.json(a)),
      http.get(`${API}/car/b1`, () => HttpResponse.json(b)),
      http.get(`${API}/car/gone`, () => fail(404, 'Oglas nije pronađen.')),
    );
    renderApp('/cars?compare=a1,b1,gone', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poređenje oglasa' }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Volkswagen Golf' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

    expect(row('Cena')).toHaveAttribute('data-differs', 'true');
    expect(row('Cena')).toHaveTextContent('razlikuje se');
    // Same colour and seats: not marked.
    expect(row('Boja')).not.toHaveAttribute('data-differs');
    expect(row('Broj sedišta')).not.toHaveAttribute('data-differs');
    // Equipment one has and the other lacks.
    expect(row('Navigacija')).toHaveAttribute('data-differs', 'true');
    expect(within(row('Navigacija')).getByText('Ima')).toBeInTheDocument();
    expect(within(row('Navigacija')).getByText('Nema')).toBeInTheDocument();
    expect(row('ABS')).not.toHaveAttribute('data-differs');
    // Air conditioning is one row: the kind when stated, else the yes/no.
    expect(row('Klima uređaj')).toHaveTextContent('Manuelna klima');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.firstElementChild?.textContent);
    expect(names).toContain('Klima uređaj');
    expect(names).not.toContain('Klima');
    // The sold one says so; the gone one says it is no longer there.
    expect(within(table).getByText('Prodato')).toBeInTheDocument();
    expect(within(table).getByText('Oglas više nije dostupan')).toBeInTheDocument();
  });

  it('removes an advert from the address', async () => {
    server.use(
      http.get(`${API}/car/a1`, () => HttpResponse.json(a)),
      http.get(`${API}/car/b1`, () => HttpResponse.json(b)),
    );
    const { user, router } = renderApp('/cars?compare=a1,b1', { auth: seller });
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Volkswagen Golf' });
    await user.click(within(table).getAllByRole('button', { name: 'Ukloni iz poređenja' })[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?compare=a1'));
  });

  it('says what to do when nothing is compared', async () => {
    renderApp('/cars?compare=', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nema oglasa za poređenje' }),
    ).toBeVisible();
  });
});
