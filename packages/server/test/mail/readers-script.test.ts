import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Script } from '@autoberza/contract/script';
import { cars, contactMessages, users } from '../../src/db/schema/index.ts';
import { sendFavouriteDigests } from '../../src/jobs/favourites.ts';
import { renderMail, type MailMessage } from '../../src/plugins/app/mail-templates.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  cityId,
  login,
  queuedMails,
  type TestApp,
} from '../helpers.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type Refs,
} from '../routes/car/car-helpers.ts';
import { moderation } from '../moderation/moderation-helpers.ts';
import { subscribe } from '../routes/saved-search/saved-search-helpers.ts';
import { readMail } from './reader.ts';

/** Decision 049: every mail is written in its reader's script. */

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const CYRILLIC = /[\u0400-\u04ff]/;

let t: TestApp;
let seller: Awaited<ReturnType<typeof approvedUser>>;
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts later, every earlier listing published, every digest sent.
  t.clock.advance(DAY);
  seller.token = await login(t.app, seller.email, seller.password);
  await t.app.jobs.run('newListingPush');
  await t.app.jobs.run('newListingDigest');
});

/** The latest mail of `template` to `to`, rendered as the outbox's worker renders it. */
async function seen(to: string, template: string) {
  const queued = (await queuedMails(t.app, to)).filter((m) => m.template === template).at(-1);
  if (!queued) throw new Error(`no ${template} mail to ${to}`);
  const mail = await renderMail(queued as unknown as MailMessage, {
    appUrl: t.config.APP_URL,
    supportEmail: t.config.SUPPORT_EMAIL,
    script: 'sr-Latn',
  });
  return { ...readMail(mail.html), subject: mail.subject, text: mail.text };
}

/** The mail reads in `script`: its language, greeting, subject and text part. */
async function expectIn(script: Script, to: string, template: string) {
  const mail = await seen(to, template);
  expect(mail.lang).toBe(script);
  const greeting = script === 'sr-Cyrl' ? 'Добар дан,' : 'Dobar dan,';
  expect(mail.lines).toContain(greeting);
  expect(mail.text).toContain(greeting);
  expect(CYRILLIC.test(mail.subject)).toBe(script === 'sr-Cyrl');
  return mail;
}

async function setScript(id: string, script: Script | null) {
  await t.app.db.update(users).set({ script }).where(eq(users.id, id));
}

async function reader(script: Script | null, firstName = 'Čitalac') {
  const user = await approvedUser(t.app, { firstName });
  await setScript(user.id, script);
  return user;
}

const storedScript = async (id: string) =>
  (await t.app.db.select({ script: users.script }).from(users).where(eq(users.id, id)))[0]!.script;

const register = async (headers: Record<string, string>, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: {
      firstName: 'Milica',
      lastName: 'Milić',
      phone: '+381 64 123 4567',
      email,
      password: 'Tramvaj12X',
      address: null,
      city: await cityId(t.app),
      acceptTerms: true,
    },
  });

const idOf = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

