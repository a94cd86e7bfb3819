import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelMarket } from '@autoberza/api-client';
import { renderApp, seller } from '../../render';
import { API, fail, server } from '../../server';
import { list, makeCar, useLookups } from './fixtures';

/** A model's market (docs/decisions/052): its figures, the table by year, the empty state. */

const BRAND = '11111111-1111-4111-8111-111111111111';
const MODEL = '22222222-2222-4222-8222-222222222222';
const url = `/trziste/${BRAND}/${MODEL}`;

const weeks = Array.from({ length: 13 }, (_, i) => ({
  from: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + 7 * (i % 4)).padStart(2, '0')}`,
  count: i === 12 ? 2 : 0,
  median: i === 12 ? 17_500 : null,
}));

const golf: ModelMarket = {
  brand: { _id: BRAND, name: 'Volkswagen' },
  model: { _id: MODEL, name: 'Golf' },
  active: 13,
  years: [
    { year: 2015, count: 5, q1: 9_000, median: 10_000, q3: 12_000 },
    { year: 2016, count: 3, q1: null, median: 12_500, q3: null },
  ],
  sold: { count: 3, medianDays: 30 },
  trend: weeks,
};

let csvAsked = 0;
let downloads: { name: string; blob: Blob }[] = [];
const realCreate = URL.createObjectURL;

beforeEach(() => {
  useLookups();
  csvAsked = 0;
  downloads = [];
  let pendingBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pendingBlob = blob;
    return 'blob:market';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download && pendingBlob) downloads.push({ name: this.download, blob: pendingBlob });
  });
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  vi.restoreAllMocks();
});

const serve = (market: ModelMarket) =>
  server.use(
    http.get(`${API}/market/${BRAND}/${MODEL}`, () => HttpResponse.json(market)),
    http.get(`${API}/market/${BRAND}/${MODEL}/csv`, () => {
      csvAsked++;
      return new HttpResponse('\uFEFFGodište;Broj oglasa\r\n2015;5\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
  );

describe('the model’s market', () => {
  it('shows the figures and the asking prices by year as a table; „Preuzmi CSV“ saves the file', async () => {
    serve(golf);
    const { user } = renderApp(url, { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tržište: Volkswagen Golf' }),
    ).toBeVisible();
    expect(screen.getByText('Oglasa u ponudi').nextElementSibling).toHaveTextContent('13');
    expect(screen.getByText('Srednje vreme do prodaje').nextElementSibling).toHaveTextContent(
      '30 dana',
    );
    expect(
      screen.getByText('na osnovu 3 prodata oglasa u poslednjih 180 dana'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tražena cena po godištu' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'GodišteBroj oglasaPrvi kvartilMedijanaTreći kvartil',
      expect.stringMatching(/^20155\s*9\.000\s€\s*10\.000\s€\s*12\.000\s€$/u),
      expect.stringMatching(/^20163—12\.500\s€—$/u),
    ]);
    expect(within(rows[1]!).getByRole('rowheader', { name: '2015' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Srednja tražena cena po godištu/ }),
    ).toHaveAccessibleDescription(
      /^Srednja cena od 10\.000\s€ \(godište 2015\) do 12\.500\s€ \(godište 2016\)\.$/u,
    );
    const trend = screen.getByRole('table', {
      name: 'Srednja cena oglasa objavljenih u svakoj sedmici',
    });
    expect(within(trend).getAllByRole('row')).toHaveLength(14);
    await user.click(await screen.findByRole('button', { name: 'Preuzmi CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(csvAsked).toBe(1);
    expect(downloads[0]!.name).toBe('trziste-volkswagen-golf.csv');
    expect(await downloads[0]!.blob.text()).toContain('2015;5');
  });

  it('says so when the model has no adverts, without a table or a CSV', async () => {
    serve({
      ...golf,
      active: 0,
      years: [],
      sold: { count: 0, medianDays: null },
      trend: weeks.map((week) => ({ ...week, count: 0, median: null })),
    });
    renderApp(url, { auth: seller });
    expect(
      await screen.findByRole('heading', { name: 'Za ovaj model trenutno nema oglasa' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preuzmi CSV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pretraži ovaj model' })).toHaveAttribute(
      'href',
      `/cars?brand=${BRAND}&model=${MODEL}`,
    );
  });

  it('is the 404 page for an unknown model', async () => {
    server.use(
      http.get(`${API}/market/${BRAND}/${MODEL}`, () => fail(404, 'Model nije pronađen.')),
    );
    renderApp(url, { auth: seller });
    expect(await screen.findByRole('heading', { name: 'Stranica nije pronađena' })).toBeVisible();
  });

  it('is linked from the advert page', async () => {
    server.use(
      http.get(`${API}/car/r1`, () =>
        HttpResponse.json(
          makeCar({
            _id: 'r1',
            brand: { _id: BRAND, name: 'Volkswagen' },
            model: { _id: MODEL, name: 'Golf', brand: { _id: BRAND } },
          }),
        ),
      ),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    renderApp('/car/r1', { auth: seller });
    expect(await screen.findByRole('link', { name: 'Tržište ovog modela' })).toHaveAttribute(
      'href',
      url,
    );
  });

  it('leads a visitor to sign-in without public browsing, and opens with it', async () => {
    serve(golf);
    renderApp(url, { publicBrowsing: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tržište: Volkswagen Golf' }),
    ).toBeVisible();
  });
});
