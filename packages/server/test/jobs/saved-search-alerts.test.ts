import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import { signUnsubscribe, unsubscribeQuery } from '../../src/cars/unsubscribe-link.ts';
import { startSmtpServer } from '../plugins/notify-harness.ts';
import { approvedUser, auth, buildTestApp, login, queuedMails, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { subscribe } from '../routes/saved-search/saved-search-helpers.ts';

const MIN = 60_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let r: Refs;
let seller: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  r = await refs(t.app, seller.token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // Each test starts with everything delivered and every listing published.
  t.clock.advance(30 * MIN);
  await t.app.jobs.run('newListingPush');
  await t.app.outbox.drain();
});

async function save(token: string, name: string, filters: object, alert = 'immediate') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-search',
    headers: auth(token),
    payload: { name, filters, alert },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string };
}

const alertsTo = async (email: string) =>
  (await queuedMails(t.app, email)).filter((m) => m.template === 'savedSearchAlert');

describe('saved-search alerts', () => {
  it('match on every filter, and only searches that fit the listing', async () => {
    const buyer = await approvedUser(t.app);
    await subscribe(t.app, buyer.token);
    // Five searches the listing below fits, and seven it misses by one filter each.
    const fitting: Record<string, Record<string, unknown>> = {
      Marka: { brand: r.brand },
      'Model i cena': { brand: r.brand, model: r.model, priceMin: 4000, priceMax: 5000 },
      Sve: {},
      'Godište i km': { yearFrom: 2010, yearTo: 2012, mileageMax: 200000 },
      Napredno: {
        fuel: r.fuel,
        body: r.body,
        doors: '4/5 vrata',
        transmission: 'Manuelni 5 brzine',
        powerMin: 70,
        powerMax: 80,
      },
    };
    const missing: Record<string, Record<string, unknown>> = {
      'Drugi model': { model: r.otherBrandModel },
      Preskupo: { priceMax: 4000 },
      Novije: { yearFrom: 2013 },
      Automatik: { transmission: 'Automatski / poluautomatski' },
      'Manje km': { mileageMax: 100000 },
      Jači: { powerMin: 100 },
    };
    for (const [name, filters] of Object.entries({ ...fitting, ...missing }))
      await save(buyer.token, name, filters);
    await save(buyer.token, 'Isključena', { brand: r.brand }, 'off');
    const car = await createCar(t.app, seller.token, r); // 4500 €, 2012, 185000 km, 77 kW
    const mails = await alertsTo(buyer.email);
    const names = mails.map((m) => m.vars.searchName).sort();
    expect(names).toEqual(['Godište i km', 'Marka', 'Model i cena', 'Napredno', 'Sve']);
    expect(mails.every((m) => m.vars.carId === car._id)).toBe(true);
  });

  // A listing can match thousands of saved searches: one statement per search held the
  // listing's transaction for seconds at 100,000 of them (bench/README.md, 2026-11-30).
  it("queue a listing's alerts to many readers in one statement, not one per search", async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => approvedUser(t.app)));
    for (const buyer of buyers) await save(buyer.token, 'Sve te marke', { brand: r.brand });
    const car = await createCar(t.app, seller.token, r);
    t.clock.advance(21 * MIN);
    // The alerts at publication, to everyone (none of them subscribes).
    const calls = { one: 0, many: 0 };
    const { enqueue, enqueueAll } = t.app.outbox;
    t.app.outbox.enqueue = (...args) => ((calls.one += 1), enqueue(...args));
    t.app.outbox.enqueueAll = (kind, rows, tx) => (
      (calls.many += rows.length > 0 ? 1 : 0),
      enqueueAll(kind, rows, tx)
    );
    try {
      await t.app.jobs.run('newListingPush');
    } finally {
      Object.assign(t.app.outbox, { enqueue, enqueueAll });
    }
    for (const buyer of buyers)
      expect((await alertsTo(buyer.email)).map((m) => m.vars.carId)).toEqual([car._id]);
    expect(calls).toEqual({ one: 0, many: 1 });
  });

  it('reach subscribers at creation and everyone else after the 20 minutes, once', async () => {
    const subscriber = await approvedUser(t.app);
    await subscribe(t.app, subscriber.token);
    const reader = await approvedUser(t.app);
    const blocked = await approvedUser(t.app);
    await save(subscriber.token, 'Odmah', { brand: r.brand, priceMin: 7777 });
    await save(reader.token, 'Posle', { brand: r.brand, priceMin: 7777 });
    await save(seller.token, 'Svoja', { brand: r.brand, priceMin: 7777 });
    await save(blocked.token, 'Blokiran', { brand: r.brand, priceMin: 7777 });
    const admin = (await import('../helpers.ts')).adminToken;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${blocked.id}/block`,
      headers: auth(await admin(t.app)),
      payload: {},
    });

    await createCar(t.app, seller.token, r, { overrides: { price: '7800' } });
    expect(await alertsTo(subscriber.email)).toHaveLength(1);
    expect(await alertsTo(reader.email)).toHaveLength(0);

    t.clock.advance(19 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(reader.email)).toHaveLength(0);

    t.clock.advance(1 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(reader.email)).toHaveLength(1);
    // Never twice (the subscriber matched again at publication), never the seller or a blocked user.
    expect(await alertsTo(subscriber.email)).toHaveLength(1);
    expect(await alertsTo(seller.email)).toHaveLength(0);
    expect(await alertsTo(blocked.email)).toHaveLength(0);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(reader.email)).toHaveLength(1);
  });

  it('send a mail with List-Unsubscribe headers and a signed link that works without a login', async () => {
    const reader = await approvedUser(t.app, { firstName: 'Čitalac' });
    const search = await save(reader.token, 'Sa odjavom', {
      brand: r.brand,
      priceMin: 6666,
      priceMax: 6666,
    });
    const car = await createCar(t.app, seller.token, r, { overrides: { price: '6666' } });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    const before = smtp.received.length;
    await t.app.outbox.drain();
    const mail = smtp.received
      .slice(before)
      .find(
        (m) =>
          m.to.includes(reader.email.toLowerCase()) &&
          /^X-AutoBerza-Template: savedSearchAlert/im.test(m.raw),
      )!;
    expect(mail).toBeDefined();
    expect(mail.decoded).toContain(`/car/${car._id}`);
    expect(mail.decoded.replace(/\s+/g, ' ')).toContain('pretrazi „Sa odjavom“');
    // Headers may be folded over lines.
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
    expect(header).toBe(
      `${t.config.APP_URL}/api/saved-search/unsubscribe?${unsubscribeQuery(t.config.JWT_SECRET, { ids: [search._id] }, t.clock.now())}`,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.decoded).toContain(`/saved-searches/unsubscribe?ids=${search._id}&iat=`);

    // RFC 8058: a form POST, no cookie, no token header.
    const url = new URL(header!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Obaveštenja su isključena za: „Sa odjavom“.');
    // The answer names the searches and the address carries the signature: no cache keeps it.
    expect(res.headers['cache-control']).toBe('no-store');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/saved-search',
      headers: auth(reader.token),
    });
    expect(listed.json().data[0].alert).toBe('off');

    // Off means off: the next matching listing sends nothing.
    await createCar(t.app, seller.token, r, { overrides: { price: '6666' } });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(reader.email)).toHaveLength(1);
  });

  it('refuse unsigned, tampered and foreign unsubscribe links', async () => {
    const a = await approvedUser(t.app);
    const b = await approvedUser(t.app);
    const mine = await save(a.token, 'Moja', { brand: r.brand });
    const theirs = await save(b.token, 'Tuđa', { brand: r.brand });
    const secret = t.config.JWT_SECRET;
    const post = (query: string) =>
      t.app.inject({ method: 'POST', url: `/api/saved-search/unsubscribe?${query}` });
    const invalid =
      'Link za odjavu nije ispravan. Obaveštenja možete isključiti na stranici „Sačuvane pretrage“.';
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const good = `iat=${iat}&token=${signUnsubscribe(secret, { ids: [mine._id] }, iat)}`;
    const foreign = signUnsubscribe('another-secret-of-32-characters!!', { ids: [mine._id] }, iat);
    for (const query of [
      `ids=${mine._id}`,
      `ids=${mine._id}&iat=${iat}&token=`,
      `ids=${mine._id}&${good.slice(0, -2)}xx`,
      // The signature of one search does not cover another, nor a second one added.
      `ids=${theirs._id}&${good}`,
      `ids=${mine._id},${theirs._id}&${good}`,
      `ids=${mine._id}&iat=${iat}&token=${foreign}`,
      `ids=nonsense&${good}`,
      // The issue time is signed: a link cannot be made younger.
      `ids=${mine._id}&${good.replace(`iat=${iat}`, `iat=${iat + 1}`)}`,
      // Nor does it stop another user's notices.
      `notice=newListings&user=${b.id}&${good}`,
    ]) {
      const res = await post(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(invalid);
      expect(res.headers['cache-control'], query).toBe('no-store');
    }
    const lists = await Promise.all(
      [a, b].map(async (u) =>
        (
          await t.app.inject({ method: 'GET', url: '/api/saved-search', headers: auth(u.token) })
        ).json(),
      ),
    );
    expect(lists.map((l) => l.data[0].alert)).toEqual(['immediate', 'immediate']);
    // A GET (a link scanner) changes nothing.
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/saved-search/unsubscribe?ids=${mine._id}&${good}`,
    });
    expect(get.statusCode).toBe(404);
    expect((await post(`ids=${mine._id}&${good}`)).statusCode).toBe(200);
  });

  it('refuse an unsubscribe link older than 60 days with a Serbian 410', async () => {
    const a = await approvedUser(t.app);
    const search = await save(a.token, 'Stara', { brand: r.brand });
    const DAYS_60 = 60 * 24 * 60 * MIN;
    const post = (issued: number) => {
      const at = new Date(t.clock.now().getTime() - issued);
      const query = unsubscribeQuery(t.config.JWT_SECRET, { ids: [search._id] }, at);
      return t.app.inject({ method: 'POST', url: `/api/saved-search/unsubscribe?${query}` });
    };
    const res = await post(DAYS_60 + MIN);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'Link za odjavu je istekao (važi 60 dana). Obaveštenja možete isključiti u profilu, u delu „Obaveštenja“, ili na stranici „Sačuvane pretrage“.',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/saved-search',
      headers: auth(a.token),
    });
    expect(listed.json().data[0].alert).toBe('immediate');
    // Sixty days less a minute still work.
    expect((await post(DAYS_60 - MIN)).statusCode).toBe(200);
  });

  it('gather daily searches into one digest per user per day', async () => {
    const daily = await approvedUser(t.app, { firstName: 'Dnevni' });
    await save(
      daily.token,
      'Dnevna A',
      { brand: r.brand, priceMin: 5555, priceMax: 5556 },
      'daily',
    );
    await save(daily.token, 'Dnevna B', { priceMin: 5556, priceMax: 5556 }, 'daily');
    // Start of a digest day.
    const day = new Date(t.clock.now());
    day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCHours(5, 0, 0, 0);
    t.clock.set(day);
    // A day later the seller signs in again (sessions expire).
    seller.token = await login(t.app, seller.email, seller.password);
    await createCar(t.app, seller.token, r, { overrides: { price: '5555' } });
    await createCar(t.app, seller.token, r, { overrides: { price: '5556' } });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(daily.email)).toHaveLength(0);
    // 05:20 UTC: before the day's digest time.
    expect(await t.app.jobs.run('savedSearchDigest')).toBe(0);
    t.clock.advance(60 * MIN); // 06:20
    expect(await t.app.jobs.run('savedSearchDigest')).toBe(1);
    const digests = (await queuedMails(t.app, daily.email)).filter(
      (m) => m.template === 'savedSearchDigest',
    );
    expect(digests).toHaveLength(1);
    const items = digests[0]!.vars.items as { searchName: string; price: number }[];
    expect(items.map((i) => `${i.searchName}:${i.price}`).sort()).toEqual([
      'Dnevna A:5555',
      'Dnevna A:5556',
      'Dnevna B:5556',
    ]);
    expect(digests[0]!.vars.unsubscribe).toHaveLength(2);

    // A match later that day waits for tomorrow's digest.
    await createCar(t.app, seller.token, r, { overrides: { price: '5555' } });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await t.app.jobs.run('savedSearchDigest')).toBe(0);
    t.clock.advance(24 * 60 * MIN);
    seller.token = await login(t.app, seller.email, seller.password);
    expect(await t.app.jobs.run('savedSearchDigest')).toBe(1);
    expect(await t.app.jobs.run('savedSearchDigest')).toBe(0);
    const all = (await queuedMails(t.app, daily.email)).filter(
      (m) => m.template === 'savedSearchDigest',
    );
    expect(all).toHaveLength(2);
    expect((all[1]!.vars.items as unknown[]).length).toBe(1);
    // The digest mail carries the one-click headers too.
    const before = smtp.received.length;
    await t.app.outbox.drain();
    const sent = smtp.received
      .slice(before)
      .filter((m) => /^X-AutoBerza-Template: savedSearchDigest/im.test(m.raw));
    expect(sent).toHaveLength(2);
    for (const m of sent)
      expect(m.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const rows = await t.app.db.select().from(outbox);
    expect(rows.filter((row) => row.status === 'dead')).toEqual([]);
  });
});
