import { expect, test } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import {
  PNG,
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signIn,
} from './fixtures';

// With PUBLIC_BROWSING (docs/product.md, “Public browsing”): visitors browse cars, and a public
// page comes with its first screen rendered on the server (the app's server build); the browser
// takes that page over (hydration) with the API answers it was rendered from. A second e2e server
// runs this setting (global-setup).
const PUBLIC = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
test.use({ baseURL: PUBLIC });

const stamp = Date.now();
const seller = {
  firstName: 'Petar',
  lastName: 'Javni',
  phone: '063 555 1234',
  email: `petar.${stamp}@autoberza.test`,
  password: 'Javno2024Oglas',
};

test("a visitor's car page comes rendered, and the app takes it over without asking again", async ({
  page,
  browser,
  request,
}) => {
  const auth = await approvedUser(request, page, seller);
  const { brand, model } = await brandAndModel(request, auth, 1);
  const id = await postAdvertViaApi(
    request,
    auth,
    { brand: brand._id, model: model._id, label: 'Javni oglas', price: 9900, yearProduction: 2015 },
    [PNG, PNG],
  );
  // Visitors see it once its 20 minutes are over.
  await setServerClockOffset(request, 21 * 60 * 1000);
  const heading = `${brand.name} ${model.name}`;

  // Without JavaScript the page is there: heading, price, photos, the seller's contact.
  const noScript = await browser.newContext({ baseURL: PUBLIC, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  // A cold server's first render may outlast its 2 s (FIRST_SCREEN_TIMEOUT_MS): that visitor gets
  // the loading shell and the render finishes for the next one. Asked again until rendered.
  await expect(async () => {
    await bare.goto(`/car/${id}`);
    await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  // (The phone's call bar repeats the price; at this width it is hidden.)
  await expect(bare.getByText('9.900 €').first()).toBeVisible();
  await expect(bare.getByRole('img', { name: `Fotografija 1 od 2 – ${heading}` })).toBeVisible();
  // The number shows after "Prikaži broj" (counted for the seller); the phones' call bar dials
  // without JavaScript too.
  await expect(bare.getByRole('button', { name: 'Prikaži broj' }).first()).toBeVisible();
  await expect(bare.locator('a[href="tel:0635551234"]')).toHaveCount(1);
  await bare.goto(paths.cars);
  await expect(bare.getByRole('link', { name: 'Detalji' })).toHaveAttribute('href', `/car/${id}`);
  await noScript.close();

  // With JavaScript: the app hydrates the same page, asks the API for none of its answers again,
  // reports no mismatch, and the page works (the slider's dots move it).
  const visitor = await browser.newContext({ baseURL: PUBLIC });
  const live = await visitor.newPage();
  const problems: string[] = [];
  live.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  live.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  live.on('request', (req) => {
    if (req.url().includes('/api/')) asked.push(new URL(req.url()).pathname);
  });
  // The server's heading element, kept before any script of the page runs: hydrated, not replaced.
  await live.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const kept = window as unknown as { serverHeading?: Element | null };
      kept.serverHeading ??= document.querySelector('h1');
    });
  });
  await live.goto(`/car/${id}`);
  await expect(live.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const second = live.getByRole('button', { name: 'Slika 2 od 2' });
  await expect(async () => {
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 1000 });
  }).toPass();
  // The dot worked, so the app is running: the heading is still the server's element.
  expect(
    await live.evaluate(() => {
      const kept = window as unknown as { serverHeading?: Element | null };
      return Boolean(kept.serverHeading) && kept.serverHeading === document.querySelector('h1');
    }),
  ).toBe(true);
  await live.getByRole('link', { name: 'Kompletna ponuda' }).click();
  await expect(
    live.getByRole('heading', { level: 1, name: `${seller.firstName} ${seller.lastName}` }),
  ).toBeVisible();
  expect(asked).not.toContain(`/api/car/${id}`);
  expect(problems).toEqual([]);
  await live.goBack();
  await expect(live.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The app's code was asked for once the page had loaded (its photos in), not beside them.
  await live.reload();
  await expect(live.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const timingOf = () =>
    live.evaluate(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      return { loadEventStart: loaded.loadEventStart, codeStarts: code.map((c) => c.startTime) };
    });
  // The heading is the server's: on a slow machine the code may not be asked for yet.
  await expect.poll(async () => (await timingOf()).codeStarts.length, { timeout: 15_000 }).toBe(1);
  const timing = await timingOf();
  expect(timing.codeStarts).toHaveLength(1);
  expect(timing.codeStarts[0]).toBeGreaterThanOrEqual(timing.loadEventStart);
  await visitor.close();

  // Photos that do not arrive hold the load event back: the reader's first touch starts the app,
  // and without one it starts after 3 s.
  const slow = await browser.newContext({ baseURL: PUBLIC });
  await slow.route('**/uploads/**', () => {}); // never answered
  const touched = await slow.newPage();
  const codeAsked = (p: typeof touched) =>
    p.waitForRequest((req) => /\/assets\/index-[\w-]+\.js$/.test(req.url()), { timeout: 2000 });
  await touched.goto(`/car/${id}`, { waitUntil: 'domcontentloaded' });
  await expect(touched.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const started = codeAsked(touched);
  await touched.getByRole('heading', { level: 1 }).click();
  await started;
  const dot = touched.getByRole('button', { name: 'Slika 2 od 2' });
  await expect(async () => {
    await dot.click();
    await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 1000 });
  }).toPass();
  await slow.close();
  // A fresh browser (nothing cached), again without photos and this time without a touch.
  const untouched = await browser.newContext({ baseURL: PUBLIC });
  await untouched.route('**/uploads/**', () => {});
  const waited = await untouched.newPage();
  const openedAt = Date.now();
  await waited.goto(`/car/${id}`, { waitUntil: 'domcontentloaded' });
  await waited.waitForRequest((req) => /\/assets\/index-[\w-]+\.js$/.test(req.url()), {
    timeout: 10_000,
  });
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(2500);
  await untouched.close();

  // A visitor's rendered page comes without COOP (the fresh renderer process it would cost delays
  // the first paint); signing in on it loads the page again, so the session runs in a page that
  // came with COOP.
  const guest = await browser.newContext({ baseURL: PUBLIC });
  const door = await guest.newPage();
  const visitorPage = await door.goto(paths.cars);
  expect(await visitorPage!.headerValue('cross-origin-opener-policy')).toBeNull();
  const loginLink = door.getByRole('link', { name: 'Prijava' });
  await door.keyboard.press('Shift'); // the app starts at the first key
  await door.waitForFunction(() => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Prijava');
    return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactFiber')));
  });
  await loginLink.click();
  await door.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(seller.email);
  await door.getByLabel('Lozinka', { exact: true }).fill(seller.password);
  const reloaded = door.waitForResponse((res) => res.request().isNavigationRequest());
  await door.getByRole('button', { name: 'Prijavi se' }).click();
  expect(await (await reloaded).headerValue('cross-origin-opener-policy')).toBe('same-origin');
  // Signed in, back on the page "Prijava" was pressed on.
  await expect(door).toHaveURL((url) => url.pathname === paths.cars);
  await expect(door.getByRole('link', { name: 'Prijava' })).toHaveCount(0);
  await guest.close();

  // A signed-in browser gets the loading shell, and the app renders the reader's own page.
  await signIn(page, seller.email, seller.password);
  const response = await page.goto(`/car/${id}`);
  const html = await response!.text();
  expect(html).not.toContain('first-screen-state');
  expect(html).toContain('role="progressbar"');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prijava' })).toHaveCount(0);
});

