import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

describe('the built web app and uploads', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AutoBerza SPA</title>');
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app-123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
    t = await buildTestApp({ appDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for / and every client route', async () => {
    for (const url of ['/', '/cars?brand=1', '/car/abc', '/new-password/xyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('AutoBerza SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, and 404 for missing files', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/nope.js' })).statusCode).toBe(404);
  });

  it('sends the pre-compressed asset the client accepts, plain otherwise', async () => {
    const url = '/assets/app-123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves uploads from DATA_DIR/uploads and nothing outside it', async () => {
    await t.app.storage.put('users/x/photo-256.webp', Buffer.from('RIFF'), 'image/webp');
    const ok = await t.app.inject({ method: 'GET', url: '/uploads/users/x/photo-256.webp' });
    expect(ok.statusCode).toBe(200);
    const escape = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fjwt-secret' });
    expect([403, 404]).toContain(escape.statusCode);
    expect(escape.body).not.toContain(t.config.JWT_SECRET);
    const api = await t.app.inject({ method: 'POST', url: '/cars' });
    expect(api.statusCode).toBe(404);
  });
});
