import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs, type Refs } from './car-helpers.ts';

/**
 * The list endpoints answer with cards unless asked for full cars (decision 024): what a card
 * shows, the first photo only, no seller's name or phone, no description.
 */

const CARD_KEYS = [
  '_id',
  'brand',
  'fuel',
  'image',
  'mileage',
  'model',
  'price',
  // Beside the price (decision 043).
  'priceType',
  'vat',
  // The price rating, stored by the pricing job (decision 050).
  'priceRating',
  'publishedAt',
  'status',
  'transmission',
  'user',
  'viewsCount',
  'yearProduction',
].sort();

describe('list answers: cards by default, full cars when asked', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let r: Refs;
  let carId: string;

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth(seller.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const first = (body: { data?: unknown[]; docs?: unknown[] }) =>
    (body.data ?? body.docs)![0] as Record<string, unknown>;

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await approvedUser(t.app, { firstName: 'Petar' });
    r = await refs(t.app, seller.token);
    carId = (
      await createCar(t.app, seller.token, r, {
        images: 2,
        overrides: { price: '71717', chassisNumber: 'WVWZZZ1KZ8W123456' },
      })
    )._id;
    t.clock.advance(21 * 60 * 1000);
  });
  afterAll(() => t.close());

  it('send cards from the newest list, a search, a seller and the own list', async () => {
    for (const url of [
      '/api/car',
      '/api/car/search?priceMin=71717&priceMax=71717',
      `/api/car/user/${seller.id}`,
    ]) {
      const card = first((await get(url)).json());
      expect(Object.keys(card).sort(), url).toEqual(CARD_KEYS);
      expect(card.image).toHaveLength(1);
      expect(Object.keys(card.user as object).sort()).toEqual(['_id', 'city']);
      expect(card).toMatchObject({ _id: carId, price: 71717 });
    }
    const own = first((await get('/api/car/owner')).json());
    expect(Object.keys(own).sort()).toEqual(
      [...CARD_KEYS, 'expiry', 'followers', 'moderation'].sort(),
    );
  });

  it('send full cars, as the detail has them, with fields=full', async () => {
    const detail = (await get(`/api/car/${carId}`)).json() as Record<string, unknown>;
    for (const url of [
      '/api/car?fields=full',
      '/api/car/search?priceMin=71717&priceMax=71717&fields=full',
      `/api/car/user/${seller.id}?fields=full`,
    ]) {
      const card = (await get(url.replace('fields=full', 'fields=card'))).body;
      const full = await get(url);
      const car = first(full.json());
      expect(car.description).toBe(detail.description);
      expect(car.image).toHaveLength(2);
      expect(car.user).toMatchObject({ firstName: 'Petar' });
      for (const key of Object.keys(car)) expect(detail, key).toHaveProperty(key);
      expect(card.length).toBeLessThan(full.body.length);
      // A list is shared with visitors: the VIN is only in the advert's answer to a signed-in reader.
      expect(detail.chassisNumber).toBe('WVWZZZ1KZ8W123456');
      expect(car.chassisNumber, url).toBeNull();
    }
    const own = first((await get('/api/car/owner?fields=full')).json());
    expect(own).toMatchObject({ description: detail.description, followers: 0 });
  });

  it('refuses another shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/car?fields=everything',
      headers: auth(seller.token),
    });
    expect(res.statusCode).toBe(400);
  });
});
