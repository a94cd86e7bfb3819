import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RenderFirstScreen } from '../../src/lib/first-screen.ts';
import { RENDER_QUEUE } from '../../src/lib/rendered-pages.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { fakeAppDist } from './app-dist.ts';

/** Render slots of the test app (RENDER_THREADS): more than one, so the bound is what is tested. */
const RENDER_THREADS = 2;

/**
 * Visitors' rendered pages (decision 011): cached per URL while the data version and the next
 * embargo end hold, so a change shows in the next visitor's page; at most RENDER_THREADS
 * renders run and RENDER_QUEUE wait, the rest get the loading shell at once.
 */

const SHELL = '<div class="shell">Učitavanje...</div>';
const MIN = 60 * 1000;

let t: TestApp;
let dist: string;
let seller: { token: string };
let r: Refs;
let renders: string[];
let gate: Promise<void> | undefined;

/** As the app's list page: the newest cars a visitor sees, by price. */
const render: RenderFirstScreen = async (url, fetchFn) => {
  renders.push(url);
  if (gate) await gate;
  const res = await fetchFn('http://autoberza.internal/api/car?limit=100');
  const list = (await res.json()) as { docs: { price: number; status: string }[] };
  return {
    html: `<main>${list.docs.map((car) => `${car.price} ${car.status}`).join(',') || 'none'}</main>`,
    state: '{}',
  };
};

beforeAll(async () => {
  dist = fakeAppDist([{ path: '/cars', files: [] }]);
  t = await buildTestApp({
    appDist: dist,
    env: { PUBLIC_BROWSING: 'true', RENDER_THREADS: String(RENDER_THREADS) },
    renderFirstScreen: render,
  });
  seller = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
beforeEach(() => {
  renders = [];
  gate = undefined;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const visit = (url = '/cars') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
const main = (body: string) => /<main>(.*?)<\/main>/.exec(body)?.[1];

describe('rendered pages', () => {
  it('renders a URL once; a change made through the API shows in the next visit', async () => {
    const car = await createCar(t.app, seller.token, r, { overrides: { price: '7100' } });
    t.clock.advance(21 * MIN);
    expect(main((await visit()).body)).toBe('7100 active');
    expect(main((await visit()).body)).toBe('7100 active');
    expect(renders).toEqual(['/cars']);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      payload: { status: 'sold' },
      headers: auth(seller.token),
    });
    expect(res.statusCode).toBe(200);
    expect(main((await visit('/cars')).body)).toBe('7100 sold');
    expect(renders).toHaveLength(2);
    // Another URL is another page.
    await visit('/cars?page=1');
    expect(renders).toHaveLength(3);
  });

  it("a listing past its embargo shows in the next visitor's page without any write", async () => {
    await createCar(t.app, seller.token, r, { overrides: { price: '8200' } });
    const before = main((await visit('/cars?embargo')).body);
    expect(before).not.toContain('8200');
    expect(main((await visit('/cars?embargo')).body)).toBe(before);
    expect(renders).toHaveLength(1);
    t.clock.advance(21 * MIN);
    expect(main((await visit('/cars?embargo')).body)).toContain('8200');
    expect(renders).toHaveLength(2);
  });

  it('runs a bounded number of renders; past the queue a visitor gets the shell at once', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const extra = 3;
    const pages = Array.from(
      { length: RENDER_THREADS + RENDER_QUEUE + extra },
      (_, i) => `/cars?crowd=${i}`,
    );
    let answered = 0;
    const answers = pages.map((url) =>
      visit(url).then((res) => {
        answered += 1;
        return res;
      }),
    );
    await expect.poll(() => renders.length).toBe(RENDER_THREADS);
    // While the renders are held, the visitors past the queue are answered (with the shell), and
    // nobody else: each request has taken its place before the renders may end.
    await expect.poll(() => answered).toBe(extra);
    // Until the renders end, the API answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(answered).toBe(extra);
    open();
    const bodies = (await Promise.all(answers)).map((res) => res.body);
    expect(bodies.filter((body) => body.includes(SHELL))).toHaveLength(extra);
    expect(renders).toHaveLength(RENDER_THREADS + RENDER_QUEUE);
  });
});