async function approve(id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/approve`,
    headers: auth(await adminToken(t.app)),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('accounts', () => {
  it('registers a Cyrillic reader in Cyrillic, keeps the script, approves in it', async () => {
    const email = 'cirilica@test.autoberza.rs';
    const res = await register({ 'accept-language': 'sr-Cyrl' }, email);
    expect(res.statusCode, res.body).toBe(201);
    await expectIn('sr-Cyrl', email, 'verify');
    const id = await idOf(email);
    expect(await storedScript(id)).toBe('sr-Cyrl');
    await approve(id);
    await expectIn('sr-Cyrl', email, 'approved');
  });

  it('keeps no script when the request chose none; the mails are Latin', async () => {
    for (const [headers, email] of [
      [{}, 'nista@test.autoberza.rs'],
      // The app sends the script it shows, Latin by default: no choice by itself.
      [{ 'accept-language': 'sr-Latn' }, 'latinica@test.autoberza.rs'],
    ] as const) {
      expect((await register(headers, email)).statusCode).toBe(201);
      await expectIn('sr-Latn', email, 'verify');
      const id = await idOf(email);
      expect(await storedScript(id)).toBeNull();
      await approve(id);
      await expectIn('sr-Latn', email, 'approved');
    }
  });

  it('keeps the script the reader picked in the browser (the cookie)', async () => {
    const email = 'izbor@test.autoberza.rs';
    const res = await register({ 'accept-language': 'sr-Latn', cookie: 'script=sr-Latn' }, email);
    expect(res.statusCode).toBe(201);
    expect(await storedScript(await idOf(email))).toBe('sr-Latn');
  });

  it('mails a recovery link in the user’s script, else in the one asked in', async () => {
    const cyrillic = await reader('sr-Cyrl');
    const unset = await reader(null);
    const recover = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/recovery',
        headers: { 'accept-language': language },
        payload: { email },
      });
    expect((await recover(cyrillic.email, 'sr-Latn')).statusCode).toBe(200);
    await expectIn('sr-Cyrl', cyrillic.email, 'recovery');
    expect((await recover(unset.email, 'sr-Cyrl')).statusCode).toBe(200);
    await expectIn('sr-Cyrl', unset.email, 'recovery');
    expect((await recover(unset.email, 'sr-Latn')).statusCode).toBe(200);
    await expectIn('sr-Latn', unset.email, 'recovery');
  });
});

describe('contact', () => {
  it('answers a Cyrillic visitor in Cyrillic; the operator’s copy stays Latin', async () => {
    const email = 'posetilac@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'sr-Cyrl' },
      payload: { name: 'Petar Petrović', email, message: 'Zdravo, imam pitanje o pretplati.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const operator = await seen(t.config.OPERATOR_EMAIL!, 'contactOperator');
    expect(operator.lang).toBe('sr-Latn');
    const [message] = await t.app.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${message!.id}/answer`,
      headers: auth(await adminToken(t.app)),
      payload: { answer: 'Poštovani, pretplata važi 30 dana.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await seen(email, 'contactAnswer');
    expect(mail.lang).toBe('sr-Cyrl');
    expect(CYRILLIC.test(mail.subject)).toBe(true);
  });
});

