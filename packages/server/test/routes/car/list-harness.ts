import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminToken, approvedUser, auth, paymentOf, type TestApp } from '../../helpers.ts';
import type { CarJson } from './car-helpers.ts';

/** Requests of the car list cache tests, each checked to come from the cache where it says so. */

export type Token = string | undefined;
/** A search or seller page (`data`), or the newest list (`docs`). */
export interface CarList {
  data?: CarJson[];
  docs?: CarJson[];
  totalDocs: number;
}

export function harness(t: () => TestApp) {
  const get = async (url: string, token: Token) => {
    const res = await t().app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as CarList;
  };
  const stats = () => ({ ...t().app.carListCache.stats });
  /** Asks twice; the second answer must come from the cache and equal the first. */
  const cached = async (url: string, token: Token) => {
    const first = await get(url, token);
    const hits = stats().hits;
    const second = await get(url, token);
    expect(stats().hits, `${url} was not answered from the cache`).toBe(hits + 1);
    expect(second).toEqual(first);
    return second;
  };
  const ids = (list: CarList) => (list.data ?? list.docs)!.map((car) => car._id);
  /** Asks once: whether the cache answered, and the ids listed. */
  const fromCache = async (url: string, token: Token) => {
    const hits = stats().hits;
    const list = await get(url, token);
    return { hit: stats().hits === hits + 1, ids: ids(list) };
  };
  return { get, stats, cached, ids, fromCache };
}

/** An approved user whose subscription an admin has activated (sees new adverts at once). */
export async function subscribedUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const user = await approvedUser(app, overrides);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/user/subscription',
    headers: auth(user.token),
  });
  const activated = await app.inject({
    method: 'POST',
    url: `/api/admin/subscriptions/${requested.json().subscription._id}/activate`,
    headers: auth(await adminToken(app)),
    payload: paymentOf(app),
  });
  expect(activated.statusCode).toBe(200);
  return user;
}
