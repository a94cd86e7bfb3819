import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adminToken, auth, paymentOf } from '../../helpers.ts';

/** Gives the user an active subscription (asked for, then marked paid by the admin). */
export async function subscribe(app: FastifyInstance, token: string): Promise<void> {
  const { subscription } = (
    await app.inject({ method: 'POST', url: '/api/user/subscription', headers: auth(token) })
  ).json();
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/subscriptions/${subscription._id}/activate`,
    headers: auth(await adminToken(app)),
    payload: paymentOf(app),
  });
  expect(res.statusCode).toBe(200);
}
