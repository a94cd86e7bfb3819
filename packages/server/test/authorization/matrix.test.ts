import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { renewalQuery } from '../../src/cars/index.ts';
import { statementEntries } from '../../src/db/schema/index.ts';
import { unsubscribeQuery } from '../../src/cars/unsubscribe-link.ts';
import {
  approvedUser,
  auth,
  buildTestApp,
  cityId,
  paymentOf,
  registerUser,
  USER_PASSWORD,
  type TestApp,
} from '../helpers.ts';
import { carFields, jpeg, multipart } from '../routes/car/car-helpers.ts';
import { buildWorld, ROLES, type Role, type World } from './world.ts';

/*
 * Who may call what (docs/decisions/031-guarded-routes.md): every operation of the API document
 * against every kind of caller, with the status each must get. The rows come from the app's own
 * document, so a new operation without a row fails here.
 *
 * Columns: a visitor with no token; a pending and a blocked account (holding a session issued
 * before; neither can sign in); an approved user who is not the owner; the owner of the advert
 * or saved search the request names; a subscriber; an administrator. Browsing needs a session
 * (PUBLIC_BROWSING off, the default). The cells run in the columns' order with the owner last,
 * so a refusal is tried before the owner changes or deletes the thing.
 */

type Cells = readonly [number, number, number, number, number, number, number];
interface Row {
  cells: Cells;
  /** Made once for the row (a thing only this row changes). */
  setup?: (w: World) => Promise<string>;
  request: (w: World, target: string, role: Role) => InjectOptions | Promise<InjectOptions>;
  /** After the row's cells, with their statuses (a row that ended the actors' sessions). */
  after?: (w: World, got: Map<Role, number>) => Promise<void>;
}

// Common rows' cells.     anon pend blkd user ownr subs admn
const PUBLIC: Cells = /**/ [200, 200, 200, 200, 200, 200, 200];
const BROWSE: Cells = /**/ [401, 403, 403, 200, 200, 200, 200];
const SIGNED: Cells = /**/ [401, 403, 403, 200, 200, 200, 200];
const OWNERS: Cells = /**/ [401, 403, 403, 403, 200, 403, 403];
const ADMINS: Cells = /**/ [401, 403, 403, 403, 403, 403, 200];

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const STRONG = 'Kestenova92Aleja';

