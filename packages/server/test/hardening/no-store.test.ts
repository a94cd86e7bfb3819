import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';

// Every answer that depends on who asks carries Cache-Control: no-store, so no shared or
// browser cache hands one reader's adverts, searches or favourites to another.
const openapi = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
const signedInReads = Object.entries(openapi.paths)
  .filter(([, ops]) => ops.get?.security?.length)
  .map(([path]) => path);

let t: TestApp;
let admin: string;
let seller: { id: string; token: string };
let carId: string;
let carRefs: Refs;
let subscriptionId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
  admin = await adminToken(t.app);
  seller = await approvedUser(t.app);
  carRefs = await refs(t.app, seller.token);
  carId = (await createCar(t.app, seller.token, carRefs))._id;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/user/subscription',
    headers: auth(seller.token),
  });
  subscriptionId = asked.json<{ subscription: { _id: string } }>().subscription._id;
});
afterAll(() => t.close());

describe('Cache-Control: no-store on answers that depend on the reader', () => {
  it('finds the signed-in reads in the OpenAPI document', () => {
    expect(signedInReads).toEqual(
      expect.arrayContaining(['/api/saved-search', '/api/car/owner', '/api/car/search']),
    );
  });

  for (const path of signedInReads) {
    it(`GET ${path} for a signed-in reader`, async () => {
      const url = path
        .replace('/api/car/user/{id}', `/api/car/user/${seller.id}`)
        .replace('/api/user/{id}', `/api/user/${seller.id}`)
        .replace('/api/user/dealer/{id}', `/api/user/dealer/${seller.id}`)
        .replace('/api/market/{brand}/{model}', `/api/market/${carRefs.brand}/${carRefs.model}`)
        .replace('/api/admin/subscriptions/{id}', `/api/admin/subscriptions/${subscriptionId}`)
        .replace('{id}', carId);
      const token = path.startsWith('/api/admin/') ? admin : seller.token;
      const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  }

  it('a visitor’s car search (the same for every visitor) may be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car/search' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
