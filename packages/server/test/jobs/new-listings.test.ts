import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/plugins/app/mail-templates.ts';
import { approvedUser, auth, buildTestApp, login, queuedMails, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { subscribe } from '../routes/saved-search/saved-search-helpers.ts';

const MIN = 60_000;
let t: TestApp;
let r: Refs;
let seller: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  r = await refs(t.app, seller.token);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts a day later, with every earlier listing published and every digest sent.
  t.clock.advance(24 * 60 * MIN);
  seller.token = await login(t.app, seller.email, seller.password);
  await t.app.jobs.run('newListingPush');
  await t.app.jobs.run('newListingDigest');
});

type Digest = { items: { carId: string; price: number }[]; unsubscribe: string };
const digestsTo = async (email: string) =>
  (await queuedMails(t.app, email))
    .filter((m) => m.template === 'newListingsDigest')
    .map((m) => m.vars as unknown as Digest);
const alertsTo = async (email: string) =>
  (await queuedMails(t.app, email)).filter((m) => m.template === 'savedSearchAlert');

async function subscriber(pace?: string) {
  const user = await approvedUser(t.app, { firstName: 'Pretplatnik' });
  await subscribe(t.app, user.token);
  if (pace) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(user.token),
      payload: { newListings: pace },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().newListings).toBe(pace);
  }
  return user;
}

const car = (price: number) =>
  createCar(t.app, seller.token, r, { overrides: { price: String(price) } });

async function save(token: string, filters: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-search',
    headers: auth(token),
    payload: { name: 'Tačna cena', filters, alert: 'immediate' },
  });
  expect(res.statusCode).toBe(201);
}

describe('new-listings digest', () => {
  it('sends at most one mail per 15 minutes, gathering what came meanwhile', async () => {
    const buyer = await subscriber();
    const sent = async () => {
      await t.app.jobs.run('newListingDigest');
      return (await digestsTo(buyer.email)).length;
    };
    const a = await car(7001);
    expect(await sent()).toBe(1);
    t.clock.advance(5 * MIN);
    const b = await car(7002);
    expect(await sent()).toBe(1);
    t.clock.advance(9 * MIN);
    const c = await car(7003);
    expect(await sent()).toBe(1);
    t.clock.advance(MIN);
    expect(await sent()).toBe(2);
    expect(await sent()).toBe(2);
    const digests = await digestsTo(buyer.email);
    expect(digests.map((d) => d.items.map((i) => i.carId))).toEqual([[a._id], [b._id, c._id]]);
  });

  it('sends a daily subscriber one digest after the day’s digest time', async () => {
    const buyer = await subscriber('daily');
    const morning = new Date(t.clock.now());
    morning.setUTCDate(morning.getUTCDate() + 1);
    morning.setUTCHours(3, 0, 0, 0);
    t.clock.set(morning);
    seller.token = await login(t.app, seller.email, seller.password);
    const a = await car(7101);
    t.clock.advance(30 * MIN);
    const b = await car(7102);
    await t.app.jobs.run('newListingDigest');
    expect(await digestsTo(buyer.email)).toEqual([]);
    t.clock.advance(3 * 60 * MIN); // 06:30 UTC
    await t.app.jobs.run('newListingDigest');
    await t.app.jobs.run('newListingDigest');
    expect((await digestsTo(buyer.email)).map((d) => d.items.map((i) => i.carId))).toEqual([
      [a._id, b._id],
    ]);
  });

  it('leaves out a car a saved-search alert mailed within the hour', async () => {
    const buyer = await subscriber();
    await save(buyer.token, { priceMin: 7201, priceMax: 7201 });
    const alerted = await car(7201);
    const other = await car(7202);
    expect((await alertsTo(buyer.email)).map((m) => m.vars.carId)).toEqual([alerted._id]);
    await t.app.jobs.run('newListingDigest');
    expect((await digestsTo(buyer.email)).map((d) => d.items.map((i) => i.carId))).toEqual([
      [other._id],
    ]);
  });

  it('sends no saved-search alert for a car the digest mailed within the hour', async () => {
    const buyer = await subscriber();
    const sent = await car(7301);
    await t.app.jobs.run('newListingDigest');
    expect(await digestsTo(buyer.email)).toHaveLength(1);
    // A search saved after the digest matches the car when it is published to everyone.
    await save(buyer.token, { priceMin: 7301, priceMax: 7301 });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    expect(await alertsTo(buyer.email)).toEqual([]);
    expect((await digestsTo(buyer.email)).map((d) => d.items.map((i) => i.carId))).toEqual([
      [sent._id],
    ]);
  });

  it('stops after the one-click unsubscribe of its mail', async () => {
    const buyer = await subscriber();
    await car(7401);
    await t.app.jobs.run('newListingDigest');
    const [digest] = await digestsTo(buyer.email);
    const mail = await renderMail(
      { to: buyer.email, template: 'newListingsDigest', vars: digest! as never },
      { appUrl: 'https://autoberza.test', supportEmail: 'podrska@autoberza.test' },
    );
    const url = new URL(mail.listUnsubscribe!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Obaveštenja o novim oglasima su isključena. Ponovo ih možete uključiti u profilu.',
    );
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/user/preferences',
      headers: auth(buyer.token),
    });
    expect(prefs.json().newListings).toBe('off');
    t.clock.advance(20 * MIN);
    await car(7402);
    await t.app.jobs.run('newListingDigest');
    expect(await digestsTo(buyer.email)).toHaveLength(1);
  });

  it('refuses an unknown pace with a Serbian message', async () => {
    const buyer = await approvedUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(buyer.token),
      payload: { newListings: 'weekly' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      'Obaveštenja o novim oglasima mogu biti: odmah, jednom dnevno ili isključena.',
    );
  });
});
