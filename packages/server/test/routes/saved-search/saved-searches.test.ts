import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, concurrencyLabel, type TestApp } from '../../helpers.ts';
import { createCar, refs, type Refs } from '../car/car-helpers.ts';
import { subscribe } from './saved-search-helpers.ts';

const MIN = 60_000;
let t: TestApp;
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp();
  const someone = await approvedUser(t.app);
  r = await refs(t.app, someone.token);
});
afterAll(() => t.close());

const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/saved-search', headers: auth(token), payload });
const list = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/saved-search', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      data: {
        _id: string;
        name: string;
        alert: string;
        newCount: number;
        filters: Record<string, unknown>;
      }[];
    }
  ).data;
};

describe('saved searches: CRUD', () => {
  it('saves, lists, renames, changes alerts and deletes, only for their owner', async () => {
    const user = await approvedUser(t.app);
    const other = await approvedUser(t.app);
    const created = await save(user.token, {
      name: '  Golf do 10.000  ',
      filters: {
        brand: r.brand,
        priceMax: '10000',
        yearFrom: 2012,
        sort: 'priceAsc',
        hideSold: 'true',
      },
      alert: 'immediate',
    });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({
      name: 'Golf do 10.000',
      alert: 'immediate',
      newCount: 0,
      filters: {
        brand: r.brand,
        priceMax: 10000,
        yearFrom: 2012,
        sort: 'priceAsc',
        hideSold: true,
      },
    });
    expect((await list(user.token)).map((s) => s.name)).toEqual(['Golf do 10.000']);
    expect(await list(other.token)).toEqual([]);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-search/${search._id}`,
      headers: auth(user.token),
      payload: { name: 'Jeftini Golfovi', alert: 'daily' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Jeftini Golfovi', alert: 'daily' });

    // Somebody else's search is "not found", for every action.
    for (const [method, url] of [
      ['PATCH', `/api/saved-search/${search._id}`],
      ['DELETE', `/api/saved-search/${search._id}`],
      ['POST', `/api/saved-search/${search._id}/seen`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: auth(other.token),
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Sačuvana pretraga ne postoji.');
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-search/${search._id}`,
      headers: auth(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Pretraga je obrisana.');
    expect(await list(user.token)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-search' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-search',
      payload: { name: 'x', filters: {} },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps at most 20 per user; the 21st gets a clear Serbian error', async () => {
    const user = await approvedUser(t.app);
    for (let i = 1; i <= 20; i++) {
      expect(
        (await save(user.token, { name: `Pretraga ${i}`, filters: { priceMax: i * 1000 } }))
          .statusCode,
      ).toBe(201);
    }
    const res = await save(user.token, { name: 'Pretraga 21', filters: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Možete sačuvati najviše 20 pretraga. Obrišite neku od postojećih pa pokušajte ponovo.',
    );
    expect(await list(user.token)).toHaveLength(20);
  });

  it(`holds the limit under 12 saves at once (${concurrencyLabel})`, async () => {
    const user = await approvedUser(t.app);
    for (let i = 1; i <= 15; i++) {
      await save(user.token, { name: `Pretraga ${i}`, filters: { priceMax: i * 1000 } });
    }
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        save(user.token, { name: `Istovremena ${i}`, filters: { priceMin: i * 1000 } }),
      ),
    );
    expect(statuses.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(7).fill(409),
    ]);
    expect(await list(user.token)).toHaveLength(20);
  });

  it('refuses bad input with Serbian messages', async () => {
    const user = await approvedUser(t.app);
    const cases: [object, string][] = [
      [{ name: '', filters: {} }, 'Unesite naziv pretrage.'],
      [{ name: '   ', filters: {} }, 'Unesite naziv pretrage.'],
      [{ filters: {} }, 'Unesite naziv pretrage.'],
      [{ name: 'x'.repeat(61), filters: {} }, 'Naziv pretrage može imati najviše 60 znakova.'],
      [
        { name: 'a', filters: { priceMin: 9000, priceMax: 5000 } },
        'Polje „Cena od“ ne može biti veće od polja „Cena do“.',
      ],
      [{ name: 'a', filters: { yearFrom: 'abc' } }, 'Godište od'],
      [{ name: 'a', filters: { brand: 'not-an-id' } }, 'Marka'],
      [{ name: 'a', filters: { sort: 'cheapest' } }, 'Sortiranje'],
      [{ name: 'a', filters: { paint: 'red' } }, 'paint'],
      [
        { name: 'a', filters: {}, alert: 'weekly' },
        'Obaveštenja mogu biti: isključena, odmah ili jednom dnevno.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await save(user.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-search/${(await save(user.token, { name: 'ok', filters: {} })).json()._id}`,
      headers: auth(user.token),
      payload: { name: '' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe('Unesite naziv pretrage.');
  });

  it('keeps the advanced filters for subscribers, as the search does', async () => {
    const user = await approvedUser(t.app);
    const res = await save(user.token, { name: 'Dizel', filters: { fuel: r.fuel } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('samo uz pretplatu');
    await subscribe(t.app, user.token);
    expect((await save(user.token, { name: 'Dizel', filters: { fuel: r.fuel } })).statusCode).toBe(
      201,
    );
  });
});

describe('saved searches: new matches', () => {
  it('counts listings the user can see that appeared since the search was opened', async () => {
    const seller = await approvedUser(t.app);
    const user = await approvedUser(t.app);
    const { _id: id } = (
      await save(user.token, { name: 'Do 5000', filters: { brand: r.brand, priceMax: 5000 } })
    ).json();
    t.clock.advance(MIN);
    await createCar(t.app, seller.token, r, { overrides: { price: '4500' } });
    await createCar(t.app, seller.token, r, { overrides: { price: '4800' } });
    await createCar(t.app, seller.token, r, { overrides: { price: '9000' } });
    // Still within the 20 minutes: not visible to this user, so not new yet.
    expect((await list(user.token)).find((s) => s._id === id)!.newCount).toBe(0);
    t.clock.advance(20 * MIN);
    expect((await list(user.token)).find((s) => s._id === id)!.newCount).toBe(2);

    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/saved-search/${id}/seen`,
      headers: auth(user.token),
    });
    expect(seen.statusCode).toBe(200);
    expect((await list(user.token)).find((s) => s._id === id)!.newCount).toBe(0);
    t.clock.advance(MIN);
    await createCar(t.app, seller.token, r, { overrides: { price: '3000' } });
    t.clock.advance(21 * MIN);
    expect((await list(user.token)).find((s) => s._id === id)!.newCount).toBe(1);

    // The seller's own adverts are not new matches for the seller.
    const own = (
      await save(seller.token, { name: 'Moji', filters: { brand: r.brand, priceMax: 5000 } })
    ).json();
    t.clock.advance(MIN);
    await createCar(t.app, seller.token, r, { overrides: { price: '3500' } });
    t.clock.advance(21 * MIN);
    expect((await list(seller.token)).find((s) => s._id === own._id)!.newCount).toBe(0);
    expect((await list(user.token)).find((s) => s._id === id)!.newCount).toBe(2);
  });
});
