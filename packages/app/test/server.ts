import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost:3000/api';

export const cities = [
  { _id: 'c1', name: 'Beograd' },
  { _id: 'c2', name: 'Novi Sad' },
];

/** A seller's 30 days without a view (GET /car/owner/stats). */
export const quietStats = {
  from: '2026-10-28',
  to: '2026-11-26',
  days: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
    views: 0,
    phoneReveals: 0,
    follows: 0,
    unfollows: 0,
  })),
  totals: { views: 0, phoneReveals: 0, follows: 0, unfollows: 0 },
};

/**
 * GET /legal: the operator and the periods the terms and the privacy notice state. Every period
 * is a different number, so a test can tell which sentence took which.
 */
export const legalFacts = {
  operator: {
    name: 'Primer d.o.o.',
    address: 'Knez Mihailova 1, Beograd',
    pib: '100002887',
    email: 'privatnost@primer.rs',
    demo: false,
  },
  texts: {
    terms: { version: 3, date: '2026-11-20' },
    privacy: { version: 4, date: '2026-11-21' },
  },
  retention: {
    sessionIdle: { amount: 11, unit: 'hours' },
    sessionMax: { amount: 32, unit: 'days' },
    verifyLink: { amount: 3, unit: 'days' },
    resetLink: { amount: 1, unit: 'hours' },
    unsubscribeLink: { amount: 61, unit: 'days' },
    renewalLink: { amount: 33, unit: 'days' },
    advertListed: { amount: 34, unit: 'days' },
    soldListed: { amount: 35, unit: 'days' },
    viewRecord: { amount: 2, unit: 'hours' },
    phoneReveal: { amount: 4, unit: 'days' },
    departure: { amount: 36, unit: 'days' },
    attempts: { amount: 15, unit: 'minutes' },
    deviceCookie: { amount: 180, unit: 'days' },
    sentMessage: { amount: 37, unit: 'days' },
  },
} as const;

/** Handlers every screen may touch; tests add their own with server.use(). */
export const server = setupServer(
  http.get(`${API}/city`, () => HttpResponse.json({ data: cities })),
  http.get(`${API}/legal`, () => HttpResponse.json(legalFacts)),
  // The advert page's contact box asks whether the seller trades as a company (here: no).
  http.get(`${API}/user/dealer/:id`, ({ params }) =>
    HttpResponse.json({
      _id: params.id,
      firstName: 'Petar',
      lastName: 'Petrović',
      city: cities[0],
      image: null,
      company: null,
      memberSince: '2025-03-14T10:00:00.000Z',
      activeAdverts: 0,
      soldLast90Days: 0,
    }),
  ),
  // A signed-in reader's profile is read once per session for its script (useProfileScript).
  http.get(`${API}/user/me`, () =>
    HttpResponse.json({
      _id: 'u1',
      firstName: 'Marko',
      lastName: 'Petrović',
      phone: '0641234567',
      city: cities[0],
      image: null,
      email: 'marko@example.com',
      address: 'Bulevar 1',
      role: 'user',
      status: 'approved',
      emailVerified: true,
      isEmail: true,
      isNotification: true,
      company: null,
      script: null,
      createdAt: '2026-01-10T10:00:00.000Z',
    }),
  ),
  // Every car card asks which cars a signed-in reader follows (the hearts).
  http.get(`${API}/user/favourites/ids`, () => HttpResponse.json({ data: [] })),
  // "Moji oglasi" shows the seller's statistics above the adverts.
  http.get(`${API}/car/owner/stats`, () => HttpResponse.json(quietStats)),
  // The header's user menu counts changes of followed adverts; the list marks them seen.
  http.get(`${API}/user/favourites/unseen`, () => HttpResponse.json({ count: 0 })),
  http.get(`${API}/user/favourites/gone`, () => HttpResponse.json({ data: [] })),
  http.post(`${API}/user/favourites/seen`, () => HttpResponse.json({ count: 0 })),
  // The admin console's tabs count the unhandled contact messages.
  http.get(`${API}/admin/contact-messages`, () =>
    HttpResponse.json({ data: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unhandled: 0 }),
  ),
  // ... and the reported adverts that wait for a decision.
  http.get(`${API}/admin/reports`, () =>
    HttpResponse.json({ data: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, open: 0 }),
  ),
);

export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
