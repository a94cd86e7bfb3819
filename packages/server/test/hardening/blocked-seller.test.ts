import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type CarJson } from '../routes/car/car-helpers.ts';

// A security probe found (decision 007): a blocked seller's adverts and phone number stayed public.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const MIN20 = 20 * 60 * 1000;

describe("a blocked seller's adverts", () => {
  it('are hidden in every query, from everyone, and shown again on unblock', async () => {
    const seller = await approvedUser(t.app, { firstName: 'Blokirani' });
    const buyer = await approvedUser(t.app, { firstName: 'Kupac' });
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    t.clock.advance(MIN20);

    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: auth(token) });
    const sees = async (token: string) => {
      const detail = await get(`/api/car/${car._id}`, token);
      const newest = (await get('/api/car?limit=100', token)).json() as { docs: CarJson[] };
      const search = (
        await get(`/api/car/search?brand=${(car.brand as { _id: string })._id}&limit=100`, token)
      ).json() as {
        data: CarJson[];
        totalDocs: number;
      };
      const seller_ = (await get(`/api/car/user/${seller.id}`, token)).json() as {
        totalDocs: number;
      };
      return {
        detail: detail.statusCode,
        phone: detail.statusCode === 200 && detail.body.includes(car.user.phone as string),
        newest: newest.docs.some((c) => c._id === car._id),
        search: search.data.some((c) => c._id === car._id),
        sellerList: seller_.totalDocs,
      };
    };
    const shown = { detail: 200, phone: true, newest: true, search: true, sellerList: 1 };
    const hidden = { detail: 404, phone: false, newest: false, search: false, sellerList: 0 };
    expect(await sees(buyer.token)).toEqual(shown);

    const action = (name: 'block' | 'unblock') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${seller.id}/${name}`,
        headers: auth(admin),
      });
    expect((await action('block')).statusCode).toBe(200);
    expect(await sees(buyer.token)).toEqual(hidden);
    // Admins and subscribers see everything else at once, but not these.
    expect(await sees(admin)).toEqual(hidden);

    expect((await action('unblock')).statusCode).toBe(200);
    expect(await sees(buyer.token)).toEqual(shown);
  });
});
