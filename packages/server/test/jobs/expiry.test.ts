import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renewalQuery } from '../../src/cars/index.ts';
import { cars, newListingHits, outbox } from '../../src/db/schema/index.ts';
import { runAdvertExpiry } from '../../src/jobs/expiry.ts';
import { renderMail, type MailMessage } from '../../src/plugins/app/mail-templates.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  login,
  queuedMails,
  type TestApp,
} from '../helpers.ts';
import { subscribedUser } from '../routes/car/list-harness.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
} from '../routes/car/car-helpers.ts';

/**
 * docs/product.md, “Expiry and renewal”; decision 026. The clock is moved by days; people sign
 * in again after each move (sessions end when idle).
 */

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

type User = Awaited<ReturnType<typeof approvedUser>>;
interface OwnList {
  data: (CarJson & { expiry: { expiresAt: string | null; expired: boolean } })[];
}
interface Detail extends CarJson {
  publishedAt: string;
  expiry: { expiresAt: string | null; expired: boolean } | null;
}

let t: TestApp;
let seller: User;
let buyer: User;
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  buyer = await approvedUser(t.app, { firstName: 'Kupac' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());
beforeEach(() => signInAgain());

async function signInAgain() {
  for (const user of [seller, buyer]) user.token = await login(t.app, user.email, user.password);
}

/** Moves the clock, signs everyone in again and runs the expiry job; returns what it handled. */
async function after(ms: number): Promise<number> {
  t.clock.advance(ms);
  await signInAgain();
  return t.app.jobs.run('advertExpiry');
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const idsOf = async (url: string, token: string) => {
  const body = (await get(url, token)).json() as { data?: CarJson[]; docs?: CarJson[] };
  return (body.data ?? body.docs)!.map((car) => car._id);
};
const own = async (query = '') =>
  (await get(`/api/car/owner?limit=100${query}`, seller.token)).json() as OwnList;
const detail = async (id: string, token: string) => get(`/api/car/${id}`, token);

/** A new advert past its 20 minutes, at a price of its own. */
async function listedCar(price: number): Promise<CarJson> {
  const car = await createCar(t.app, seller.token, r, { overrides: { price: String(price) } });
  t.clock.advance(21 * MIN);
  return car;
}

const mailsOf = async (template: string, carId: string) =>
  (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'mail'))).filter(
    (row) =>
      (row.payload as { template: string }).template === template && row.dedupeKey?.includes(carId),
  );

const renew = (id: string, token = seller.token) =>
  t.app.inject({ method: 'POST', url: `/api/car/${id}/renew`, headers: auth(token) });