const matrix: Record<string, Row> = {
  getHealth: { cells: PUBLIC, request: () => get('/api/health') },
  getCities: { cells: PUBLIC, request: () => get('/api/city') },
  getLegalFacts: { cells: PUBLIC, request: () => get('/api/legal') },
  getBrands: { cells: BROWSE, request: () => get('/api/brand') },
  getModels: { cells: BROWSE, request: () => get('/api/model') },
  getBodies: { cells: BROWSE, request: () => get('/api/body') },
  getFuels: { cells: BROWSE, request: () => get('/api/fuel') },

  // Signing in and out of accounts: open to all; a token sent along changes nothing.
  login: {
    cells: PUBLIC,
    request: (w) =>
      send('POST', '/api/user/login', {
        email: w.actors.user.email,
        password: w.actors.user.password,
      }),
  },
  register: {
    cells: [201, 201, 201, 201, 201, 201, 201],
    request: async (w) =>
      send('POST', '/api/user/register', {
        firstName: 'Jovan',
        lastName: 'Jovanović',
        phone: '+381 64 765 4321',
        email: `novi-${Math.random().toString(36).slice(2)}@test.autoberza.rs`,
        password: USER_PASSWORD,
        address: 'Kneza Miloša 5',
        city: await cityId(w.app),
        acceptTerms: true,
      }),
  },
  verifyEmail: {
    cells: [400, 400, 400, 400, 400, 400, 400],
    request: () => send('POST', '/api/user/verify-email', { token: 'nije-pravi-token' }),
  },
  requestPasswordRecovery: {
    cells: PUBLIC,
    request: (w) => send('POST', '/api/user/recovery', { email: w.actors.user.email }),
  },
  recoverAccount: {
    cells: [400, 400, 400, 400, 400, 400, 400],
    request: () =>
      send('POST', '/api/user/recovery-account', { token: 'nije-pravi-token', password: STRONG }),
  },
  changePassword: {
    // A wrong old password: 400 says the session was accepted, and nobody's password changes
    // (the console's administrator could not take theirs back: it holds their address).
    cells: [401, 403, 403, 400, 400, 400, 400],
    request: () =>
      send('POST', '/api/user/change-password', { oldPassword: 'Pogresna12', newPassword: STRONG }),
  },
  getMe: { cells: SIGNED, request: () => get('/api/user/me') },
  updateProfile: {
    cells: SIGNED,
    request: () => send('PATCH', '/api/user/profile', { address: 'Kneza Miloša 7' }),
  },
  getPreferences: { cells: SIGNED, request: () => get('/api/user/preferences') },
  updatePreferences: {
    cells: SIGNED,
    request: () => send('PATCH', '/api/user/preferences', { isEmail: true }),
  },
  uploadUserImage: {
    cells: SIGNED,
    request: async () => {
      const boundary = 'avatarboundary';
      return {
        method: 'POST',
        url: '/api/user/image',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          await jpeg(200, 200),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    },
  },
  logout: {
    cells: SIGNED,
    request: () => send('POST', '/api/user/logout'),
    after: (w) => w.signInAgain(),
  },
  getUserById: { cells: BROWSE, request: (w) => get(`/api/user/${w.actors.owner.id}`) },
  getDealer: { cells: BROWSE, request: (w) => get(`/api/user/dealer/${w.actors.owner.id}`) },
  // The Firma section: every signed-in account writes its own company, nobody else's.
  updateCompany: {
    cells: SIGNED,
    request: () =>
      send('PUT', '/api/user/company', {
        name: 'Auto Test d.o.o.',
        pib: '107632155',
        registrationNumber: '21034598',
      }),
  },
  deleteCompany: { cells: SIGNED, request: () => send('DELETE', '/api/user/company') },
  savePushToken: {
    cells: SIGNED,
    request: () => send('POST', '/api/fcm/save-token', { token: 'uređaj-0123456789' }),
  },
  sendContactMessage: {
    // A visitor writes too; a token, when sent, must be a valid session.
    cells: [201, 403, 403, 201, 201, 201, 201],
    request: () =>
      send('POST', '/api/contact', {
        name: 'Marko',
        email: 'marko@test.autoberza.rs',
        message: 'Pitanje o pretplati',
      }),
  },

  // The console: administrators only, each change with a reason where it concerns someone.
  adminListUsers: { cells: ADMINS, request: () => get('/api/admin/users') },
  adminApproveUser: {
    cells: ADMINS,
    setup: async (w) => (await registerUser(w.app)).id,
    request: (_w, id) => send('POST', `/api/admin/users/${id}/approve`),
  },
  adminRejectUser: {
    cells: ADMINS,
    setup: async (w) => (await registerUser(w.app)).id,
    request: (_w, id) => send('POST', `/api/admin/users/${id}/reject`, { reason: 'Nepotpuno' }),
  },
  adminBlockUser: {
    cells: ADMINS,
    setup: async (w) => (await approvedUser(w.app)).id,
    request: (_w, id) => send('POST', `/api/admin/users/${id}/block`, { reason: 'Prevara' }),
  },
  adminUnblockUser: {
    cells: ADMINS,
    setup: async (w) => {
      const { id } = await approvedUser(w.app);
      await w.app.inject({
        ...send('POST', `/api/admin/users/${id}/block`),
        headers: w.headers('admin'),
      });
      return id;
    },
    request: (_w, id) => send('POST', `/api/admin/users/${id}/unblock`),
  },
  adminListContactMessages: { cells: ADMINS, request: () => get('/api/admin/contact-messages') },
  adminSetContactMessageHandled: {
    cells: ADMINS,
    request: (w) =>
      send('POST', `/api/admin/contact-messages/${w.contactMessage}/handled`, { handled: true }),
  },
  adminAnswerContactMessage: {
    cells: ADMINS,
    request: (w) =>
      send('POST', `/api/admin/contact-messages/${w.contactMessage}/answer`, {
        answer: 'Hvala na pitanju.',
      }),
  },
  adminGetSubscriptions: { cells: ADMINS, request: () => get('/api/admin/subscriptions') },
  adminActivateSubscription: {
    cells: ADMINS,
    setup: requestedSubscription,
    request: (w, id) => send('POST', `/api/admin/subscriptions/${id}/activate`, paymentOf(w.app)),
  },
  adminCancelSubscription: {
    cells: ADMINS,
    setup: requestedSubscription,
    request: (_w, id) => send('POST', `/api/admin/subscriptions/${id}/cancel`, {}),
  },
  adminRemoveCar: {
    cells: ADMINS,
    setup: (w) => w.newCar(),
    request: (_w, id) => send('DELETE', `/api/admin/cars/${id}`, { reason: 'Lažan oglas' }),
  },
  adminListSubscriptionPayments: {
    cells: ADMINS,
    request: (w) => get(`/api/admin/subscriptions/${w.subscription}/payments`),
  },
  adminListAudit: { cells: ADMINS, request: () => get('/api/admin/audit') },
  // A statement whose credit names no subscription: each admin call lists one more for decision.
  adminImportStatement: {
    cells: ADMINS,
    request: () => ({
      method: 'POST',
      url: '/api/admin/statements',
      ...statementUpload(`datum;iznos;poziv_na_broj\n01.01.2026.;100,00;${Math.random()}\n`),
    }),
  },
  adminListStatementEntries: { cells: ADMINS, request: () => get('/api/admin/statements/entries') },
  adminDecideStatementEntry: {
    cells: ADMINS,
    setup: statementEntryForDecision,
    request: (_w, id) =>
      send('POST', `/api/admin/statements/entries/${id}/decide`, {
        decision: 'dismiss',
        reason: 'Nije naša uplata',
      }),
  },
  adminListAuditActors: { cells: ADMINS, request: () => get('/api/admin/audit/actors') },
  adminListReports: { cells: ADMINS, request: () => get('/api/admin/reports') },
  adminDismissReports: {
    cells: ADMINS,
    setup: async (w) => {
      const id = await w.newCar();
      await w.app.inject({
        ...send('POST', `/api/car/${id}/report`, { reason: 'duplicate' }),
        headers: w.headers('user'),
      });
      return id;
    },
    request: (_w, id) => send('POST', `/api/admin/reports/${id}/dismiss`, {}),
  },
  adminHideCar: {
    cells: ADMINS,
    setup: (w) => w.newCar(),
    request: (_w, id) =>
      send('POST', `/api/admin/reports/${id}/hide`, { reason: 'Ispravite cenu.' }),
  },
  adminRestoreCar: {
    cells: ADMINS,
    setup: async (w) => {
      const id = await w.newCar();
      await w.app.inject({
        ...send('POST', `/api/admin/reports/${id}/hide`, { reason: 'Ispravite cenu.' }),
        headers: w.headers('admin'),
      });
      return id;
    },
    request: (_w, id) => send('POST', `/api/admin/reports/${id}/restore`, {}),
  },

  // Adverts: browsing, posting, and the owner's own actions.
  getCars: { cells: BROWSE, request: () => get('/api/car') },
  createCar: {
    cells: [401, 403, 403, 201, 201, 201, 201],
    request: async (w) => ({
      method: 'POST',
      url: '/api/car',
      ...multipart(carFields(w.refs), [{ filename: 'a.jpg', content: await jpeg(400, 300) }]),
    }),
  },
  searchCars: { cells: BROWSE, request: () => get('/api/car/search') },
  getOwnCars: { cells: SIGNED, request: () => get('/api/car/owner') },
  getSellerCars: { cells: BROWSE, request: (w) => get(`/api/car/user/${w.actors.owner.id}`) },
  getCar: { cells: BROWSE, request: (w) => get(`/api/car/${w.car}`) },
  getCarComparables: { cells: BROWSE, request: (w) => get(`/api/car/${w.car}/comparables`) },
  getModelMarket: {
    cells: BROWSE,
    request: (w) => get(`/api/market/${w.refs.brand}/${w.refs.model}`),
  },
  getModelMarketCsv: {
    cells: BROWSE,
    request: (w) => get(`/api/market/${w.refs.brand}/${w.refs.model}/csv`),
  },
  updateCar: {
    cells: OWNERS,
    request: (w) => ({
      method: 'PATCH',
      url: `/api/car/${w.car}`,
      ...multipart(carFields(w.refs, { price: '7300' })),
    }),
  },
  deleteCar: {
    cells: OWNERS,
    setup: (w) => w.newCar(),
    request: (_w, id) => send('DELETE', `/api/car/${id}`),
  },
  updateCarStatus: {
    cells: OWNERS,
    setup: (w) => w.newCar(),
    request: (_w, id) => send('PATCH', `/api/car/${id}/status`, { status: 'reserved' }),
  },
  reportCar: {
    // Not on one's own advert; administrators act through the console instead of reporting.
    cells: [401, 403, 403, 201, 403, 201, 403],
    setup: (w) => w.newCar(),
    request: (_w, id) => send('POST', `/api/car/${id}/report`, { reason: 'duplicate' }),
  },
  renewCar: { cells: OWNERS, request: (w) => send('POST', `/api/car/${w.car}/renew`) },
  renewCarByLink: {
    // The signed link of the owner's expiry mail: whoever holds it, no session needed.
    cells: PUBLIC,
    request: (w) =>
      send(
        'POST',
        `/api/car/renewal?${renewalQuery(w.app.config.JWT_SECRET, w.car, w.app.clock.now())}`,
      ),
  },
  revealPhone: {
    cells: [401, 403, 403, 204, 204, 204, 204],
    request: (w) => send('POST', `/api/car/${w.car}/phone-reveal`),
  },
  getOwnStats: { cells: SIGNED, request: () => get('/api/car/owner/stats') },
  getCarStats: {
    cells: [401, 403, 403, 404, 200, 404, 404],
    request: (w) => get(`/api/car/${w.car}/stats`),
  },

  // A subscription: administrators see everything without one.
  getSubscription: { cells: SIGNED, request: () => get('/api/user/subscription') },
  requestSubscription: {
    cells: [401, 403, 403, 201, 201, 200, 403],
    request: () => send('POST', '/api/user/subscription'),
  },

  // Each caller's own favourites and saved searches (an administrator's too).
  getFavourites: { cells: SIGNED, request: () => get('/api/user/favourites') },
  getFavouritesGone: { cells: SIGNED, request: () => get('/api/user/favourites/gone') },
  getFavouritesUnseen: { cells: SIGNED, request: () => get('/api/user/favourites/unseen') },
  markFavouritesSeen: { cells: SIGNED, request: () => send('POST', '/api/user/favourites/seen') },
  getFavouriteIds: { cells: SIGNED, request: () => get('/api/user/favourites/ids') },
  followCar: {
    // One's own advert is not followed (409).
    cells: [401, 403, 403, 200, 409, 200, 200],
    request: (w) => send('PUT', `/api/user/favourites/${w.car}`),
  },
  unfollowCar: {
    cells: [401, 403, 403, 200, 200, 200, 200],
    request: (w) => send('DELETE', `/api/user/favourites/${w.car}`),
  },
  getSavedSearches: { cells: SIGNED, request: () => get('/api/saved-search') },
  createSavedSearch: {
    cells: [401, 403, 403, 201, 201, 201, 201],
    request: () => send('POST', '/api/saved-search', { name: 'Dizel', filters: {} }),
  },
  updateSavedSearch: {
    cells: [401, 403, 403, 404, 200, 404, 404],
    request: (w) => send('PATCH', `/api/saved-search/${w.savedSearch}`, { alert: 'daily' }),
  },
  markSavedSearchSeen: {
    cells: [401, 403, 403, 404, 200, 404, 404],
    request: (w) => send('POST', `/api/saved-search/${w.savedSearch}/seen`),
  },
  deleteSavedSearch: {
    cells: [401, 403, 403, 404, 200, 404, 404],
    request: (w) => send('DELETE', `/api/saved-search/${w.savedSearch}`),
  },
  unsubscribeSavedSearch: {
    // The signed link of the owner's alert mail: whoever holds it, no session needed.
    cells: PUBLIC,
    setup: async (w) => {
      const res = await w.app.inject({
        ...send('POST', '/api/saved-search', { name: 'Karavani', filters: {}, alert: 'daily' }),
        headers: w.headers('owner'),
      });
      return (res.json() as { _id: string })._id;
    },
    request: (w, id) =>
      send(
        'POST',
        `/api/saved-search/unsubscribe?${unsubscribeQuery(w.app.config.JWT_SECRET, { ids: [id] }, w.app.clock.now())}`,
      ),
  },
};

/** A multipart upload of a statement in the field `file`. */
function statementUpload(content: string) {
  const boundary = '----matrixstatement';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="izvod.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A credit waiting for a decision (its reference names no subscription). */
async function statementEntryForDecision(w: World): Promise<string> {
  const upload = statementUpload(
    'datum;iznos;poziv_na_broj;id_transakcije\n01.01.2026.;100,00;1;MATRIX-1\n',
  );
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    payload: upload.payload,
    headers: { ...upload.headers, ...w.headers('admin') },
  });
  if (res.statusCode !== 200) throw new Error(`statement: ${res.body}`);
  const [entry] = await w.app.db
    .select({ id: statementEntries.id })
    .from(statementEntries)
    .where(eq(statementEntries.transactionId, 'MATRIX-1'));
  return entry!.id;
}

