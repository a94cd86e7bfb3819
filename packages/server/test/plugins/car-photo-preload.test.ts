import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type CarJson } from '../routes/car/car-helpers.ts';
import { COMPRESS_FROM_BYTES } from '../../src/plugins/app/static.ts';
import { fakeAppDist } from './app-dist.ts';

const MIN20 = 20 * 60 * 1000;
const SIZES = '(min-width: 1024px) 800px, 100vw';

/**
 * A built app whose car detail route names the sizes of its first photo (vite.config.ts); with
 * `padding` files its page is over COMPRESS_FROM_BYTES, so it goes out compressed.
 */
const fakeDist = (padding = 150) =>
  fakeAppDist([
    {
      path: '/car/:id',
      files: [
        'assets/CarDetailPage-1.js',
        ...Array.from({ length: padding }, (_, i) => `assets/part-${i}.js`),
      ],
      carPhotoSizes: SIZES,
    },
  ]);

/** The page of a first visit to `url`, as a browser without compression would get it. */
async function page(t: TestApp, url: string, status = 200) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
  expect(res.statusCode).toBe(status);
  expect(res.body).toContain('CarDetailPage-1.js');
  return res.body;
}

const preloadOf = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];

describe("a car detail's first visit preloads the car's first photo (PUBLIC_BROWSING)", () => {
  let t: TestApp;
  let dist: string;
  let car: CarJson;
  let hidden: CarJson;
  beforeAll(async () => {
    dist = fakeDist();
    t = await buildTestApp({ appDist: dist, env: { PUBLIC_BROWSING: 'true' } });
    const seller = await approvedUser(t.app);
    const r = await refs(t.app, seller.token);
    car = await createCar(t.app, seller.token, r, { images: 3 });
    t.clock.advance(MIN20 + 1000);
    hidden = await createCar(t.app, seller.token, r, { images: 2 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('links the first photo with the srcset and sizes of the slider <img>, before </head>', async () => {
    const html = await page(t, `/car/${car._id}`);
    const link = preloadOf(html);
    expect(link).toBeDefined();
    const first = car.image[0]!;
    const srcset = [...first.widths]
      .sort((a, b) => a.width - b.width)
      .map((w) => `${w.url} ${w.width}w`)
      .join(', ');
    expect(link).toBe(
      `<link rel="preload" as="image" href="${first.url}" imagesrcset="${srcset}" imagesizes="${SIZES}" fetchpriority="high">`,
    );
    expect(html).toContain(`${link}</head>`);
    // Compressed answers carry it too.
    const br = await t.app.inject({
      method: 'GET',
      url: `/car/${car._id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`${link}</head>`);
    expect(br.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it("shows a change of the car's photos in the next visit", async () => {
    expect(preloadOf(await page(t, `/car/${car._id}`))).toContain(`href="${car.image[0]!.url}"`);
    // The dealer turns the order of the photos round (a write elsewhere, as another instance's).
    await t.app.db.execute(
      sql`update car_images set position = 4 - position where car_id = ${car._id}`,
    );
    expect(preloadOf(await page(t, `/car/${car._id}`))).toContain(`href="${car.image[2]!.url}"`);
    await t.app.db.execute(
      sql`update car_images set position = 4 - position where car_id = ${car._id}`,
    );
    expect(preloadOf(await page(t, `/car/${car._id}`))).toContain(`href="${car.image[0]!.url}"`);
  });

  it('names no photo of a car still under its embargo, an unknown car or a bad id', async () => {
    for (const url of [
      `/car/${hidden._id}`,
      '/car/00000000-0000-4000-8000-000000000000',
      '/car/not-a-uuid',
      `/car/${car._id}x`,
    ]) {
      // Visitors may not see them: the page answers 404 (page-heads.test.ts).
      expect(preloadOf(await page(t, url, 404)), url).toBeUndefined();
    }
  });

  it('the embargoed car gets its preload once everyone may see it', async () => {
    t.clock.advance(MIN20 + 1000);
    expect(preloadOf(await page(t, `/car/${hidden._id}`))).toContain(hidden.image[0]!.url);
  });
});

describe('without PUBLIC_BROWSING no page names a car photo', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await buildTestApp({ appDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves the detail page without a photo preload', async () => {
    const seller = await approvedUser(t.app);
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    t.clock.advance(MIN20 + 1000);
    expect(preloadOf(await page(t, `/car/${car._id}`))).toBeUndefined();
  });
});

describe('a small car page finished per request goes out uncompressed', () => {
  it('sends the shell with its photo link as it is, under COMPRESS_FROM_BYTES', async () => {
    const dist = fakeDist(0);
    const t = await buildTestApp({ appDist: dist, env: { PUBLIC_BROWSING: 'true' } });
    try {
      const seller = await approvedUser(t.app);
      const car = await createCar(t.app, seller.token, await refs(t.app, seller.token), {
        images: 1,
      });
      t.clock.advance(MIN20 + 1000);
      const res = await t.app.inject({
        method: 'GET',
        url: `/car/${car._id}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
      expect(preloadOf(res.body)).toBeDefined();
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