test('on a phone, "Pozovi" stays on screen at the bottom, beside the price, to the page\'s end', async ({
  page,
  browser,
  request,
}) => {
  const auth = await approvedUser(request, page, {
    ...seller,
    email: `pozovi.${stamp}@autoberza.test`,
    phone: '+381 69 581 1223',
  });
  const { brand, model } = await brandAndModel(request, auth, 2);
  const id = await postAdvertViaApi(
    request,
    auth,
    {
      brand: brand._id,
      model: model._id,
      label: 'Oglas za poziv',
      price: 7900,
      yearProduction: 2016,
      description: 'Dug opis.\n'.repeat(80),
    },
    [PNG],
  );
  // The first test moved the server's clock 21 minutes on; this advert needs 21 more.
  await setServerClockOffset(request, 45 * 60 * 1000);
  const phone = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 390, height: 844 },
  });
  const visitor = await phone.newPage();
  await visitor.goto(`/car/${id}`);
  const call = visitor.getByRole('link', { name: 'Pozovi prodavca' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+381695811223');
  // Year, mileage and fuel come right after the price, before the description and the stated
  // details (docs/product.md, “Car detail”): what a trader reads first.
  const general = (await visitor.getByRole('region', { name: 'Opšte informacije' }).boundingBox())!;
  const description = (await visitor.getByRole('heading', { name: 'Opis' }).boundingBox())!;
  expect(general.y + general.height).toBeLessThan(description.y);
  // It stays on screen at the bottom, under no header, however far the reader scrolls...
  await expect(call).toBeInViewport();
  await visitor.mouse.wheel(0, 2400);
  await expect(visitor.getByRole('heading', { name: 'Opis' })).not.toBeInViewport();
  await expect(call).toBeInViewport();
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(visitor.getByRole('contentinfo')).toBeInViewport();
  await expect(call).toBeInViewport();
  const bar = (await call.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(844);
  const header = (await visitor.getByRole('banner').boundingBox())!;
  expect(bar.y).toBeGreaterThan(header.y + header.height);
  // ...the price beside it, and the page's end is not hidden under it.
  await expect(visitor.locator('[data-call-bar]')).toContainText('7.900');
  const footerEnd = await visitor
    .getByRole('contentinfo')
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(bar.y);
  await phone.close();
});

test('on a phone the filters open in a sheet from "Filteri (n)"; on a desktop they are a column', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  await page.goto(paths.cars);
  await expect(page.getByRole('complementary', { name: 'Filteri' })).toBeHidden();
  // The rendered page's app starts at the first interaction: a click before it has hydrated the
  // button does nothing, so click until it opens.
  const sheet = page.getByRole('dialog', { name: 'Filteri' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Filteri (0)' }).click();
    await expect(sheet).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filteri (0)' })).toBeFocused();
  await phone.close();

  const desk = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 1280, height: 900 },
  });
  const wide = await desk.newPage();
  await wide.goto(paths.cars);
  await expect(wide.getByRole('complementary', { name: 'Filteri' })).toBeVisible();
  await expect(wide.getByRole('button', { name: /^Filteri/ })).toBeHidden();
  await desk.close();
});

