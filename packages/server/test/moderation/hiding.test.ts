import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingToMatch } from '../../src/cars/saved-search-match.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  queuedMails,
  type TestApp,
} from '../helpers.ts';
import {
  carFields,
  createCar,
  jpeg,
  multipart,
  refs,
  withAuth,
  type Refs,
} from '../routes/car/car-helpers.ts';
import { harness, subscribedUser } from '../routes/car/list-harness.ts';
import { moderation } from './moderation-helpers.ts';

/**
 * docs/product.md, “Reports and moderation”: an administrator hides an advert until its seller
 * fixes it; it leaves every list (cached ones included) and page but its seller's; the seller's
 * edit sends it back to the queue; restored, it is back. Every action is audited and mailed.
 */

const MIN20 = 20 * 60 * 1000;
const DAY = 86_400_000;

let t: TestApp;
let admin: string;
let seller: { id: string; token: string; email: string };
let buyer: { id: string; token: string; email: string };
let subscriber: { id: string; token: string };
let r: Refs;
const { call, report, queue, hide, restore } = moderation(() => t.app);
const { get, cached, ids } = harness(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
  seller = await approvedUser(t.app, { firstName: 'Sava', lastName: 'Prodanović' });
  buyer = await approvedUser(t.app, { firstName: 'Kosta' });
  subscriber = await subscribedUser(t.app, { firstName: 'Milica' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const publishedCar = async (price: number) => {
  const car = await createCar(t.app, seller.token, r, { overrides: { price: String(price) } });
  t.clock.advance(MIN20 + 1000);
  return car;
};

const editPrice = async (carId: string, price: number) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/car/${carId}`,
    ...withAuth(
      multipart(carFields(r, { price: String(price) }), [
        { filename: 'x.jpg', content: await jpeg(300, 200, '#884422') },
      ]),
      seller.token,
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
};

type Entry = {
  action: string;
  reason: string | null;
  actor: { _id: string };
  target: { _id: string; kind: string };
};
const audit = async (query: string) =>
  ((await call('GET', `/api/admin/audit?limit=100${query}`, admin)).json() as { data: Entry[] })
    .data;

describe('hiding an advert', () => {
  it('drops it from cached lists and pages of everyone but its seller, and back on restore', async () => {
    const car = await publishedCar(31313);
    const search = '/api/car/search?priceMin=31313&priceMax=31313';
    const sellerList = `/api/car/user/${seller.id}?limit=100`;
    // Cached for the public and for subscribers and admins, each with the car.
    expect(ids(await cached(search, buyer.token))).toEqual([car._id]);
    expect(ids(await cached(search, subscriber.token))).toEqual([car._id]);
    expect(ids(await cached(sellerList, buyer.token))).toContain(car._id);
    expect(ids(await cached('/api/car?limit=100', buyer.token))).toContain(car._id);
    await follow(car._id);

    expect((await report(car._id, buyer.token)).statusCode).toBe(201);
    const hidden = await hide(car._id, admin);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toBe(
      'Oglas je skriven, a prodavcu je poslato šta treba da ispravi.',
    );

    // Every list, cached or not, and every kind of viewer.
    for (const token of [buyer.token, subscriber.token, admin]) {
      expect(ids(await get(search, token))).toEqual([]);
      expect(ids(await get(sellerList, token))).not.toContain(car._id);
      expect(ids(await get('/api/car?limit=100', token))).not.toContain(car._id);
    }
    expect((await call('GET', `/api/car/${car._id}`, buyer.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/car/${car._id}`, subscriber.token)).statusCode).toBe(404);
    // Followed: it moves to the part of the list that is not available now.
    const favourites = (await call('GET', '/api/user/favourites', buyer.token)).json();
    expect(favourites.data.map((c: { _id: string }) => c._id)).not.toContain(car._id);
    const gone = (await call('GET', '/api/user/favourites/gone', buyer.token)).json();
    expect(gone.data.map((c: { _id: string }) => c._id)).toContain(car._id);

    // Its seller still has it, with what to fix; so does the administrator's page of it.
    const own = (await call('GET', '/api/car/owner?limit=100', seller.token)).json();
    expect(own.data.find((c: { _id: string }) => c._id === car._id).moderation).toMatchObject({
      state: 'hidden',
      reason: 'Cena u oglasu nije tačna, ispravite je.',
      changedAt: null,
    });
    const page = await call('GET', `/api/car/${car._id}`, seller.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().moderation.state).toBe('hidden');
    expect((await call('GET', `/api/car/${car._id}`, admin)).json().moderation.reason).toBe(
      'Cena u oglasu nije tačna, ispravite je.',
    );

    // The seller is mailed what to fix; the report is closed; the log says who did what.
    const mail = (await queuedMails(t.app, seller.email)).filter(
      (m) => m.template === 'listingHidden',
    );
    expect(mail.at(-1)?.vars).toMatchObject({ reason: 'Cena u oglasu nije tačna, ispravite je.' });
    const item = (await queue(admin, '&show=all')).data.find((i) => i.car._id === car._id)!;
    expect(item).toMatchObject({ state: 'hidden', openReports: 0 });
    expect(item.reports[0]!.resolution).toBe('hidden');
    expect((await queue(admin)).data.map((i) => i.car._id)).not.toContain(car._id);
    const [entry] = await audit(`&action=car.hide&targetKind=car&targetId=${car._id}`);
    expect(entry).toMatchObject({
      action: 'car.hide',
      reason: 'Cena u oglasu nije tačna, ispravite je.',
    });

    const again = await hide(car._id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Oglas je već skriven i čeka da ga prodavac ispravi.');

    // Restored: back in the lists that showed it, for everyone.
    const restored = await restore(car._id, admin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('Oglas je ponovo vidljiv, a prodavac je obavešten.');
    expect(ids(await get(search, buyer.token))).toEqual([car._id]);
    expect(ids(await get(search, subscriber.token))).toEqual([car._id]);
    expect(ids(await get(sellerList, buyer.token))).toContain(car._id);
    expect((await call('GET', `/api/car/${car._id}`, buyer.token)).json().moderation).toBeNull();
    expect((await queuedMails(t.app, seller.email)).at(-1)?.template).toBe('listingRestored');
    const notHidden = await restore(car._id, admin);
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe('Oglas nije skriven.');
  });

  it('asks for a reason, and only an administrator may', async () => {
    const car = await publishedCar(32323);
    const empty = await call('POST', `/api/admin/reports/${car._id}/hide`, admin, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Unesite šta prodavac treba da ispravi.');
    expect((await hide(car._id, buyer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reports', buyer.token)).statusCode).toBe(403);
    expect((await hide('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it("sends the seller's edit back to the queue; kept hidden, then restored, each audited", async () => {
    const car = await publishedCar(33333);
    expect((await report(car._id, buyer.token)).statusCode).toBe(201);
    expect((await hide(car._id, admin)).statusCode).toBe(200);
    expect((await queue(admin)).data.map((i) => i.car._id)).not.toContain(car._id);

    await editPrice(car._id, 33000);
    let item = (await queue(admin)).data.find((i) => i.car._id === car._id)!;
    expect(item.state).toBe('changed');
    expect(item.hiding!.changedAt).not.toBeNull();
    // Still hidden until an administrator says otherwise.
    expect((await call('GET', `/api/car/${car._id}`, buyer.token)).statusCode).toBe(404);
    const own = (await call('GET', '/api/car/owner?limit=100', seller.token)).json();
    expect(own.data.find((c: { _id: string }) => c._id === car._id).moderation.state).toBe(
      'changed',
    );

    const kept = await hide(car._id, admin, 'Kilometraža i dalje nije tačna.');
    expect(kept.json().message).toBe(
      'Oglas ostaje skriven, a prodavcu je poslato šta još treba da ispravi.',
    );
    item = (await queue(admin, '&show=all')).data.find((i) => i.car._id === car._id)!;
    expect(item).toMatchObject({
      state: 'hidden',
      hiding: { reason: 'Kilometraža i dalje nije tačna.', changedAt: null },
    });
    expect((await queuedMails(t.app, seller.email)).at(-1)).toMatchObject({
      template: 'listingStillHidden',
      vars: { reason: 'Kilometraža i dalje nije tačna.' },
    });

    await editPrice(car._id, 32500);
    expect((await queue(admin)).data.find((i) => i.car._id === car._id)?.state).toBe('changed');
    expect((await restore(car._id, admin)).statusCode).toBe(200);
    expect(ids(await get('/api/car/search?priceMin=32500&priceMax=32500', buyer.token))).toEqual([
      car._id,
    ]);

    // The log's target filter finds every action on the advert, newest first; the action filter
    // each kind.
    const onCar = await audit(`&targetKind=car&targetId=${car._id}`);
    expect(onCar.map((e) => e.action)).toEqual(['car.restore', 'car.keepHidden', 'car.hide']);
    expect(onCar[1]!.reason).toBe('Kilometraža i dalje nije tačna.');
    for (const action of ['car.hide', 'car.keepHidden', 'car.restore']) {
      expect((await audit(`&action=${action}`)).map((e) => e.target._id)).toContain(car._id);
    }
    // ... and the administrator filter the administrator's.
    const byAdmin = await audit(`&actorId=${onCar[0]!.actor._id}&targetId=${car._id}`);
    expect(byAdmin).toHaveLength(3);
    expect((await audit(`&actorId=${seller.id}&targetId=${car._id}`)).length).toBe(0);
  });

  it('dismisses reports without touching the advert; a second dismissal has nothing to do', async () => {
    const car = await publishedCar(34343);
    expect((await report(car._id, buyer.token)).statusCode).toBe(201);
    const before = (await queue(admin)).open;
    const res = await call('POST', `/api/admin/reports/${car._id}/dismiss`, admin, {
      reason: 'Cena je tačna.',
    });
    expect(res.json().message).toBe('Prijave su odbačene.');
    expect((await queue(admin)).open).toBe(before - 1);
    expect((await call('GET', `/api/car/${car._id}`, buyer.token)).statusCode).toBe(200);
    const twice = await call('POST', `/api/admin/reports/${car._id}/dismiss`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ovaj oglas nema otvorenih prijava.');
    const [entry] = await audit(`&action=car.dismissReports&targetId=${car._id}`);
    expect(entry).toMatchObject({ reason: 'Cena je tačna.', details: { reports: 1 } });
  });

  it('notifies nobody of an advert hidden before its embargo ends', async () => {
    const car = await createCar(t.app, seller.token, r);
    expect((await hide(car._id, admin)).statusCode).toBe(200);
    await t.app.db.transaction(async (tx) =>
      expect(await listingToMatch(tx, car._id)).toBeUndefined(),
    );
    expect((await restore(car._id, admin)).statusCode).toBe(200);
    await t.app.db.transaction(async (tx) =>
      expect((await listingToMatch(tx, car._id))?.id).toBe(car._id),
    );
  });
});

describe('a seller hidden often', () => {
  it('is flagged after three hidings in 90 days, in the users tab and the queue', async () => {
    const often = await approvedUser(t.app, { firstName: 'Često', lastName: 'Skrivani' });
    // Weeks pass between the hidings: sessions end, both sign in again.
    const later = async (days: number) => {
      t.clock.advance(days * DAY);
      admin = await adminToken(t.app);
      often.token = await login(t.app, often.email, often.password);
    };
    const hideOne = async () => {
      const car = await createCar(t.app, often.token, r);
      expect((await hide(car._id, admin)).statusCode).toBe(200);
      return car;
    };
    const flagOf = async () => {
      const users = (
        await call('GET', `/api/admin/users?q=${encodeURIComponent(often.email)}`, admin)
      ).json() as { data: { _id: string; flagged: boolean; hiddenRecently: number }[] };
      return users.data.find((u) => u._id === often.id)!;
    };
    const first = await hideOne();
    await later(40);
    await hideOne();
    expect(await flagOf()).toMatchObject({ flagged: false, hiddenRecently: 2 });
    await later(40);
    const third = await hideOne();
    expect(await flagOf()).toMatchObject({ flagged: true, hiddenRecently: 3 });
    const item = (await queue(admin, '&show=all')).data.find((i) => i.car._id === third._id)!;
    expect(item.seller).toMatchObject({ flagged: true, hiddenRecently: 3 });
    // A removed advert's hiding still counts; a hiding older than 90 days does not.
    expect(
      (await call('DELETE', `/api/admin/cars/${first._id}`, admin, { reason: 'Lažan oglas.' }))
        .statusCode,
    ).toBe(200);
    expect(await flagOf()).toMatchObject({ flagged: true, hiddenRecently: 3 });
    await later(11);
    expect(await flagOf()).toMatchObject({ flagged: false, hiddenRecently: 2 });
  });
});

async function follow(carId: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/user/favourites/${carId}`,
    headers: auth(buyer.token),
  });
  expect(res.statusCode).toBe(200);
}
