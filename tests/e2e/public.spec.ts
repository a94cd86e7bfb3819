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
  password: 'Javno2024',
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
  await bare.goto(`/car/${id}`);
  await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(bare.getByText('9.900 €')).toBeVisible();
  await expect(bare.getByRole('img', { name: `Fotografija 1 od 2 – ${heading}` })).toBeVisible();
  await expect(bare.getByRole('link', { name: '063 555 1234', exact: true })).toHaveAttribute(
    'href',
    'tel:0635551234',
  );
  await expect(bare.getByRole('link', { name: 'Pozovi 063 555 1234' })).toHaveAttribute(
    'href',
    'tel:0635551234',
  );
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
    live.getByRole('heading', { name: `Sva vozila od ${seller.firstName} ${seller.lastName}` }),
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
  await door.getByRole('textbox', { name: 'Email', exact: true }).fill(seller.email);
  await door.getByLabel('Lozinka', { exact: true }).fill(seller.password);
  const reloaded = door.waitForResponse((res) => res.request().isNavigationRequest());
  await door.getByRole('button', { name: 'Prijavi se' }).click();
  expect(await (await reloaded).headerValue('cross-origin-opener-policy')).toBe('same-origin');
  await expect(door).toHaveURL((url) => url.pathname === paths.root);
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

test('on a phone, "Pozovi" follows the price and stays on screen while the advert scrolls', async ({
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
  const call = visitor.getByRole('link', { name: 'Pozovi 069 581 1223' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+381695811223');
  // It comes before the description in the page...
  const description = visitor.getByRole('heading', { name: 'Opis' });
  const callBox = (await call.boundingBox())!;
  expect(callBox.y).toBeLessThan((await description.boundingBox())!.y);
  // ...and stays on screen while the long description scrolls by.
  await description.scrollIntoViewIfNeeded();
  await visitor.mouse.wheel(0, 1200);
  await expect(description).not.toBeInViewport();
  await expect(call).toBeInViewport();
  await phone.close();
});

test('on a phone the advanced filters fold away under "Više filtera"; on a desktop they show', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  await page.goto(paths.cars);
  const more = page.getByRole('button', { name: 'Više filtera' });
  await expect(more).toBeVisible();
  const advanced = page.getByRole('group', { name: 'Napredna pretraga' });
  await expect(advanced).toBeHidden();
  // The rendered page's app starts at the first interaction: a click before it has hydrated the
  // button does nothing, so click until it opens.
  await expect(async () => {
    await page.getByRole('button', { name: /(Više|Manje) filtera/ }).click();
    await expect(advanced).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Manje filtera' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await phone.close();

  const desk = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 1280, height: 900 },
  });
  const wide = await desk.newPage();
  await wide.goto(paths.cars);
  await expect(wide.getByRole('group', { name: 'Napredna pretraga' })).toBeVisible();
  await expect(wide.getByRole('button', { name: 'Više filtera' })).toBeHidden();
  await desk.close();
});
