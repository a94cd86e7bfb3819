import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolRenderer, type Renderer } from '../../src/lib/render-pool.ts';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../src/plugins/app/static.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { fakeAppDist } from '../plugins/app-dist.ts';

/**
 * A stand-in for the app's server build: `/spin` renders forever (a runaway render), every other
 * URL asks the API for its health and a missing car, as the app asks for data.
 */
const ENTRY = `
export async function renderFirstScreen(url, fetchFn) {
  if (url.startsWith('/spin')) {
    // Tells the server it started, then never ends.
    await fetchFn('http://autoberza.internal/api/health?spinning');
    for (;;) {}
  }
  const health = await fetchFn('http://autoberza.internal/api/health');
  const missing = await fetchFn('http://autoberza.internal/api/car/00000000-0000-4000-8000-000000000000');
  const body = await health.json();
  return { html: '<main>' + url + ' ' + health.status + ' ' + body.status + ' ' + missing.status + '</main>', state: '{}' };
}
`;

/** Resolves when a render thread's `/spin` render asks this server for its health. */
function spinStarted(t: TestApp): Promise<void> {
  const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => unknown;
  return new Promise((resolve) => {
    const spy = vi.spyOn(t.app, 'inject').mockImplementation(((options: InjectOptions) => {
      if (String(options.url).includes('spinning')) {
        spy.mockRestore();
        resolve();
      }
      return inject(options);
    }) as typeof t.app.inject);
  });
}

/** How long the API takes to answer its health check. */
async function healthTime(t: TestApp) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
}

describe('the render pool', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'autoberza-ssr-'));
  let t: TestApp;
  let pool: Renderer;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'entry-server.js'), ENTRY);
    t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
    pool = (await poolRenderer(t.app, path.join(dir, 'entry-server.js'), 2)) as Renderer;
  });
  afterAll(async () => {
    await pool?.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is null for a build that is missing or has no renderer', async () => {
    expect(await poolRenderer(t.app, path.join(dir, 'missing.js'), 1)).toBeNull();
    writeFileSync(path.join(dir, 'other.js'), 'export const x = 1;');
    expect(await poolRenderer(t.app, path.join(dir, 'other.js'), 1)).toBeNull();
  });

  it("renders in a thread, its API requests answered by this server's routes", async () => {
    const first = await pool.render('/cars', '203.0.113.9', new AbortController().signal);
    expect(first).toEqual({ html: '<main>/cars 200 ok 404</main>', state: '{}' });
  });

  it('stops a runaway render when its signal fires; the API answers meanwhile', async () => {
    const stop = new AbortController();
    const started = spinStarted(t);
    const running = pool.render('/spin', '203.0.113.9', stop.signal);
    running.catch(() => {});
    await started;
    // The thread spins; this event loop does not.
    expect(await healthTime(t)).toBeLessThan(500);
    const aborted = performance.now();
    stop.abort();
    await expect(running).rejects.toThrow();
    expect(performance.now() - aborted).toBeLessThan(1000);
    // A new thread takes the ended one's place.
    const next = await pool.render('/cars?p=2', '203.0.113.9', new AbortController().signal);
    expect(next?.html).toBe('<main>/cars?p=2 200 ok 404</main>');
  });
});

describe('rendered pages from the render threads (PUBLIC_BROWSING)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeAppDist(
      [
        { path: '/cars', files: [] },
        { path: '/spin', files: [] },
      ],
      ENTRY,
    );
    t = await buildTestApp({ appDist: dist, env: { PUBLIC_BROWSING: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it("puts the app's server build's first screen into the page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cars' });
    expect(res.body).toContain('<div id="root"><main>/cars 200 ok 404</main></div>');
  });

  it('a render that never ends leaves /api/health fast and its page goes out with the shell', async () => {
    const started = performance.now();
    const spinning = spinStarted(t);
    const page = t.app.inject({ method: 'GET', url: '/spin' });
    await spinning;
    expect(await healthTime(t)).toBeLessThan(500);
    const res = await page;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Učitavanje...');
    expect(performance.now() - started).toBeLessThan(FIRST_SCREEN_TIMEOUT_MS + 1500);
    // Its slot and thread were freed: the next page renders.
    const next = await t.app.inject({ method: 'GET', url: '/cars?after=spin' });
    expect(next.body).toContain('<main>/cars?after=spin 200 ok 404</main>');
  });
});

describe('a build the server cannot use', () => {
  /** This process's threads (Linux): a render thread left running counts one more. */
  const threads = () => readdirSync('/proc/self/task').length;

  it('stops the start, and its render threads with it', async () => {
    // Whatever threads an app start makes once (libuv's pool, the password hasher) exist now.
    await (await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } })).close();
    const before = threads();
    const dist = fakeAppDist([{ path: '/cars', files: [] }], ENTRY);
    // The build lost the element its pages are rendered into.
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/i.js"></script></head><body></body></html>',
    );
    try {
      await expect(
        buildTestApp({ appDist: dist, env: { PUBLIC_BROWSING: 'true' } }),
      ).rejects.toThrow('no <div id="root">');
      // At most as many as before: files share this process (vitest.config.ts, isolate: false),
      // and an earlier file's app may still be ending threads of its own meanwhile.
      await expect.poll(threads, { timeout: 5000 }).toBeLessThanOrEqual(before);
    } finally {
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});
