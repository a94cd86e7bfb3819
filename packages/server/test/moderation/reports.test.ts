import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approvedUser, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { moderation } from './moderation-helpers.ts';

/** docs/product.md, “Reporting an advert”: who may report what, once, and how often. */

const MIN = 60 * 1000;
const MIN20 = 20 * MIN;

let t: TestApp;
let admin: string;
let seller: { id: string; token: string; email: string };
let buyer: { id: string; token: string; email: string };
let r: Refs;
const { report, queue, dismiss } = moderation(() => t.app);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
  seller = await approvedUser(t.app, { firstName: 'Sava', lastName: 'Prodanović' });
  buyer = await approvedUser(t.app, { firstName: 'Kosta', lastName: 'Kupić' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const publishedCar = async () => {
  const car = await createCar(t.app, seller.token, r);
  t.clock.advance(MIN20 + 1000);
  return car;
};

describe('reporting an advert', () => {
  it('puts it in the queue with the reporter, reason and note, and says so in Serbian', async () => {
    const car = await publishedCar();
    const before = (await queue(admin)).open;
    const res = await report(car._id, buyer.token, {
      reason: 'duplicate',
      note: '  Isti oglas je postavljen dva puta.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Hvala, prijava je poslata. Administrator će pregledati oglas.',
    );

    const q = await queue(admin);
    expect(q.open).toBe(before + 1);
    const item = q.data.find((i) => i.car._id === car._id)!;
    expect(item).toMatchObject({
      state: 'open',
      openReports: 1,
      seller: { _id: seller.id, name: 'Sava Prodanović', flagged: false, hiddenRecently: 0 },
      hiding: null,
    });
    expect(item.reports).toEqual([
      expect.objectContaining({
        reason: 'duplicate',
        note: 'Isti oglas je postavljen dva puta.',
        reporter: { _id: buyer.id, name: 'Kosta Kupić', email: buyer.email },
        resolution: null,
      }),
    ]);
  });

  it("tells the reader on the advert's page that they reported it already", async () => {
    const car = await publishedCar();
    const reader = await approvedUser(t.app);
    const reported = async (token: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/car/${car._id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json().reportedByViewer;
    };
    // The page's round trips: an advert nobody reported asks nothing more than its car.
    const roundTrips = async (token: string) => {
      const before = t.app.advertPageReads.roundTrips;
      await reported(token);
      return t.app.advertPageReads.roundTrips - before;
    };
    expect(await reported(reader.token)).toBe(false);
    expect(await roundTrips(reader.token)).toBe(1);
    expect((await report(car._id, reader.token)).statusCode).toBe(201);
    expect(await reported(reader.token)).toBe(true);
    expect(await roundTrips(buyer.token)).toBe(2);
    // Only the reporter's own report counts; the seller and administrators never report.
    expect(await reported(buyer.token)).toBe(false);
    expect(await reported(seller.token)).toBe(false);
    expect(await reported(admin)).toBe(false);
    expect((await dismiss(car._id, admin)).statusCode).toBe(200);
    expect(await reported(reader.token)).toBe(true);
  });

  it('refuses a second report of the same advert by the same user, also after a dismissal', async () => {
    const car = await publishedCar();
    expect((await report(car._id, buyer.token)).statusCode).toBe(201);
    const again = await report(car._id, buyer.token, { reason: 'fake' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ovaj oglas ste već prijavili. Administrator će pregledati vašu prijavu.',
    );
    expect((await dismiss(car._id, admin)).statusCode).toBe(200);
    expect((await report(car._id, buyer.token)).statusCode).toBe(409);
    // Another user still can (a second later: the queue lists reports newest first).
    const other = await approvedUser(t.app);
    t.clock.advance(1000);
    expect((await report(car._id, other.token)).statusCode).toBe(201);
    const item = (await queue(admin)).data.find((i) => i.car._id === car._id)!;
    expect(item.openReports).toBe(1);
    expect(item.reports.map((x) => x.resolution)).toEqual([null, 'dismissed']);
  });

  it('refuses the own advert, an advert the user cannot see, and a bad reason or note', async () => {
    const car = await publishedCar();
    const own = await report(car._id, seller.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Ne možete prijaviti svoj oglas.');
    // Administrators hide or remove an advert instead of reporting it.
    const byAdmin = await report(car._id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(
      'Administrator ne prijavljuje oglase: sakrijte ili uklonite oglas u administraciji.',
    );

    // Still in its first 20 minutes: the buyer does not see it, so cannot report it.
    const fresh = await createCar(t.app, seller.token, r);
    expect((await report(fresh._id, buyer.token)).statusCode).toBe(404);

    const noReason = await report(car._id, buyer.token, { note: 'bez razloga' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Izaberite razlog prijave.');
    const badReason = await report(car._id, buyer.token, { reason: 'spam' });
    expect(badReason.json().message).toBe('Izaberite razlog prijave.');
    const longNote = await report(car._id, buyer.token, {
      reason: 'other',
      note: 'x'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe('Napomena može imati najviše 500 znakova.');
    expect(
      (await report(car._id, buyer.token, { reason: 'other', note: 'x'.repeat(500) })).statusCode,
    ).toBe(201);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/car/${car._id}/report`,
      payload: { reason: 'fake' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('takes at most 10 reports an hour from one user (refused ones count)', async () => {
    const car = await publishedCar();
    const busy = await approvedUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await report(car._id, busy.token)).statusCode);
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const limited = await report(car._id, busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Previše pokušaja\. Pokušajte ponovo za \d+ s\.$/);
    // Another user is not held back.
    expect((await report(car._id, buyer.token)).statusCode).toBe(201);
  });

  it('counts the hour from the first report: refused until it is over, taken again after', async () => {
    const car = await publishedCar();
    const busy = await approvedUser(t.app);
    for (let i = 0; i < 10; i += 1) await report(car._id, busy.token);
    t.clock.advance(59 * MIN);
    expect((await report(car._id, busy.token)).statusCode).toBe(429);
    t.clock.advance(MIN);
    // Taken again: the answer is the advert's own (reported once already), not the limit's.
    expect((await report(car._id, busy.token)).statusCode).toBe(409);
  });
});
