import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { cars as carsTable } from '../../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  fixturesSeedData,
  type TestApp,
} from '../../helpers.ts';
import { subscribedUser } from './list-harness.ts';
import {
  carFields,
  createCar,
  jpeg,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
} from './car-helpers.ts';

/**
 * Cached car lists are dropped by the changes they show, and only by those (decision 023,
 * src/cars/list-changes.ts), on two instances sharing one database: each learns the changes
 * from car_list_changes. Every check of a change first proves the list was cached on both.
 */

const MIN20 = 20 * 60 * 1000;
type Token = string | undefined;
interface List {
  data?: (CarJson & { label: string; price: number })[];
  docs?: (CarJson & { label: string; price: number })[];
  totalDocs: number;
}

describe('car lists invalidated by what they show, on two instances', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let seller: { id: string; token: string };
  let subscriber: { id: string; token: string };
  let admin: string;
  let r: Refs;
  let brandB: string;

  const instances = () => [t.app, b];
  const get = async (app: FastifyInstance, url: string, token: Token) => {
    const res = await app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as List;
  };
  const cars = (list: List) => (list.data ?? list.docs)!;
  const ids = (list: List) => cars(list).map((car) => car._id);
  /** Asks on one instance: whether its cache answered, and the answer. */
  const ask = async (app: FastifyInstance, url: string, token: Token) => {
    const hits = app.carListCache.stats.hits;
    const list = await get(app, url, token);
    return { hit: app.carListCache.stats.hits === hits + 1, list };
  };
  /** Caches the list on both instances (the second ask of each must be a hit). */
  const warm = async (url: string, token: Token = undefined) => {
    for (const app of instances()) {
      await get(app, url, token);
      expect((await ask(app, url, token)).hit, `${url} was not cached`).toBe(true);
    }
  };
  /** Asks both instances; each answer must equal the database's (the cache off). */
  const both = async (url: string, token: Token = undefined) =>
    Promise.all(instances().map((app) => ask(app, url, token)));
  const search = (query: string) => `/api/car/search?${query}`;
  const published = async (overrides: Record<string, string>, owner = seller) => {
    const car = await createCar(t.app, owner.token, r, { overrides });
    t.clock.advance(MIN20 + 1000);
    return car;
  };
  const status = async (car: CarJson, value: string) => {
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: value },
    });
    expect(res.statusCode).toBe(200);
  };
  const edit = async (car: CarJson, overrides: Record<string, string>, photo = false) => {
    const files = photo ? [{ filename: 'n.jpg', content: await jpeg(400, 300, '#345678') }] : [];
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(multipart(carFields(r, overrides), files), seller.token),
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
    b = await buildApp({
      config: t.config,
      clock: t.clock,
      database: t.database,
      seedDataFolder: fixturesSeedData,
      appDist: '/nonexistent',
      outbox: { worker: false },
    });
    await b.ready();
    seller = await approvedUser(t.app, { firstName: 'Petar' });
    subscriber = await subscribedUser(t.app);
    admin = await adminToken(t.app);
    r = await refs(t.app, seller.token);
    const models = (
      await t.app.inject({ method: 'GET', url: '/api/model', headers: auth(seller.token) })
    ).json() as { data: { _id: string; brand: { _id: string } }[] };
    brandB = models.data.find((m) => m._id === r.otherBrandModel)!.brand._id;
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  it('keep a list through changes of cars it does not show', async () => {
    const shown = await published({ price: '61000' });
    const other = await published({ price: '61500' });
    const list = search('priceMin=61000&priceMax=61100');
    const otherSeller = `/api/car/user/${subscriber.id}`;
    await warm(list);
    await warm(list, subscriber.token);
    await warm(otherSeller);

    await status(other, 'reserved');
    await edit(other, { price: '61600', label: 'Drugi' }, true);
    await status(other, 'sold');
    for (const token of [undefined, subscriber.token]) {
      for (const { hit, list: answer } of await both(list, token)) {
        expect(hit).toBe(true);
        expect(ids(answer)).toEqual([shown._id]);
      }
    }
    for (const { hit } of await both(otherSeller)) expect(hit).toBe(true);
    // The newest list shows every car: it is rebuilt.
    expect((await ask(t.app, '/api/car', undefined)).hit).toBe(false);
  });

  it('drop, on a status change, the pages that show the car and the lists that hide sold ones', async () => {
    const older = await published({ price: '62000' });
    const newer = await published({ price: '62000' });
    const page1 = search('priceMin=62000&priceMax=62000&limit=1&page=1');
    const page2 = search('priceMin=62000&priceMax=62000&limit=1&page=2');
    const unsold = search('priceMin=62000&priceMax=62000&limit=1&page=1&hideSold=true');
    for (const url of [page1, page2, unsold]) await warm(url);

    await status(older, 'reserved');
    for (const { hit, list } of await both(page1)) {
      expect(hit).toBe(true);
      expect(ids(list)).toEqual([newer._id]);
    }
    for (const { hit, list } of await both(page2)) {
      expect(hit).toBe(false);
      expect(cars(list)[0]).toMatchObject({ _id: older._id, status: 'reserved' });
    }
    // Reserved is not sold: the hide-sold list keeps its cars (and its page does not show it).
    for (const { hit } of await both(unsold)) expect(hit).toBe(true);

    await warm(page2);
    await status(older, 'sold');
    for (const { hit, list } of await both(unsold)) {
      expect(hit).toBe(false);
      expect(list.totalDocs).toBe(1);
    }
    for (const { hit } of await both(page1)) expect(hit).toBe(true);
  });

  it('show a price change in the lists it leaves and those it enters', async () => {
    const car = await published({ price: '63000' });
    const before = search('priceMin=63000&priceMax=63000');
    const after = search('priceMin=63500&priceMax=63500');
    await warm(before);
    await warm(after);
    await edit(car, { price: '63500' });
    for (const { hit, list } of await both(before)) {
      expect(hit).toBe(false);
      expect(ids(list)).toEqual([]);
    }
    for (const { hit, list } of await both(after)) {
      expect(hit).toBe(false);
      expect(ids(list)).toEqual([car._id]);
    }
  });

  it('show a price change that moves a car within a list sorted by price', async () => {
    const cheap = await published({ price: '68050' });
    const dear = await published({ price: '68080' });
    const first = search('priceMin=68000&priceMax=68100&sort=priceAsc&limit=1');
    const newest = search('priceMin=68000&priceMax=68100&limit=1');
    await warm(first);
    await warm(newest);
    await edit(dear, { price: '68010' });
    for (const { hit, list } of await both(first)) {
      expect(hit).toBe(false);
      expect(ids(list)).toEqual([dear._id]);
    }
    // Sorted by publication, the page (the newer car) shows the new price: rebuilt as well.
    for (const { list } of await both(newest)) expect(cars(list)[0]!.price).toBe(68010);
    expect(cheap._id).not.toBe(dear._id);
  });

  it('show an edit of the brand, the model and the year in every list it reaches', async () => {
    const car = await published({ price: '64000', yearProduction: '2010' });
    const brandA = search(`brand=${r.brand}&priceMin=64000&priceMax=64000`);
    const brandBList = search(`brand=${brandB}&priceMin=64000&priceMax=64000`);
    const modelB = search(`model=${r.otherBrandModel}&priceMin=64000&priceMax=64000`);
    const year2015 = search('yearFrom=2015&yearTo=2015&priceMin=64000&priceMax=64000');
    for (const url of [brandA, brandBList, modelB, year2015]) await warm(url);

    await edit(car, {
      price: '64000',
      brand: brandB,
      model: r.otherBrandModel,
      yearProduction: '2015',
    });
    for (const { list } of await both(brandA)) expect(ids(list)).toEqual([]);
    for (const url of [brandBList, modelB, year2015]) {
      for (const { hit, list } of await both(url)) {
        expect(hit).toBe(false);
        expect(ids(list)).toEqual([car._id]);
      }
    }
  });

  it('show new photos, a deletion and a blocked seller in the lists that show the car', async () => {
    const dealer = await approvedUser(t.app);
    const car = await published({ price: '65000', label: 'Foto' });
    const theirs = await published({ price: '65000', label: 'Trgovac' }, dealer);
    // Full cars: a card shows the first photo only (decision 024).
    const list = search('priceMin=65000&priceMax=65000&fields=full');
    const dealerList = `/api/car/user/${dealer.id}`;
    await warm(list);
    await warm(dealerList);

    await edit(car, { price: '65000', label: 'Foto' }, true);
    for (const { hit, list: answer } of await both(list)) {
      expect(hit).toBe(false);
      expect(cars(answer).find((c) => c._id === car._id)!.image).toHaveLength(2);
    }
    for (const { hit } of await both(dealerList)) expect(hit).toBe(true);

    await warm(list);
    const blocked = await b.inject({
      method: 'POST',
      url: `/api/admin/users/${dealer.id}/block`,
      headers: auth(admin),
    });
    expect(blocked.statusCode).toBe(200);
    for (const url of [list, dealerList]) {
      for (const { hit, list: answer } of await both(url)) {
        expect(hit).toBe(false);
        expect(ids(answer)).not.toContain(theirs._id);
      }
    }

    await warm(list);
    const deleted = await b.inject({
      method: 'DELETE',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(deleted.statusCode).toBe(200);
    for (const { hit, list: answer } of await both(list)) {
      expect(hit).toBe(false);
      expect(ids(answer)).toEqual([]);
    }
  });

  // docs/product.md, “Reports and moderation”: hiding and restoring note their change (migration
  // `moderation`), so the lists that hold the car drop it and regain it; the others stay.
  it('drop the lists of a car an administrator hides, keep the others, and regain it on restore', async () => {
    const car = await published({ price: '69000' });
    const newer = await published({ price: '69000' });
    const page1 = search('priceMin=69000&priceMax=69000&limit=1&page=1');
    const page2 = search('priceMin=69000&priceMax=69000&limit=1&page=2');
    const elsewhere = search('priceMin=69500&priceMax=69600');
    const moderate = async (app: FastifyInstance, action: 'hide' | 'restore') => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/reports/${car._id}/${action}`,
        headers: auth(admin),
        ...(action === 'hide' ? { payload: { reason: 'Fotografije nisu ovog vozila.' } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const tokens = [undefined, subscriber.token];
    for (const url of [page1, page2, elsewhere]) for (const token of tokens) await warm(url, token);

    await moderate(b, 'hide');
    for (const token of tokens) {
      // Page 1 does not show it, but its total counted it.
      for (const { hit, list } of await both(page1, token)) {
        expect(hit).toBe(false);
        expect(ids(list)).toEqual([newer._id]);
        expect(list.totalDocs).toBe(1);
      }
      for (const { hit, list } of await both(page2, token)) {
        expect(hit).toBe(false);
        expect(ids(list)).toEqual([]);
      }
      for (const { hit } of await both(elsewhere, token)) expect(hit).toBe(true);
    }

    for (const token of tokens) await warm(page2, token);
    await moderate(t.app, 'restore');
    for (const token of tokens) {
      for (const { hit, list } of await both(page2, token)) {
        expect(hit).toBe(false);
        expect(ids(list)).toEqual([car._id]);
      }
      for (const { hit, list } of await both(page1, token)) {
        expect(hit).toBe(false);
        expect(list.totalDocs).toBe(2);
      }
      for (const { hit } of await both(elsewhere, token)) expect(hit).toBe(true);
    }
  });

  it("keep the public's lists through a new advert until its embargo ends", async () => {
    const list = search('priceMin=66000&priceMax=66000');
    await warm(list);
    await warm(list, subscriber.token);
    const car = await createCar(b, seller.token, r, { overrides: { price: '66000' } });
    for (const { hit, list: answer } of await both(list)) {
      expect(hit).toBe(true);
      expect(ids(answer)).toEqual([]);
    }
    // Subscribers see it at once.
    for (const { hit, list: answer } of await both(list, subscriber.token)) {
      expect(hit).toBe(false);
      expect(ids(answer)).toEqual([car._id]);
    }
    t.clock.advance(MIN20 + 1000);
    for (const { list: answer } of await both(list)) expect(ids(answer)).toEqual([car._id]);
  });

  it('drop the lists that count an advert when it expires, and again when it is renewed', async () => {
    const car = await published({ price: '71000' });
    const newer = await published({ price: '71000' });
    // The newer car on the page, the older one counted in the total.
    const first = search('priceMin=71000&priceMax=71000&limit=1');
    const other = search('priceMin=71500&priceMax=71500');
    // Its period ends (in the database: the clock stays, so the cached lists keep their age).
    await t.app.db
      .update(carsTable)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(carsTable.id, car._id));
    await warm(first);
    await warm(other);
    expect(await b.jobs.run('advertExpiry')).toBe(1);
    for (const { hit, list } of await both(first)) {
      expect(hit).toBe(false);
      expect(ids(list)).toEqual([newer._id]);
      expect(list.totalDocs).toBe(1);
    }
    for (const { hit } of await both(other)) expect(hit).toBe(true);

    await warm(first);
    const renewed = await b.inject({
      method: 'POST',
      url: `/api/car/${car._id}/renew`,
      headers: auth(seller.token),
    });
    expect(renewed.statusCode).toBe(200);
    for (const { hit, list } of await both(first)) {
      expect(hit).toBe(false);
      expect(list.totalDocs).toBe(2);
    }
    for (const { hit } of await both(other)) expect(hit).toBe(true);
  });

  it('drop what an instance cannot prove valid when the changes were pruned', async () => {
    await published({ price: '67000' });
    const other = await published({ price: '67500' });
    const list = search('priceMin=67000&priceMax=67000');
    await warm(list);
    await t.database.db.execute(sql`delete from car_list_changes`);
    await status(other, 'reserved');
    for (const { hit } of await both(list)) expect(hit).toBe(false);
    // Built again at the new version, it is kept through the next change it does not show.
    await warm(list);
    await status(other, 'active');
    for (const { hit } of await both(list)) expect(hit).toBe(true);
  });
});
