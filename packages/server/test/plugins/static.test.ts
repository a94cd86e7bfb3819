import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesRoute } from '../../src/plugins/app/static.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { fakeAppDist } from './app-dist.ts';

describe('the built web app and uploads', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>AutoBerza SPA</title></head><body><div id="root"></div></body></html>',
    );
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
    for (const url of ['/', '/cars?brand=1', '/car/abc', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('AutoBerza SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps no copy of a page whose address carries a secret', async () => {
    for (const url of [
      '/saved-searches/unsubscribe?ids=1&iat=2&token=potpis',
      '/adverts/renew?car=1&iat=2&token=potpis',
      '/new-password/tajni-token',
      '/verify-email/tajni-token',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an unknown address with the app page (its 404 screen) and status 404', async () => {
    for (const url of ['/nepostojeca-strana', '/car/abc/vise', '/user/nesto', '/cars/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('AutoBerza SPA');
    }
    for (const url of [
      '/login',
      '/admin/users',
      '/user/favourites',
      '/saved-searches/unsubscribe',
      '/adverts/renew',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it("tells the app the server's PUBLIC_BROWSING and SUPPORT_EMAIL in every page, compressed or not", async () => {
    const meta =
      '<meta name="autoberza:public-browsing" content="false">' +
      '<meta name="autoberza:support-email" content="operator@test.autoberza.rs">';
    for (const encoding of ['', 'gzip', 'br']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/cars',
        headers: { 'accept-encoding': encoding },
      });
      const body =
        encoding === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : encoding === 'br'
            ? brotliDecompressSync(res.rawPayload).toString()
            : res.body;
      expect(body, encoding).toContain(meta);
    }
    // The file itself (without the setting) is not served.
    const raw = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('AutoBerza SPA');
    const open = await buildTestApp({
      appDist: dist,
      env: {
        PUBLIC_BROWSING: 'true',
      },
    });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/terms-of-use' });
      expect(res.body).toContain('<meta name="autoberza:public-browsing" content="true">');
    } finally {
      await open.close();
    }
  });

  it('refuses to start with a build whose index.html it cannot read', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
    writeFileSync(path.join(broken, 'index.html'), '<!doctype html><title>No head end</title>');
    try {
      await expect(buildTestApp({ appDist: broken })).rejects.toThrow('</head>');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('refuses to start with a build that lost the element its pages are rendered into', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
    writeFileSync(
      path.join(broken, 'index.html'),
      '<!doctype html><html><head><title>AutoBerza</title></head><body><main id="app"></main></body></html>',
    );
    try {
      await expect(buildTestApp({ appDist: broken })).rejects.toThrow('no <div id="root">');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('refuses to render pages from a build whose entry script it cannot find', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
    writeFileSync(
      path.join(broken, 'index.html'),
      '<!doctype html><html><head><script src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    const renderFirstScreen = async () => ({ html: '<h1>Auto</h1>', state: '{}' });
    try {
      await expect(
        buildTestApp({ appDist: broken, renderFirstScreen, env: { PUBLIC_BROWSING: 'true' } }),
      ).rejects.toThrow("the app's entry");
      // Without rendered pages the entry script is not spliced: the same build serves.
      const plain = await buildTestApp({ appDist: broken });
      await plain.close();
    } finally {
      rmSync(broken, { recursive: true, force: true });
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

describe('a first visit preloads its screen (route-preloads.json of the app build)', () => {
  let t: TestApp;
  let dist: string;
  const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
  beforeAll(async () => {
    dist = fakeAppDist([
      { path: '/car/:id', files: ['assets/CarDetailPage-1.js', 'assets/api-2.js'] },
      { path: '/admin/*', files: ['assets/AdminPage-3.js'] },
      { path: '/', files: ['assets/HomePage-4.js', '../../etc/passwd'] },
    ]);
    t = await buildTestApp({ appDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('matches paths like the app router: a segment per :param, the rest for *', () => {
    expect(matchesRoute('/car/:id', '/car/42')).toBe(true);
    expect(matchesRoute('/car/:id', '/car/%E0%A4%A')).toBe(false);
    expect(matchesRoute('/car/:id', '/car')).toBe(false);
    expect(matchesRoute('/car/:id', '/car/42/x')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin')).toBe(true);
    expect(matchesRoute('/admin/*', '/admin/users')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/cars')).toBe(false);
  });

  it('puts a modulepreload link per file into the page, compressed as the client accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/car/abc?x=1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toContain('text/html');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain(`${link('assets/CarDetailPage-1.js')}${link('assets/api-2.js')}</head>`);
    expect(html).toContain('AutoBerza SPA');

    const gz = await t.app.inject({
      method: 'GET',
      url: '/admin/users',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain(link('assets/AdminPage-3.js'));
  });

  it('honours q-values: an encoding with q=0 is refused', async () => {
    const page = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/car/abc',
        headers: { 'accept-encoding': acceptEncoding },
      });
    expect((await page('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await page('gzip;q=0.4, br;q=0.2')).headers['content-encoding']).toBe('gzip');
    const none = await page('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toContain('AutoBerza SPA');
  });

  it('links only build assets, and leaves other pages as they are', async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': '' },
    });
    expect(home.body).toContain(link('assets/HomePage-4.js'));
    expect(home.body).not.toContain('passwd');
    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).not.toContain('modulepreload');
  });
});

describe('API answers are compressed for clients that accept it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a large JSON answer with brotli or gzip, and plain without accept-encoding', async () => {
    const url = '/api/docs/json';
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