test('a shared advert previews with its photo and price; an unknown one is a Serbian 404', async ({
  page,
  browser,
  request,
}) => {
  const owner = {
    ...seller,
    firstName: 'Sava',
    email: `sava.${stamp}@autoberza.test`,
  };
  const auth = await approvedUser(request, page, owner);
  const { brand, model } = await brandAndModel(request, auth, 2);
  const clock = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
  const vin = 'WVWZZZ1JZXW123456';
  const id = await postAdvertViaApi(
    request,
    auth,
    {
      brand: brand._id,
      model: model._id,
      label: 'Deljeni oglas',
      price: 25990,
      yearProduction: 2025,
      transmission: 'Manuelni 5 brzine',
      chassisNumber: vin,
    },
    [PNG, PNG],
  );
  // The owner's browser is signed in (it gets its own page); a visitor's is not.
  const context = await browser.newContext({ baseURL: PUBLIC });
  const visitor = await context.newPage();
  // In its 20 minutes a visitor has no such advert: 404, and the page says so in Serbian.
  const early = await visitor.goto(`/car/${id}`);
  expect(early?.status()).toBe(404);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
  ).toBeVisible();
  await setServerClockOffset(request, clock.offsetMs + 21 * 60 * 1000);

  const title = `${brand.name} ${model.name} 2025, 25.990\u00a0€ | AutoBerza`;
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    // What a link preview reads: the HTML as sent, before any script.
    const sent = await request.get(`/car/${id}`);
    expect(sent.status()).toBe(200);
    const html = await sent.text();
    expect(html).not.toContain(vin);
    const response = await visitor.goto(`/car/${id}`);
    expect(response?.status()).toBe(200);
    await expect(visitor).toHaveTitle(title);
    const meta = (property: string) =>
      visitor
        .locator(`meta[property="${property}"], meta[name="${property}"]`)
        .getAttribute('content');
    expect(await meta('og:title')).toBe(title);
    expect(await meta('og:image')).toMatch(new RegExp(`^${PUBLIC}/uploads/cars/${id}/`));
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(await meta('description')).toContain('manuelni menjač, 5 brzina');
    expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${PUBLIC}/car/${id}`,
    );
    const ld = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; offers: { price: number; priceCurrency: string } };
    expect(ld['@type']).toBe('Car');
    expect(ld.offers).toMatchObject({ price: 25990, priceCurrency: 'EUR' });
    // The gearbox reads as Serbian on the page too; the chassis number is not for visitors.
    await expect(visitor.getByText('Manuelni, 5 brzina').first()).toBeVisible();
    await expect(visitor.getByText(vin)).toHaveCount(0);
  }

  // The sitemap lists it, robots.txt names the sitemap.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${PUBLIC}/car/${id}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(
    `Sitemap: ${PUBLIC}/sitemap.xml`,
  );

  const missing = await visitor.goto('/car/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
  ).toBeVisible();
  await context.close();
});
