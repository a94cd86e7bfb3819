import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';

describe('look-up lists', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await approvedUser(t.app)).token;
  });
  afterAll(() => t.close());

  it('GET /api/city is public and sorted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/city' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Beograd',
      'Niš',
      'Novi Sad',
    ]);
    expect(res.json().data[0]).toEqual({
      _id: expect.any(String),
      name: 'Beograd',
      district: 'Grad Beograd',
    });
  });

  it('brands, bodies and fuels need a login unless PUBLIC_BROWSING', async () => {
    for (const url of ['/api/brand', '/api/model', '/api/body', '/api/fuel']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const brands = await t.app.inject({ method: 'GET', url: '/api/brand', headers: auth(token) });
    expect(brands.json().data.map((b: { name: string }) => b.name)).toEqual(['Škoda', 'Zastava']);
    const fuels = await t.app.inject({ method: 'GET', url: '/api/fuel', headers: auth(token) });
    expect(fuels.json().data).toEqual([
      { _id: expect.any(String), slug: 'benzin', name: 'Benzin' },
      { _id: expect.any(String), slug: 'dizel', name: 'Dizel' },
    ]);
    const bodies = await t.app.inject({ method: 'GET', url: '/api/body', headers: auth(token) });
    expect(bodies.json().data).toHaveLength(2);
  });

  it('models filter by brand; an empty brand means all', async () => {
    const brands = await t.app.inject({ method: 'GET', url: '/api/brand', headers: auth(token) });
    const zastava = brands.json().data.find((b: { name: string }) => b.name === 'Zastava')._id;
    const some = await t.app.inject({
      method: 'GET',
      url: `/api/model?brand=${zastava}`,
      headers: auth(token),
    });
    expect(some.json().data.map((m: { name: string }) => m.name)).toEqual([
      '101',
      'Florida',
      'Yugo',
    ]);
    expect(some.json().data[0].brand).toEqual({ _id: zastava });
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/model?brand=',
      headers: auth(token),
    });
    expect(all.json().data).toHaveLength(5);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/model?brand=abc',
      headers: auth(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('open to visitors with PUBLIC_BROWSING=true', async () => {
    const open = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
    expect((await open.app.inject({ method: 'GET', url: '/api/brand' })).statusCode).toBe(200);
    await open.close();
  });
});

describe('POST /api/fcm/save-token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the device token for the user who logged in last on that device', async () => {
    const { pushTokens } = await import('../../src/db/schema/index.ts');
    const a = await approvedUser(t.app);
    const b = await approvedUser(t.app);
    const token = 'fcm-device-token-0123456789';
    const save = (auth_: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/fcm/save-token',
        headers: auth(auth_),
        payload: { token },
      });
    expect((await save(a.token)).statusCode).toBe(200);
    expect((await save(b.token)).json()).toEqual({
      message: 'Uređaj je registrovan za obaveštenja.',
    });
    const rows = await t.app.db.select().from(pushTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: b.id, token, platform: 'web' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/fcm/save-token', payload: { token } }))
        .statusCode,
    ).toBe(401);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/fcm/save-token',
      headers: auth(a.token),
      payload: { token: 'x' },
    });
    expect(short.statusCode).toBe(400);
  });
});
