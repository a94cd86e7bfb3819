import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_LOADER,
  FIRST_SCREEN_STATE_ID,
  appAfterLoad,
  hasSessionHint,
  scriptSafeJson,
  withFirstScreen,
} from '../../src/lib/first-screen.ts';
import type { RenderFirstScreen } from '../../src/lib/first-screen.ts';
import { eq } from 'drizzle-orm';
import { cars } from '../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type CarJson } from '../routes/car/car-helpers.ts';
import { fakeAppDist } from './app-dist.ts';

const SHELL = '<div class="shell">Učitavanje...</div>';
const stateOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];

describe('withFirstScreen', () => {
  const page = `<!doctype html><html><head></head><body><div id="root">${SHELL}</div></body></html>`;

  it('puts the first screen into #root in place of the shell, its answers beside it', () => {
    const html = withFirstScreen(page, { html: '<main>Golf 7</main>', state: '{"a":1}' });
    expect(html).toBe(
      '<!doctype html><html><head></head><body><div id="root"><main>Golf 7</main></div>' +
        `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{"a":1}</script></body></html>`,
    );
  });

  it('keeps a JSON text from closing the data block or opening a comment', () => {
    const state = JSON.stringify({
      description: '</script><script>alert(1)</script><!-- & \u2028',
    });
    const html = withFirstScreen(page, { html: '', state })!;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(stateOf(html)!)).toEqual(JSON.parse(state));
    expect(scriptSafeJson('"<>&"')).toBe('"\\u003c\\u003e\\u0026"');
  });

  it("starts the page's code once the page has loaded: the loader in place of the module script, no modulepreloads", () => {
    const withScripts =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/Car-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/ui-1.js"></head>' +
      `<body><div id="root">${SHELL}</div></body></html>`;
    const html = withFirstScreen(withScripts, { html: '<main></main>', state: '{}' })!;
    expect(html).toContain(
      `<head><script defer src="${APP_LOADER}" data-entry="/assets/index-1.js"></script>` +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // A page without the build's module script is left as it is.
    const bare = `<html><head></head><body><div id="root">${SHELL}</div></body></html>`;
    expect(appAfterLoad(bare)).toBe(bare);
  });

  it('gives null for a page without #root', () => {
    expect(withFirstScreen('<html><body></body></html>', { html: 'x', state: '{}' })).toBeNull();
  });
});

describe('hasSessionHint', () => {
  it('finds the signed-in cookie among others, and only with the value 1', () => {
    expect(hasSessionHint('a=b; autoberza_session=1; c=d')).toBe(true);
    expect(hasSessionHint('autoberza_session=1')).toBe(true);
    expect(hasSessionHint('autoberza_session=')).toBe(false);
    expect(hasSessionHint('x_autoberza_session=1')).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });
});

