import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listShapesBuilt } from '../../../src/cars/list-query.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs, type CarJson, type Refs } from './car-helpers.ts';

/**
 * docs/decisions/009: a car list's statements are built once per shape (which conditions, sort,
 * kind of viewer) and reused with each request's values; src/cars/list-query.ts.
 */

let t: TestApp;
let token: string;
let r: Refs;
let cheap: CarJson;
let dear: CarJson;

beforeAll(async () => {
  // Without the list cache every request reaches the database.
  t = await buildTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '0' } });
  const seller = await approvedUser(t.app);
  token = seller.token;
  r = await refs(t.app, token);
  cheap = await createCar(t.app, token, r, { overrides: { price: '5000' } });
  t.clock.advance(1000); // the newest first
  dear = await createCar(t.app, token, r, { overrides: { price: '50000' } });
  t.clock.advance(21 * 60 * 1000);
}, 60_000);
afterAll(() => t.close());

const ids = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data?: CarJson[]; docs?: CarJson[] };
  return (body.data ?? body.docs ?? []).map((car) => car._id);
};

describe('car list statements', () => {
  it('are built once per shape and filled with each request’s values', async () => {
    const before = listShapesBuilt(t.app.db);
    expect(await ids('/api/car?page=1&limit=1')).toEqual([dear._id]);
    expect(await ids('/api/car?page=2&limit=1')).toEqual([cheap._id]);
    expect(await ids('/api/car?page=1&limit=20')).toEqual([dear._id, cheap._id]);
    // The newest list's pages share one shape.
    expect(listShapesBuilt(t.app.db)).toBe(before + 1);

    expect(await ids('/api/car/search?priceMin=1000&priceMax=9000')).toEqual([cheap._id]);
    expect(await ids('/api/car/search?priceMin=40000&priceMax=90000')).toEqual([dear._id]);
    expect(await ids('/api/car/search?priceMin=90000&priceMax=99000')).toEqual([]);
    // One more shape for a price range, whatever its values.
    expect(listShapesBuilt(t.app.db)).toBe(before + 2);

    expect(await ids(`/api/car/search?brand=${r.brand}`)).toEqual([dear._id, cheap._id]);
    expect(await ids('/api/car/search?priceMin=1000')).toEqual([dear._id, cheap._id]);
    // Other conditions, other shapes.
    expect(listShapesBuilt(t.app.db)).toBe(before + 4);
  });
});
