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

/** Handlers every screen may touch; tests add their own with server.use(). */
export const server = setupServer(
  http.get(`${API}/city`, () => HttpResponse.json({ data: cities })),
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
