import { DAY } from '@autoberza/contract/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  registerUser,
  type TestApp,
} from '../../helpers.ts';
import { createCar, refs, type Refs } from '../car/car-helpers.ts';

let t: TestApp;
let r: Refs;
beforeAll(async () => {
  t = await buildTestApp();
  r = await refs(t.app, await adminToken(t.app));
});
afterAll(() => t.close());

const COMPANY = {
  name: 'Auto Petrović d.o.o.',
  pib: '107632155',
  registrationNumber: '21034598',
  address: 'Bulevar kralja Aleksandra 73',
  phones: ['011 3456 789', '+381 63 111 2222'],
  hours: 'Pon–Pet 9–17, Sub 9–14',
};

const putCompany = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/company',
    headers: token ? auth(token) : {},
    payload,
  });

describe('PUT /api/user/company (the Firma section)', () => {
  it("saves the dealer's own company and answers it with the user", async () => {
    const dealer = await approvedUser(t.app);
    const res = await putCompany(dealer.token, { ...COMPANY, address: '  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: dealer.id,
      company: { ...COMPANY, address: null },
    });
    const me = await t.app.inject({ url: '/api/user/me', headers: auth(dealer.token) });
    expect(me.json().company).toEqual({ ...COMPANY, address: null });
  });

  it('refuses a bad PIB, matični broj, name or phone with a Serbian message', async () => {
    const dealer = await approvedUser(t.app);
    const cases: [object, string][] = [
      [{ pib: '107632156' }, 'PIB nije ispravan: poslednja cifra nije njegova kontrolna cifra'],
      [{ pib: '10763215' }, 'PIB ima tačno 9 cifara'],
      [{ pib: '' }, 'Unesite PIB firme.'],
      [{ registrationNumber: '2103459' }, 'Matični broj ima tačno 8 cifara'],
      [{ registrationNumber: '2103459x' }, 'Matični broj ima tačno 8 cifara'],
      [{ name: ' ' }, 'Unesite naziv firme'],
      [{ phones: ['abc'] }, 'telefon'],
      [{ phones: ['011 1', '011 222 333', '011 222 334', '011 222 335'] }, 'najviše 3 telefona'],
      [{ hours: 'x'.repeat(301) }, 'Radno vreme može imati najviše 300 znakova'],
    ];
    for (const [change, message] of cases) {
      const res = await putCompany(dealer.token, { ...COMPANY, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toContain(message);
    }
    const me = await t.app.inject({ url: '/api/user/me', headers: auth(dealer.token) });
    expect(me.json().company).toBeNull();
  });

  it('changes only the signed-in account; DELETE makes it a person again', async () => {
    expect((await putCompany(undefined, COMPANY)).statusCode).toBe(401);
    const dealer = await approvedUser(t.app);
    const other = await approvedUser(t.app);
    await putCompany(dealer.token, COMPANY);
    const otherMe = await t.app.inject({ url: '/api/user/me', headers: auth(other.token) });
    expect(otherMe.json().company).toBeNull();
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/company',
      headers: auth(dealer.token),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().company).toBeNull();
  });

  it('shows the company to the administrator in the pending-accounts queue', async () => {
    const pending = await registerUser(t.app);
    // A pending account cannot sign in: its company is written as the Firma form would.
    const { saveCompany } = await import('../../../src/dealers/index.ts');
    await saveCompany(
      t.app.db,
      pending.id,
      { ...COMPANY, address: null, hours: null },
      t.clock.now(),
    );
    const queue = await t.app.inject({
      url: '/api/admin/users?status=pending&limit=100',
      headers: auth(await adminToken(t.app)),
    });
    const row = (queue.json().data as { _id: string; company: unknown }[]).find(
      (u) => u._id === pending.id,
    );
    expect(row?.company).toEqual({ ...COMPANY, address: null, hours: null });
  });
});

describe('GET /api/user/dealer/:id (the dealer page)', () => {
  it('gives the company, member-since and the counts of active and sold in 90 days', async () => {
    const dealer = await approvedUser(t.app);
    await putCompany(dealer.token, COMPANY);
    await createCar(t.app, dealer.token, r);
    const reserved = await createCar(t.app, dealer.token, r);
    const soldRecently = await createCar(t.app, dealer.token, r);
    const soldLongAgo = await createCar(t.app, dealer.token, r);
    for (const [car, status] of [
      [reserved, 'reserved'],
      [soldRecently, 'sold'],
      [soldLongAgo, 'sold'],
    ] as const) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/car/${car._id}/status`,
        payload: { status },
        headers: auth(dealer.token),
      });
    }
    const now = t.clock.now();
    await t.app.db
      .update(cars)
      .set({ soldAt: new Date(now.getTime() - 91 * DAY) })
      .where(eq(cars.id, soldLongAgo._id));
    await t.app.db
      .update(cars)
      .set({ soldAt: new Date(now.getTime() - 89 * DAY) })
      .where(eq(cars.id, soldRecently._id));
    const reader = await approvedUser(t.app);
    const page = async () =>
      (
        await t.app.inject({ url: `/api/user/dealer/${dealer.id}`, headers: auth(reader.token) })
      ).json();
    // In their first 20 minutes the new adverts are not on the lists yet.
    expect(await page()).toMatchObject({ activeAdverts: 0, soldLast90Days: 1 });
    t.clock.advance(21 * 60 * 1000);
    const body = await page();
    expect(body).toMatchObject({
      _id: dealer.id,
      firstName: 'Marko',
      lastName: 'Marković',
      city: { name: 'Beograd' },
      company: COMPANY,
      activeAdverts: 2,
      soldLast90Days: 1,
    });
    expect(Date.parse(body.memberSince)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(body).not.toHaveProperty('email');
  });

  it('is 404 for an account not approved (but an administrator sees it), and for unknown ids', async () => {
    const reader = await approvedUser(t.app);
    const pending = await registerUser(t.app);
    const url = `/api/user/dealer/${pending.id}`;
    expect((await t.app.inject({ url, headers: auth(reader.token) })).statusCode).toBe(404);
    const admin = await t.app.inject({ url, headers: auth(await adminToken(t.app)) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().company).toBeNull();
    const unknown = await t.app.inject({
      url: '/api/user/dealer/00000000-0000-4000-8000-000000000000',
      headers: auth(reader.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Korisnik nije pronađen.');
  });
});

describe("GET /api/car/user/:id sorted (the dealer page's grid)", () => {
  it('orders one seller’s adverts by the sort chosen', async () => {
    const dealer = await approvedUser(t.app);
    for (const price of ['9000', '4000', '15000']) {
      await createCar(t.app, dealer.token, r, { overrides: { price } });
    }
    t.clock.advance(21 * 60 * 1000);
    const prices = async (sort: string) =>
      (
        (
          await t.app.inject({
            url: `/api/car/user/${dealer.id}?sort=${sort}`,
            headers: auth(dealer.token),
          })
        ).json().data as { price: number }[]
      ).map((c) => c.price);
    expect(await prices('priceAsc')).toEqual([4000, 9000, 15000]);
    expect(await prices('priceDesc')).toEqual([15000, 9000, 4000]);
  });
});
