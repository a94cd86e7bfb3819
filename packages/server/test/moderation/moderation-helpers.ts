import type { FastifyInstance } from 'fastify';
import { auth } from '../helpers.ts';

/** Requests of the moderation tests: a report, the queue, the administrator's actions. */
export function moderation(app: () => FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app().inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  return {
    call,
    report: (carId: string, token: string, body: object = { reason: 'wrongDetails' }) =>
      call('POST', `/api/car/${carId}/report`, token, body),
    queue: async (admin: string, query = '') => {
      const res = await call('GET', `/api/admin/reports?limit=100${query}`, admin);
      if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
      return res.json() as Queue;
    },
    hide: (carId: string, admin: string, reason = 'Cena u oglasu nije tačna, ispravite je.') =>
      call('POST', `/api/admin/reports/${carId}/hide`, admin, { reason }),
    restore: (carId: string, admin: string) =>
      call('POST', `/api/admin/reports/${carId}/restore`, admin),
    dismiss: (carId: string, admin: string) =>
      call('POST', `/api/admin/reports/${carId}/dismiss`, admin),
  };
}

export interface QueueItem {
  car: { _id: string; title: string; price: number };
  seller: { _id: string; name: string; email: string; hiddenRecently: number; flagged: boolean };
  state: 'open' | 'changed' | 'hidden' | 'handled';
  openReports: number;
  reports: {
    reason: string;
    note: string | null;
    reporter: { _id: string; name: string; email: string };
    resolution: string | null;
  }[];
  hiding: { reason: string; hiddenAt: string; changedAt: string | null } | null;
}

export interface Queue {
  data: QueueItem[];
  totalDocs: number;
  open: number;
}