describe('notices', () => {
  const car = (price: number) =>
    createCar(t.app, seller.token, r, { overrides: { price: String(price) } });

  it('mails the expiry reminder and the expiry in each seller’s script', async () => {
    const cyrillic = await reader('sr-Cyrl', 'Ćirilica');
    const latin = await reader(null, 'Latinica');
    const ids: Record<string, string> = {};
    for (const owner of [cyrillic, latin]) {
      ids[owner.email] = (
        await createCar(t.app, owner.token, r, { overrides: { price: '3100' } })
      )._id;
    }
    t.clock.advance(21 * MIN);
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
    await t.app.db
      .update(cars)
      .set({ expiresAt: at(DAY) })
      .where(eq(cars.price, 3100));
    await t.app.jobs.run('advertExpiry');
    await expectIn('sr-Cyrl', cyrillic.email, 'advertExpiring');
    await expectIn('sr-Latn', latin.email, 'advertExpiring');
    await t.app.db
      .update(cars)
      .set({ expiresAt: at(-MIN) })
      .where(eq(cars.price, 3100));
    await t.app.jobs.run('advertExpiry');
    await expectIn('sr-Cyrl', cyrillic.email, 'advertExpired');
    await expectIn('sr-Latn', latin.email, 'advertExpired');
  });

  it('writes a follower’s digest, its change lines included, in their script', async () => {
    const cyrillic = await reader('sr-Cyrl');
    const latin = await reader('sr-Latn');
    const followed = await car(9000);
    t.clock.advance(21 * MIN);
    for (const user of [cyrillic, latin]) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/user/preferences',
        headers: auth(user.token),
        payload: { isEmail: true, isNotification: false },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/favourites/${followed._id}`,
        headers: auth(user.token),
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${followed._id}`,
      ...withAuth(multipart(carFields(r, { price: '8000' }), []), seller.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(61 * MIN);
    expect(await sendFavouriteDigests(t.app)).toBe(2);
    const mail = await expectIn('sr-Cyrl', cyrillic.email, 'favouritesDigest');
    expect(mail.text).toContain('цена снижена са 9.000\u00a0€ на 8.000\u00a0€');
    const other = await expectIn('sr-Latn', latin.email, 'favouritesDigest');
    expect(other.text).toContain('cena snižena sa 9.000\u00a0€ na 8.000\u00a0€');
  });

  it('alerts each saved search’s owner in their own script', async () => {
    const cyrillic = await reader('sr-Cyrl');
    const latin = await reader(null);
    for (const user of [cyrillic, latin]) {
      await subscribe(t.app, user.token);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/saved-search',
        headers: auth(user.token),
        payload: { name: 'Tačno', filters: { priceMin: 6301, priceMax: 6301 }, alert: 'immediate' },
      });
      expect(res.statusCode).toBe(201);
    }
    await car(6301);
    await expectIn('sr-Cyrl', cyrillic.email, 'savedSearchAlert');
    await expectIn('sr-Latn', latin.email, 'savedSearchAlert');
    // The subscription asked for (the reader's own request) and marked paid (by an admin).
    await expectIn('sr-Cyrl', cyrillic.email, 'subscriptionRequested');
    await expectIn('sr-Cyrl', cyrillic.email, 'subscriptionActivated');
    await expectIn('sr-Latn', latin.email, 'subscriptionRequested');
    await expectIn('sr-Latn', latin.email, 'subscriptionActivated');
  });

  it('gathers a daily saved search in its owner’s script', async () => {
    const cyrillic = await reader('sr-Cyrl');
    await subscribe(t.app, cyrillic.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-search',
      headers: auth(cyrillic.token),
      payload: { name: 'Dnevno', filters: { priceMin: 6401, priceMax: 6401 }, alert: 'daily' },
    });
    expect(res.statusCode).toBe(201);
    await car(6401);
    t.clock.advance(DAY);
    await t.app.jobs.run('savedSearchDigest');
    await expectIn('sr-Cyrl', cyrillic.email, 'savedSearchDigest');
  });

  it('sends the new-listings digest in each subscriber’s script', async () => {
    const cyrillic = await reader('sr-Cyrl');
    const latin = await reader(null);
    for (const user of [cyrillic, latin]) await subscribe(t.app, user.token);
    await car(6501);
    await t.app.jobs.run('newListingDigest');
    await expectIn('sr-Cyrl', cyrillic.email, 'newListingsDigest');
    await expectIn('sr-Latn', latin.email, 'newListingsDigest');
  });

  it('tells a seller of hiding, restoring and removal in their script', async () => {
    const mod = moderation(() => t.app);
    for (const script of ['sr-Cyrl', 'sr-Latn'] as const) {
      const owner = await reader(script === 'sr-Cyrl' ? 'sr-Cyrl' : null);
      const listing = await createCar(t.app, owner.token, r);
      const admin = await adminToken(t.app);
      expect((await mod.hide(listing._id, admin)).statusCode).toBe(200);
      await expectIn(script, owner.email, 'listingHidden');
      expect((await mod.hide(listing._id, admin)).statusCode).toBe(409);
      expect((await mod.restore(listing._id, admin)).statusCode).toBe(200);
      await expectIn(script, owner.email, 'listingRestored');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/cars/${listing._id}`,
        headers: auth(admin),
        payload: { reason: 'Oglas nije u skladu sa pravilima.' },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await expectIn(script, owner.email, 'listingRemoved');
    }
  });
});