async function requestedSubscription(w: World): Promise<string> {
  const { token } = await approvedUser(w.app);
  const res = await w.app.inject({
    ...send('POST', '/api/user/subscription'),
    headers: auth(token),
  });
  return (res.json() as { subscription: { _id: string } }).subscription._id;
}

const MIN20 = 20 * 60 * 1000 + 1000;
let t: TestApp;
let world: World;
let operations: string[];
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t.app, () => t.clock.advance(MIN20));
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  operations = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods).map((op) => op.operationId),
  );
});
afterAll(() => t.close());

/** The owner last: a refusal is tried before the owner's change. */
const ORDER: Role[] = ['anon', 'pending', 'blocked', 'user', 'subscriber', 'admin', 'owner'];

describe('the authorization matrix', () => {
  it('has one row for every operation of the API, and no other', () => {
    expect(Object.keys(matrix).sort()).toEqual([...operations].sort());
  });

  it.each(Object.keys(matrix))('%s', async (operationId) => {
    const row = matrix[operationId]!;
    const target = row.setup ? await row.setup(world) : '';
    const got = new Map<Role, number>();
    for (const role of ORDER) {
      const request = await row.request(world, target, role);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...world.headers(role) },
      });
      got.set(role, res.statusCode);
    }
    await row.after?.(world, got);
    const table = (cells: readonly number[]) =>
      ROLES.map((role, i) => `${role} ${cells[i]}`).join(', ');
    expect(table(ROLES.map((role) => got.get(role)!))).toBe(table(row.cells));
  });
});
