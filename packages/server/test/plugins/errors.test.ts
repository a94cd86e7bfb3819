import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Nothing internal leaks: no stack frames, SQL, or English framework messages. */
function expectCleanError(body: string) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(['message']);
  expect(body).not.toMatch(
    /\bat .+:\d+:\d+|node_modules|select |insert |update |violates|Error:|stack/i,
  );
}

describe('error answers', () => {
  it('malformed JSON → 400 in Serbian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.rs", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Telo zahteva nije ispravan JSON.' });
    expectCleanError(res.body);
  });

  it('wrong types and unknown fields → 400 naming them', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.rs', password: 1234567 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: 'Lozinka je obavezna' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery',
      payload: { email: 'a@b.rs', isAdmin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Nepoznata polja u zahtevu: isAdmin.' });
    // The session is checked first (docs/decisions/031-guarded-routes.md), then the address.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/not-a-uuid' });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await approvedUser(t.app);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/user/not-a-uuid',
      headers: auth(token),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'Polje „Identifikator“ nije ispravan identifikator.' });
  });

  it('oversized body → 413, wrong content type → 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ana', email: 'ana@b.rs', message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Zahtev je prevelik.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: 'Format sadržaja zahteva nije podržan.' });
    expectCleanError(text.body);
  });

  it('unknown API path → 404 JSON; an unknown page → the SPA (here: the hint page)', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Tražena adresa ne postoji.' });
    const page = await t.app.inject({ method: 'GET', url: '/cars?brand=x' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('pnpm build');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('a failed query → 500 with a Serbian message, no SQL', async () => {
    // A query that fails on a reachable database (a lost database is a 503: database-down.test.ts).
    const broken = await buildTestApp();
    const user = await approvedUser(broken.app);
    await broken.app.db.execute(sql`alter table cities rename to cities_gone`);
    const res = await broken.app.inject({
      method: 'GET',
      url: '/api/city',
      headers: auth(user.token),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
    });
    expectCleanError(res.body);
    await broken.close();
  });
});

describe('security headers', () => {
  it('sends a CSP for the SPA and keeps CORS closed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS to the configured origins only', async () => {
    const open = await buildTestApp({ env: { CORS_ORIGINS: 'https://app.autoberza.rs' } });
    const ok = await open.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.autoberza.rs' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.autoberza.rs');
    const other = await open.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await open.close();
  });
});

describe('rate limits', () => {
  it('answer 429 in Serbian on login, register, recovery and contact', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    const requests: [string, object][] = [
      ['/api/user/login', { email: 'x@y.rs', password: 'Pogresna1' }],
      ['/api/user/register', { email: 'x@y.rs' }],
      ['/api/user/recovery', { email: 'x@y.rs' }],
      ['/api/contact', { name: 'Ana', email: 'x@y.rs', message: 'x' }],
    ];
    for (const [url, payload] of requests) {
      const attempt = () => limited.app.inject({ method: 'POST', url, payload });
      for (let i = 0; i < 2; i++) expect((await attempt()).statusCode, url).not.toBe(429);
      const res = await attempt();
      expect(res.statusCode, url).toBe(429);
      expect(res.json().message).toMatch(/^Previše pokušaja\. Pokušajte ponovo za \d+ s\.$/);
    }
    // Endpoints without a limit are not touched.
    for (let i = 0; i < 5; i++) {
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
    }
    await limited.close();
  });
});