describe('public pages come with their first screen (PUBLIC_BROWSING)', () => {
  let t: TestApp;
  let dist: string;
  let calls: string[];
  let behaviour: 'render' | 'none' | 'throw' | 'slow';
  const releases: (() => void)[] = [];
  /** A renderer that asks the API for the health check and the brands, as the app would. */
  const render: RenderFirstScreen = async (url, fetchFn) => {
    calls.push(url);
    if (behaviour === 'none') return null;
    if (behaviour === 'throw') throw new Error('render failed');
    // Slow: still rendering when the server's timeout answers; the test lets it end after.
    if (behaviour === 'slow') await new Promise<void>((release) => releases.push(release));
    const health = await fetchFn('http://autoberza.internal/api/health');
    const missing = await fetchFn(
      'http://autoberza.internal/api/car/00000000-0000-4000-8000-000000000000',
    );
    const body = (await health.json()) as { status: string };
    return {
      html: `<main>${url} ${health.status} ${body.status} ${missing.status}</main>`,
      state: JSON.stringify({ url }),
    };
  };

  beforeAll(async () => {
    dist = fakeAppDist([
      { path: '/cars', files: ['assets/CarListPage-1.js'] },
      { path: '/login', files: [] },
    ]);
    t = await buildTestApp({
      appDist: dist,
      env: { PUBLIC_BROWSING: 'true' },
      renderFirstScreen: render,
    });
  });
  beforeEach(() => {
    calls = [];
    behaviour = 'render';
    // Each check renders afresh (the cache has tests of its own below).
    t.app.renderedPages!.clear();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });

  it("renders the page's first screen into #root, with its answers and the app's loader", async () => {
    const res = await get('/cars?brand=b1&page=2');
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual(['/cars?brand=b1&page=2']);
    // The renderer reached the API in process: the health check answered, an unknown car 404.
    expect(res.body).toContain(
      '<div id="root"><main>/cars?brand=b1&page=2 200 ok 404</main></div>',
    );
    expect(res.body).not.toContain('Učitavanje');
    expect(JSON.parse(stateOf(res.body)!)).toEqual({ url: '/cars?brand=b1&page=2' });
    expect(res.body).toContain(
      `<script defer src="${APP_LOADER}" data-entry="/assets/index-1.js"></script>`,
    );
    expect(res.body).not.toContain('CarListPage-1.js');
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends a visitor's rendered page without COOP, every other page with it", async () => {
    const visitor = await get('/cars');
    expect(stateOf(visitor.body)).toBeDefined();
    expect(visitor.headers['cross-origin-opener-policy']).toBeUndefined();
    // The rest of the security headers stay.
    expect(visitor.headers['content-security-policy']).toContain("default-src 'self'");
    expect(visitor.headers['x-frame-options']).toBe('SAMEORIGIN');
    const signedIn = await get('/cars', { cookie: 'autoberza_session=1' });
    const head = await t.app.inject({ method: 'HEAD', url: '/cars' });
    behaviour = 'none';
    const notRendered = await get('/cars?not-rendered');
    for (const res of [signedIn, head, notRendered]) {
      expect(stateOf(res.body)).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('sends it compressed to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cars',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<main>/cars 200 ok 404</main>',
    );
  });

  it('gives a signed-in browser (the cookie hint) the loading shell, without rendering', async () => {
    const res = await get('/cars', { cookie: 'theme=x; autoberza_session=1' });
    expect(calls).toEqual([]);
    expect(res.body).toContain(SHELL);
    expect(stateOf(res.body)).toBeUndefined();
  });

  it('renders nothing for a HEAD request', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/cars' });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([]);
  });

  it('sends the shell where the app renders nothing, the render fails or takes too long', async () => {
    for (const mode of ['none', 'throw', 'slow'] as const) {
      behaviour = mode;
      const res = await get(`/cars?${mode}`);
      expect(res.statusCode, mode).toBe(200);
      expect(res.body, mode).toContain(SHELL);
      expect(stateOf(res.body), mode).toBeUndefined();
    }
    expect(calls).toHaveLength(3);
    // The slow render was answered without while it still ran.
    expect(releases).toHaveLength(1);
    for (const release of releases.splice(0)) release();
  });
});

describe('without PUBLIC_BROWSING no page is rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  const calls: string[] = [];
  beforeAll(async () => {
    dist = fakeAppDist([{ path: '/cars', files: [] }]);
    t = await buildTestApp({
      appDist: dist,
      renderFirstScreen: async (url) => {
        calls.push(url);
        return { html: 'rendered', state: '{}' };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the shell', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cars',
      headers: { 'accept-encoding': '' },
    });
    expect(res.body).toContain(SHELL);
    expect(calls).toEqual([]);
    // The shell is in the reader's script all the same (its <html lang>, page-script.test.ts).
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });
});

describe("a rendered car page counts each visitor's view (the API sees the visitor's address)", () => {
  let t: TestApp;
  let dist: string;
  let car: CarJson;
  beforeAll(async () => {
    // As the app's build lists the car page: with the sizes of its first photo.
    dist = fakeAppDist([{ path: '/car/:id', files: [], carPhotoSizes: '100vw' }]);
    t = await buildTestApp({
      appDist: dist,
      env: { PUBLIC_BROWSING: 'true' },
      // As the app's renderer does: the car page asks for its car.
      renderFirstScreen: async (url, fetchFn) => {
        const res = await fetchFn(`http://autoberza.internal/api${url}`);
        return { html: `<main>${res.status}</main>`, state: '{}' };
      },
    });
    const seller = await approvedUser(t.app);
    car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    t.clock.advance(21 * 60 * 1000);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const views = async () => {
    await t.app.views.flush();
    const [row] = await t.app.db
      .select({ views: cars.viewsCount })
      .from(cars)
      .where(eq(cars.id, car._id));
    return row?.views;
  };

  it('two visitors count two views, one visitor twice in an hour one', async () => {
    const visit = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/car/${car._id}`, remoteAddress });
    expect((await visit('203.0.113.7')).body).toContain('<main>200</main>');
    await visit('203.0.113.7');
    await visit('198.51.100.23');
    expect(await views()).toBe(2);
    // The page came from the cache for the second visitor: the view counted all the same.
    expect(t.app.renderedPages!.stats.hits).toBeGreaterThan(0);
  });
});
