import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, type TestApp } from '../../helpers.ts';
import { carFields, createCar, multipart, refs, withAuth, type Refs } from './car-helpers.ts';
import { harness, subscribedUser, type Token } from './list-harness.ts';

/**
 * Cached searches on the details and the keyword (decision 023, src/cars/list-changes.ts;
 * migration 0027's list state): an edit that moves a car into or out of such a list shows in the
 * next answer, and a change of a car the list neither shows nor could show keeps it cached.
 * Each check first proves the list was cached.
 */

const MIN20 = 20 * 60 * 1000;

let t: TestApp;
let seller: { id: string; token: string };
let subscriber: { token: string };
let r: Refs;
const { cached, fromCache } = harness(() => t);

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
  seller = await approvedUser(t.app, { firstName: 'Petar' });
  subscriber = await subscribedUser(t.app, { firstName: 'Milica' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

/** A car past its embargo, with these fields of the advert form. */
const published = async (overrides: Record<string, string>) => {
  const car = await createCar(t.app, seller.token, r, { overrides });
  t.clock.advance(MIN20 + 1000);
  return { id: car._id, fields: overrides };
};
type Car = Awaited<ReturnType<typeof published>>;

/** The owner's edit through the advert form: the car's fields with `changes` applied. */
const edit = async (car: Car, changes: Record<string, string>) => {
  car.fields = { ...car.fields, ...changes };
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/car/${car.id}`,
    ...withAuth(multipart(carFields(r, car.fields)), seller.token),
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Warms `url` and returns its ids. */
const warm = async (url: string, token: Token) =>
  (await cached(url, token)).data!.map((c) => c._id);

describe('cached searches on the details and the keyword', () => {
  it('show a car whose new description says the keyword, and drop it when it no longer does', async () => {
    const said = await published({ price: '41000', description: 'Ima kuku za vuču.' });
    const later = await published({ price: '41000', description: 'Redovno servisiran.' });
    const list = '/api/car/search?priceMin=41000&priceMax=41000&q=kuka';
    const dealerPage = `/api/car/user/${seller.id}?q=kuka&limit=100`;
    for (const token of [undefined, subscriber.token]) {
      expect(await warm(list, token)).toEqual([said.id]);
    }
    expect(await warm(dealerPage, undefined)).toContain(said.id);

    await edit(later, { description: 'Redovno servisiran, ugrađena kuka.' });
    for (const token of [undefined, subscriber.token]) {
      expect(await fromCache(list, token)).toEqual({ hit: false, ids: [later.id, said.id] });
    }
    expect((await fromCache(dealerPage, undefined)).ids).toContain(later.id);

    await warm(list, undefined);
    await edit(said, { description: 'Bez kuke.' });
    await warm(list, undefined);
    await edit(said, { description: 'Bez ikakvih dodataka.' });
    expect(await fromCache(list, undefined)).toEqual({ hit: false, ids: [later.id] });
  });

  it('show a car whose new equipment names the keyword', async () => {
    const car = await published({ price: '41500', description: 'Redovno servisiran.' });
    const list = '/api/car/search?priceMin=41500&priceMax=41500&q=kuka';
    expect(await warm(list, undefined)).toEqual([]);
    await edit(car, { equipment: 'towHook' });
    expect(await fromCache(list, undefined)).toEqual({ hit: false, ids: [car.id] });
  });

  it('show a car whose details now match, and drop one whose details no longer do', async () => {
    const silver = await published({ price: '42000', colour: 'silver', drive: 'front' });
    const red = await published({ price: '42000', colour: 'red', drive: 'front' });
    const base = '/api/car/search?priceMin=42000&priceMax=42000';
    const lists = {
      red: `${base}&colour=red`,
      awd: `${base}&drive=awd`,
      hook: `${base}&equipment=towHook,abs`,
      owners: `${base}&ownersMax=1`,
      damage: `${base}&damage=none&vat=deductible`,
    };
    const token = subscriber.token;
    expect(await warm(lists.red, token)).toEqual([red.id]);
    expect(await warm(lists.awd, token)).toEqual([]);
    expect(await warm(lists.hook, token)).toEqual([]);
    expect(await warm(lists.owners, token)).toEqual([]);
    expect(await warm(lists.damage, token)).toEqual([]);

    // Into every list but the colour's, out of the colour's.
    await edit(red, {
      colour: 'blue',
      drive: 'awdReduction',
      equipment: 'abs,towHook,navigation',
      previousOwners: '1',
      damage: 'Nije oštećen',
      vat: 'deductible',
    });
    expect(await fromCache(lists.red, token)).toEqual({ hit: false, ids: [] });
    for (const url of [lists.awd, lists.hook, lists.owners, lists.damage]) {
      expect(await fromCache(url, token), url).toEqual({ hit: false, ids: [red.id] });
    }

    // Out of them again, one detail at a time.
    const out: [string, Record<string, string>][] = [
      [lists.awd, { drive: 'rear' }],
      [lists.hook, { equipment: 'abs' }],
      [lists.owners, { previousOwners: '2' }],
      [lists.damage, { vat: 'margin' }],
    ];
    for (const [url, changes] of out) {
      await warm(url, token);
      await edit(red, changes);
      expect(await fromCache(url, token), url).toEqual({ hit: false, ids: [] });
    }
    // The silver car was never in question.
    expect(await fromCache(`${base}&colour=silver`, token)).toMatchObject({ ids: [silver.id] });
  });

  it('show a change written to the row itself (a registration that runs longer)', async () => {
    const car = await published({ price: '43000' });
    const list = '/api/car/search?priceMin=43000&priceMax=43000&registered=true';
    expect(await warm(list, subscriber.token)).toEqual([]);
    await t.app.db.update(cars).set({ registeredUntil: '2026-09-01' }).where(eq(cars.id, car.id));
    expect(await fromCache(list, subscriber.token)).toEqual({ hit: false, ids: [car.id] });
  });

  it('keep a list through changes of a car it does not show', async () => {
    const shown = await published({
      price: '44000',
      colour: 'red',
      description: 'Kuka, šiber.',
    });
    const other = await published({
      price: '44000',
      colour: 'silver',
      description: 'Garažiran.',
    });
    const outside = await published({
      price: '45000',
      colour: 'silver',
      description: 'Garažiran.',
    });
    const red = '/api/car/search?priceMin=44000&priceMax=44000&colour=red';
    const keyword = '/api/car/search?priceMin=44000&priceMax=44000&q=kuka';
    expect(await warm(red, subscriber.token)).toEqual([shown.id]);
    expect(await warm(keyword, undefined)).toEqual([shown.id]);

    // Other details of a car that stays out of both lists, and the keyword in the text of a car
    // outside their price.
    await edit(other, { colour: 'blue', drive: 'awd', previousOwners: '3' });
    await edit(outside, { colour: 'red', description: 'Ima kuku.' });
    expect(await fromCache(red, subscriber.token)).toEqual({ hit: true, ids: [shown.id] });
    expect(await fromCache(keyword, undefined)).toEqual({ hit: true, ids: [shown.id] });
  });
});
