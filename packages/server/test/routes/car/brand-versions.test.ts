import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
} from './car-helpers.ts';

/**
 * Lists filtered by brand are valid while their brand's list version holds (decision 009,
 * migration 0007): a change of another brand's car leaves them cached, while every change that
 * shows in them still does. Each check first proves the list was answered from the cache.
 */

const MIN20 = 20 * 60 * 1000;
type Token = string | undefined;

describe('car lists filtered by brand', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let reader: { id: string; token: string };
  let r: Refs;
  let brandB: string;
  let modelB: string;

  const get = async (url: string, token: Token) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: CarJson[] };
  };
  const hits = () => t.app.carListCache.stats.hits;
  /** Asks twice; the second answer must come from the cache. */
  const cached = async (url: string, token: Token) => {
    const first = await get(url, token);
    const before = hits();
    expect(await get(url, token)).toEqual(first);
    expect(hits(), `${url} was not answered from the cache`).toBe(before + 1);
    return first;
  };
  /** Whether the list is still answered from the cache, and its answer. */
  const fromCache = async (url: string, token: Token) => {
    const before = hits();
    const list = await get(url, token);
    return { hit: hits() === before + 1, list };
  };
  const ids = (list: { data: CarJson[] }) => list.data.map((car) => car._id);
  const search = (brand: string, price: number) =>
    `/api/car/search?brand=${brand}&priceMin=${price}&priceMax=${price}`;
  const status = async (car: CarJson, value: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: value },
    });
    expect(res.statusCode).toBe(200);
  };
  const published = async (overrides: Record<string, string>) => {
    const car = await createCar(t.app, seller.token, r, { overrides });
    t.clock.advance(MIN20 + 1000);
    return car;
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
    seller = await approvedUser(t.app, { firstName: 'Petar' });
    reader = await approvedUser(t.app, { firstName: 'Ana' });
    r = await refs(t.app, seller.token);
    const models = (
      await t.app.inject({ method: 'GET', url: '/api/model', headers: auth(seller.token) })
    ).json() as { data: { _id: string; brand: { _id: string } }[] };
    modelB = r.otherBrandModel;
    brandB = models.data.find((m) => m._id === modelB)!.brand._id;
  });
  afterAll(() => t.close());

  it("stay cached when another brand's car changes; lists of every brand do not", async () => {
    const carA = await published({ price: '51111' });
    const carB = await published({ price: '51111', brand: brandB, model: modelB });
    const listA = search(r.brand, 51111);
    const everyBrand = '/api/car/search?priceMin=51111&priceMax=51111';
    for (const token of [reader.token, undefined]) {
      expect(ids(await cached(listA, token))).toEqual([carA._id]);
      expect(ids(await cached(everyBrand, token)).sort()).toEqual([carA._id, carB._id].sort());
    }

    await status(carB, 'reserved');
    // A reader and a visitor share the public lists: the first to ask rebuilds them.
    for (const token of [reader.token, undefined]) {
      expect((await fromCache(listA, token)).hit).toBe(true);
    }
    const all = await fromCache(everyBrand, undefined);
    expect(all.hit).toBe(false);
    expect(all.list.data.find((car) => car._id === carB._id)).toMatchObject({ status: 'reserved' });
  });

  it("show a change of their brand's car, its photos and its status at once", async () => {
    const car = await published({ price: '52222' });
    // Full cars: the label is no card's (decision 024).
    const listA = `${search(r.brand, 52222)}&fields=full`;
    expect((await cached(listA, reader.token)).data[0]).toMatchObject({ label: '1.9 TDI' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(multipart(carFields(r, { price: '52222', label: '2.0 TDI' }), []), seller.token),
    });
    expect(edited.statusCode).toBe(200);
    expect((await cached(listA, reader.token)).data[0]).toMatchObject({ label: '2.0 TDI' });
    await status(car, 'sold');
    expect((await get(listA, undefined)).data[0]).toMatchObject({ status: 'sold' });
  });

  it('show a car that moved to another brand in both lists', async () => {
    const car = await published({ price: '53333' });
    const listA = search(r.brand, 53333);
    const listB = search(brandB, 53333);
    expect(ids(await cached(listA, reader.token))).toEqual([car._id]);
    expect(ids(await cached(listB, reader.token))).toEqual([]);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(
        multipart(carFields(r, { price: '53333', brand: brandB, model: modelB }), []),
        seller.token,
      ),
    });
    expect(moved.statusCode).toBe(200);
    expect(ids(await get(listA, reader.token))).toEqual([]);
    expect(ids(await get(listB, reader.token))).toEqual([car._id]);
  });

  it("show a deletion and a seller's new name", async () => {
    const car = await published({ price: '54444' });
    const listA = `${search(r.brand, 54444)}&fields=full`;
    expect((await cached(listA, undefined)).data[0]!.user).toMatchObject({ firstName: 'Petar' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(seller.token),
      payload: { firstName: 'Dragan' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await cached(listA, undefined)).data[0]!.user).toMatchObject({ firstName: 'Dragan' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(ids(await get(listA, undefined))).toEqual([]);
  });

  it('stay cached while their cars are viewed', async () => {
    const car = await published({ price: '55555' });
    const listA = search(r.brand, 55555);
    await cached(listA, reader.token);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/car/${car._id}`,
      headers: auth(reader.token),
    });
    expect(view.statusCode).toBe(200);
    await t.app.views.flush();
    expect((await fromCache(listA, reader.token)).hit).toBe(true);
  });
});
