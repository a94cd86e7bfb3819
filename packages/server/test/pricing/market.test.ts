import { serbianDay } from '@autoberza/contract/format';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, models } from '../../src/db/schema/index.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';

/** A model's market (docs/decisions/052), checked against a count by hand of fixed adverts. */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let reader: string;
let sellerId: string;
let model: { id: string; brandId: string };
let otherModel: { id: string; brandId: string };
let emptyModel: { id: string; brandId: string };

const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

/** One advert of the model, on offer since 200 days ago unless told otherwise. */
const advert = (
  price: number,
  year: number | null,
  over: Partial<typeof cars.$inferInsert> = {},
) => ({
  userId: sellerId,
  brandId: model.brandId,
  modelId: model.id,
  price,
  yearProduction: year,
  createdAt: over.publishedAt ?? daysAgo(200),
  publishedAt: daysAgo(200),
  expiresAt: daysAgo(-30),
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  reader = (await approvedUser(t.app, { firstName: 'Čitalac' })).token;
  sellerId = (await approvedUser(t.app, { firstName: 'Prodavac' })).id;
  const rows = await t.app.db
    .select({ id: models.id, brandId: models.brandId })
    .from(models)
    .limit(3);
  [model, otherModel, emptyModel] = rows as [typeof model, typeof model, typeof model];
  const sold = (price: number, published: number, soldDays: number) =>
    advert(price, 2015, {
      status: 'sold',
      publishedAt: daysAgo(published),
      soldAt: daysAgo(soldDays),
    });
  await t.app.db.insert(cars).values([
    // On offer, 2015: 8,000 9,000 10,000 12,000 20,000.
    ...[8_000, 9_000, 10_000, 12_000, 20_000].map((price) => advert(price, 2015)),
    // 2016: 11,000 (published 42 days ago), 12,500 reserved, 13,000: too few for quartiles.
    advert(11_000, 2016, { publishedAt: daysAgo(42) }),
    advert(12_500, 2016, { status: 'reserved' }),
    advert(13_000, 2016),
    // 2017: 14,000 (3 days ago), 15,000, 17,000, 21,000 (2 days ago).
    advert(14_000, 2017, { publishedAt: daysAgo(3) }),
    advert(15_000, 2017),
    advert(17_000, 2017),
    advert(21_000, 2017, { publishedAt: daysAgo(2) }),
    // On offer without a year: counted, in no year.
    advert(5_000, null),
    // Sold after 30, 10 and 50 days; one sold 200 days ago is out of the window.
    sold(9_500, 40, 10),
    sold(10_500, 15, 5),
    sold(30_000, 150, 100),
    sold(40_000, 260, 200),
    // Shown to nobody, or not of the model: in no figure.
    advert(1, 2015, { publishedAt: daysAgo(2), hiddenAt: daysAgo(1) }),
    advert(2, 2015, { publishedAt: daysAgo(-0.01) }),
    advert(3, 2015, { delistedAt: daysAgo(5) }),
    advert(4, 2015, {
      publishedAt: daysAgo(2),
      modelId: otherModel.id,
      brandId: otherModel.brandId,
    }),
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string | undefined = reader) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const marketUrl = (m: { id: string; brandId: string }) => `/api/market/${m.brandId}/${m.id}`;

describe('GET /api/market/:brand/:model', () => {
  it('gives the asking prices by year, the adverts on offer, the days to a sale and the trend', async () => {
    const res = await get(marketUrl(model));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.model._id).toBe(model.id);
    expect(body.active).toBe(13);
    expect(body.years).toEqual([
      // (5 − 1) × ¼ = 1: 9,000; the middle 10,000; (5 − 1) × ¾ = 3: 12,000.
      { year: 2015, count: 5, q1: 9_000, median: 10_000, q3: 12_000 },
      { year: 2016, count: 3, q1: null, median: 12_500, q3: null },
      // (4 − 1) × ¼ = 0.75: 14,000 + 0.75 × 1,000; between 15,000 and 17,000; 17,000 + 0.25 × 4,000.
      { year: 2017, count: 4, q1: 14_750, median: 16_000, q3: 18_000 },
    ]);
    expect(body.sold).toEqual({ count: 3, medianDays: 30 });
    // Thirteen weeks from 91 days ago: 42 and 40 days ago are in the eighth (days 49–55 of the
    // 91), 15 days ago in the eleventh, 3 and 2 days ago in the last.
    const weeks = Array.from({ length: 13 }, (_, i) => ({
      from: serbianDay(daysAgo(91 - 7 * i)),
      count: 0,
      median: null as number | null,
    }));
    weeks[7] = { ...weeks[7]!, count: 2, median: 10_250 };
    weeks[10] = { ...weeks[10]!, count: 1, median: 10_500 };
    weeks[12] = { ...weeks[12]!, count: 2, median: 17_500 };
    expect(body.trend).toEqual(weeks);
  });

  it('answers an empty market for a model without adverts', async () => {
    const body = (await get(marketUrl(emptyModel))).json();
    expect(body.active).toBe(0);
    expect(body.years).toEqual([]);
    expect(body.sold).toEqual({ count: 0, medianDays: null });
    expect(body.trend).toHaveLength(13);
    expect(body.trend.every((week: { count: number }) => week.count === 0)).toBe(true);
  });

  it('answers 404 for an unknown model or one of another brand, 400 for a malformed id', async () => {
    const [foreign] = await t.app.db
      .select({ brandId: models.brandId })
      .from(models)
      .where(ne(models.brandId, model.brandId))
      .limit(1);
    expect((await get(`/api/market/${model.brandId}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const wrongBrand = await get(`/api/market/${foreign!.brandId}/${model.id}`);
    expect(wrongBrand.statusCode).toBe(404);
    expect(wrongBrand.json().message).toBe('Model nije pronađen.');
    expect((await get(`/api/market/${model.brandId}/golf`)).statusCode).toBe(400);
  });

  it('is closed to visitors while public browsing is off', async () => {
    expect((await get(marketUrl(model), '')).statusCode).toBe(401);
  });
});

describe('GET /api/market/:brand/:model/csv', () => {
  it('gives the table by year as a Serbian spreadsheet’s CSV', async () => {
    const res = await get(`${marketUrl(model)}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [names] = await t.app.db
      .select({ name: models.name })
      .from(models)
      .where(eq(models.id, model.id));
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="trziste-[a-z0-9-]+\.csv"$/,
    );
    expect(res.headers['content-disposition']).toContain(
      names!.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    );
    expect(res.body).toBe(
      '\uFEFFGodište;Broj oglasa;Prvi kvartil (€);Medijana (€);Treći kvartil (€)\r\n' +
        '2015;5;9000;10000;12000\r\n2016;3;;12500;\r\n2017;4;14750;16000;18000\r\n',
    );
  });

  it('answers 404 for an unknown model', async () => {
    const res = await get(`/api/market/${model.brandId}/${crypto.randomUUID()}/csv`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
