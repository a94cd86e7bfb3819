import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost:3000/api';

export const cities = [
  { _id: 'c1', name: 'Beograd' },
  { _id: 'c2', name: 'Novi Sad' },
];

/** Handlers every screen may touch; tests add their own with server.use(). */
export const server = setupServer(
  http.get(`${API}/city`, () => HttpResponse.json({ data: cities })),
  // Every car card asks which cars a signed-in reader follows (the hearts).
  http.get(`${API}/user/favourites/ids`, () => HttpResponse.json({ data: [] })),
  // The admin console's tabs count the unhandled contact messages.
  http.get(`${API}/admin/contact-messages`, () =>
    HttpResponse.json({ data: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unhandled: 0 }),
  ),
);

export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