describe('advert expiry', () => {
  it('lists an advert for 30 days, then takes it off every list and page but its owner’s', async () => {
    const car = await listedCar(41_000);
    const search = '/api/car/search?priceMin=41000&priceMax=41000';
    const seller_ = `/api/car/user/${seller.id}`;

    // A day before the end: listed everywhere (and the lists are cached now).
    await after(29 * DAY - 21 * MIN);
    expect(await idsOf(search, buyer.token)).toEqual([car._id]);
    expect(await idsOf('/api/car?limit=100', buyer.token)).toContain(car._id);
    expect(await idsOf(seller_, buyer.token)).toContain(car._id);
    expect((await detail(car._id, buyer.token)).statusCode).toBe(200);

    // A minute past its 30 days the job takes it off.
    expect(await after(DAY + MIN)).toBeGreaterThanOrEqual(1);
    expect(await idsOf(search, buyer.token)).toEqual([]);
    expect(await idsOf('/api/car?limit=100', buyer.token)).not.toContain(car._id);
    expect(await idsOf(seller_, buyer.token)).not.toContain(car._id);
    expect((await detail(car._id, buyer.token)).statusCode).toBe(404);
    // Administrators and subscribers do not see it either.
    expect((await detail(car._id, await adminToken(t.app))).statusCode).toBe(404);
    const subscriber = await subscribedUser(t.app);
    expect(await idsOf(search, subscriber.token)).toEqual([]);
    // Its owner does, in „Moji oglasi“ (the filter „Istekli“ too) and on its page.
    expect(await idsOf(search, seller.token)).toEqual([]);
    const mine = (await own()).data.find((c) => c._id === car._id)!;
    expect(mine.expiry).toEqual({ expiresAt: expect.any(String), expired: true });
    expect((await own('&status=expired')).data.map((c) => c._id)).toContain(car._id);
    expect((await own('&status=active')).data.map((c) => c._id)).not.toContain(car._id);
    const page = await detail(car._id, seller.token);
    expect(page.statusCode).toBe(200);
    expect((page.json() as Detail).expiry).toMatchObject({ expired: true });
    // Nobody else is told the period.
    await renew(car._id);
    expect((await detail(car._id, buyer.token)).json()).toMatchObject({ expiry: null });
  });

  it('mails the owner three days before and on the day, once per period, with a renewal link', async () => {
    const car = await listedCar(42_000);
    await after(27 * DAY - 22 * MIN);
    expect(await mailsOf('advertExpiring', car._id)).toHaveLength(0);
    await after(2 * MIN);
    const [reminder, ...more] = await mailsOf('advertExpiring', car._id);
    expect(more).toHaveLength(0);
    const remindedAt = async () =>
      (await t.app.db.select().from(cars).where(eq(cars.id, car._id)))[0]!.expiryRemindedAt;
    const first = await remindedAt();
    expect(first).not.toBeNull();
    // The next round leaves the advert alone (its dedupe key would keep a second mail out).
    await after(MIN);
    expect(await mailsOf('advertExpiring', car._id)).toHaveLength(1);
    expect(await remindedAt()).toEqual(first);
    const vars = (reminder!.payload as { vars: { title: string; renew: string; days: number } })
      .vars;
    expect(vars.days).toBe(30);
    const mail = await renderMail(reminder!.payload as unknown as MailMessage, {
      appUrl: 'https://autoberza.rs',
      supportEmail: 'podrska@autoberza.rs',
    });
    expect(mail.subject).toBe(`Oglas „${vars.title}“ uskoro ističe`);
    expect(mail.links[0]).toMatch(
      new RegExp(`^https://autoberza\\.rs/adverts/renew\\?car=${car._id}&iat=\\d+&token=`),
    );

    await after(3 * DAY);
    expect(await mailsOf('advertExpired', car._id)).toHaveLength(1);
    await after(MIN);
    expect(await mailsOf('advertExpired', car._id)).toHaveLength(1);
    expect(await mailsOf('advertExpiring', car._id)).toHaveLength(1);

    // A renewal starts a new period: its own reminder and expiry mail.
    expect((await renew(car._id)).statusCode).toBe(200);
    await after(27 * DAY + MIN);
    expect(await mailsOf('advertExpiring', car._id)).toHaveLength(2);
    await after(3 * DAY);
    expect(await mailsOf('advertExpired', car._id)).toHaveLength(2);
  });

  it('renews for 30 days from now; the advert is back but not new', async () => {
    const subscriber = await subscribedUser(t.app);
    const car = await listedCar(43_000);
    const noticeJobs = async () => {
      for (const job of ['newListingPush', 'newListingDigest', 'savedSearchDigest'] as const) {
        await t.app.jobs.run(job);
      }
    };
    // The notices of its posting leave now.
    await noticeJobs();
    const hitsBefore = await t.app.db
      .select()
      .from(newListingHits)
      .where(eq(newListingHits.carId, car._id));
    const mailsBefore = (await queuedMails(t.app, subscriber.email)).length;
    const before = (await detail(car._id, seller.token)).json() as Detail;
    await after(30 * DAY);
    expect((await detail(car._id, buyer.token)).statusCode).toBe(404);

    const res = await renew(car._id);
    expect(res.statusCode, res.body).toBe(200);
    const now = t.clock.now().getTime();
    expect(new Date(res.json().expiresAt).getTime()).toBe(now + 30 * DAY);
    expect(res.json().message).toMatch(/^Oglas „.+“ je obnovljen\.$/);
    // At once, for everyone (no 20 minutes), at its old place: the publication time is kept.
    const back = (await detail(car._id, buyer.token)).json() as Detail;
    expect(back.publishedAt).toBe(before.publishedAt);
    expect(await idsOf('/api/car/search?priceMin=43000&priceMax=43000', buyer.token)).toEqual([
      car._id,
    ]);
    // Not a new listing: no new hit for the subscriber's digest, no notice from the jobs.
    t.clock.advance(DAY);
    await noticeJobs();
    expect(
      await t.app.db.select().from(newListingHits).where(eq(newListingHits.carId, car._id)),
    ).toHaveLength(hitsBefore.length);
    expect(await queuedMails(t.app, subscriber.email)).toHaveLength(mailsBefore);
    // Its owner's list shows the new period; only its owner renews it.
    await signInAgain();
    const mine = (await own()).data.find((c) => c._id === car._id)!;
    expect(mine.expiry).toEqual({
      expiresAt: new Date(now + 30 * DAY).toISOString(),
      expired: false,
    });
    expect((await renew(car._id, buyer.token)).statusCode).toBe(403);
  });

  it('renews by the mailed link without a sign-in, and only by a POST of a valid link', async () => {
    const car = await listedCar(44_000);
    await after(30 * DAY);
    const query = renewalQuery(t.config.JWT_SECRET, car._id, t.clock.now());
    // A GET (a mail scanner opening the link) changes nothing.
    await get(`/api/car/renewal?${query}`);
    expect((await detail(car._id, buyer.token)).statusCode).toBe(404);

    const forged = renewalQuery('another secret', car._id, t.clock.now());
    const wrong = await t.app.inject({ method: 'POST', url: `/api/car/renewal?${forged}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Link za obnovu oglasa nije ispravan/);
    // Another advert's link does not renew this one.
    const other = await listedCar(44_100);
    const theirs = new URLSearchParams(renewalQuery(t.config.JWT_SECRET, other._id, t.clock.now()));
    theirs.set('car', car._id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/car/renewal?${theirs}` })).statusCode,
    ).toBe(400);

    const res = await t.app.inject({ method: 'POST', url: `/api/car/renewal?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: car._id, title: expect.any(String) });
    expect((await detail(car._id, buyer.token)).statusCode).toBe(200);

    // 30 days after it was mailed the link no longer works.
    t.clock.advance(30 * DAY + MIN);
    const old = await t.app.inject({ method: 'POST', url: `/api/car/renewal?${query}` });
    expect(old.statusCode).toBe(410);
  });

  it('keeps a sold advert listed 30 days after the sale, then only in its owner’s history', async () => {
    const car = await listedCar(45_000);
    t.clock.advance(5 * DAY);
    await signInAgain();
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    const search = '/api/car/search?priceMin=45000&priceMax=45000';
    // Its 30 days from posting are over, but a sold advert goes by its sale.
    await after(29 * DAY);
    expect(await idsOf(search, buyer.token)).toEqual([car._id]);
    await after(DAY + MIN);
    expect(await idsOf(search, buyer.token)).toEqual([]);
    expect((await detail(car._id, buyer.token)).statusCode).toBe(404);
    expect((await own('&status=sold')).data.map((c) => c._id)).toContain(car._id);
    expect((await own()).data.find((c) => c._id === car._id)!.expiry).toEqual({
      expiresAt: null,
      expired: false,
    });
    // No expiry mail and no renewal for a sold advert.
    expect(await mailsOf('advertExpired', car._id)).toHaveLength(0);
    expect((await renew(car._id)).statusCode).toBe(409);
  });

  it('tells followers nothing of an advert that expired (it is among those no longer available)', async () => {
    const car = await listedCar(46_000);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(buyer.token),
      payload: { isEmail: true },
    });
    const followed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/favourites/${car._id}`,
      headers: auth(buyer.token),
    });
    expect(followed.statusCode).toBe(200);
    t.clock.advance(30 * DAY - 21 * MIN - 10 * MIN);
    await signInAgain();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(multipart(carFields(r, { price: '45500' }), []), seller.token),
    });
    expect(edited.statusCode).toBe(200);
    await after(11 * MIN);
    t.clock.advance(61 * MIN);
    await t.app.jobs.run('favouriteDigest');
    const digests = (await queuedMails(t.app, buyer.email)).filter(
      (m) => m.template === 'favouritesDigest',
    );
    expect(digests.flatMap((m) => (m.vars as { items: { carId: string }[] }).items)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ carId: car._id })]),
    );
    await signInAgain();
    const gone = (await get('/api/user/favourites/gone', buyer.token)).json() as {
      data: { _id: string }[];
    };
    expect(gone.data.map((g) => g._id)).toContain(car._id);
  });

  it(`sends each mail once when two instances run the job at once (${concurrencyLabel})`, async () => {
    const mine: CarJson[] = [];
    for (let i = 0; i < 8; i++) mine.push(await listedCar(47_000 + i));
    const ids = mine.map((c) => c._id);
    const counted = async (template: string) => {
      const rows = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
      return ids.map(
        (id) =>
          rows.filter(
            (row) =>
              (row.payload as { template: string }).template === template &&
              row.dedupeKey?.includes(id),
          ).length,
      );
    };
    t.clock.advance(27 * DAY);
    await Promise.all([runAdvertExpiry(t.app, 3), runAdvertExpiry(t.app, 3)]);
    expect(await counted('advertExpiring')).toEqual(ids.map(() => 1));
    t.clock.advance(3 * DAY);
    await Promise.all([runAdvertExpiry(t.app, 3), runAdvertExpiry(t.app, 3)]);
    expect(await counted('advertExpired')).toEqual(ids.map(() => 1));
    const rows = await t.app.db
      .select({ delistedAt: cars.delistedAt })
      .from(cars)
      .where(inArray(cars.id, ids));
    expect(rows.every((row) => row.delistedAt !== null)).toBe(true);
  });
});

describe('ADVERT_ACTIVE_DAYS', () => {
  it('sets the period of a new advert', async () => {
    const short = await buildTestApp({ env: { ADVERT_ACTIVE_DAYS: '10' } });
    try {
      const user = await approvedUser(short.app);
      const car = await createCar(short.app, user.token, await refs(short.app, user.token));
      const page = await short.app.inject({
        method: 'GET',
        url: `/api/car/${car._id}`,
        headers: auth(user.token),
      });
      expect((page.json() as Detail).expiry).toEqual({
        expiresAt: new Date(short.clock.now().getTime() + 10 * DAY).toISOString(),
        expired: false,
      });
    } finally {
      await short.close();
    }
  });
});
