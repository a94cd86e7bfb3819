import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { ADMIN } from './env';
import {
  adminAuth,
  apiLogin,
  approvedUser,
  brandAndModel,
  PNG,
  postAdvertViaApi,
  setServerClock,
  setServerClockOffset,
  signIn as signInAs,
} from './fixtures';
import type { Auth, Person } from './fixtures';
import { waitForLink } from './mailbox';

// Screenshots of the account, static and verification screens, the profile's tabs and the admin
// console, and the car screens, at phone and desktop widths.
const widths = [390, 1280];

/**
 * The day the screens show, whatever the real date: the server's clock is set to it before the
 * fixed people and adverts are made (every date it stores or counts from falls on it) and each
 * page's clock stands still at it (the footer's year, the app's "today"). 10:00 in Belgrade:
 * the suite ends long before the server's running clock reaches the next day
 * (docs/decisions/030-screenshots-on-a-fixed-day.md).
 */
const PINNED_DAY = '2026-11-26';
const PINNED = new Date(`${PINNED_DAY}T10:00:00+01:00`);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(PINNED);
});

/** Network quiet, fonts in, every image (also the lazy ones below the fold) decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The cards' and the advert's "Uporedi" load after the page (lazyCompare.tsx): a picture taken
 * before them would miss them. Every advert of the fixed dealer has its button (six on the list;
 * the advert and the five others of its seller on the advert's page).
 */
async function compareLoaded(page: Page, name: RegExp) {
  await expect(page.getByRole('button', { name })).toHaveCount(adverts.length);
}

/**
 * What no clock decides: the advert's number comes from its random id. (Its views are none: only
 * its owner opens it, and an owner's visits are not counted.)
 */
const unpinnable = (page: Page) => [page.getByText(/^Oglas br\./)];

// The car screens show a fixed dealer with six fixed adverts (as many as the home page's
// "newest" row), created once; the list is filtered to their price range so adverts other
// specs posted never show.
const dealer = {
  firstName: 'Milan',
  lastName: 'Marković',
  phone: '063 111 2222',
  email: 'vizuelni.prodavac@autoberza.test',
  password: 'Vizuelni2024Oglas',
};
const adverts = [
  { label: 'Porodični karavan', price: 7100, yearProduction: 2010, mileage: 182000 },
  { label: 'Gradski auto', price: 7200, yearProduction: 2011, mileage: 154000 },
  { label: 'Prvi vlasnik', price: 7300, yearProduction: 2012, mileage: 131000 },
  { label: 'Servisna knjižica', price: 7400, yearProduction: 2013, mileage: 118000 },
  { label: 'Garažiran', price: 7500, yearProduction: 2014, mileage: 99000 },
  { label: 'Kao nov', price: 7600, yearProduction: 2015, mileage: 76000 },
];
const listPath = `${paths.cars}?priceMin=7000&priceMax=7999`;
let detailId = '';
/** The fixed adverts' ids, in the order of `adverts`. */
const advertIds: string[] = [];
let dealerId = '';
/** The server clock's offset before the suite pinned it, put back after it. */
let offsetBefore = 0;

// The admin console and the profile's tabs show fixed people, created once: one waiting for
// approval, one blocked, one with a subscription waiting for payment, one with an active one,
// and a fixed contact message.
const person = (firstName: string, lastName: string, tag: string, phone: string): Person => ({
  firstName,
  lastName,
  phone,
  email: `vizuelni.${tag}@autoberza.test`,
  password: 'Vizuelni2024Nalog',
});
const pending = person('Jovana', 'Ilić', 'na.cekanju', '064 222 3333');
const blocked = person('Dragan', 'Kostić', 'blokiran', '065 444 5555');
const subscriber = person('Ana', 'Nikolić', 'pretplatnik', '066 666 7777');
const activeSubscriber = person('Nikola', 'Stojanović', 'aktivna.pretplata', '069 888 9999');
const visitor = {
  name: 'Petar Perić',
  email: 'vizuelni.posetilac@autoberza.test',
  message: 'Dobar dan, da li je moguće platiti pretplatu za šest meseci unapred?\nHvala, Petar',
};
const fixedEmails = new Set([
  dealer.email,
  ...[pending, blocked, subscriber, activeSubscriber].map((p) => p.email),
  visitor.email,
]);

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  // A retry's worker finds the clock as the last one left it (put back, or still pinned).
  offsetBefore = Math.max(0, await setServerClock(request, PINNED));
  const existing = await request.post('/api/user/login', {
    data: { email: dealer.email, password: dealer.password },
  });
  if (existing.ok()) {
    // Already created by an earlier attempt in this run (a list's cards have no label: full cars).
    const auth = await apiLogin(request, dealer.email, dealer.password);
    const own = (await (
      await request.get('/api/car/owner?fields=full', { headers: auth })
    ).json()) as { data: { _id: string; label: string }[] };
    const first = own.data.find((car) => car.label === adverts[0]!.label);
    expect(first, 'the fixed advert made by the first attempt').toBeDefined();
    detailId = first!._id;
    for (const advert of adverts)
      advertIds.push(own.data.find((car) => car.label === advert.label)!._id);
  } else {
    const page = await browser.newPage();
    const auth = await approvedUser(request, page, dealer);
    await page.close();
    const { brand, model } = await brandAndModel(request, auth, 2);
    // Two saved searches, one older than the adverts and one newer.
    const saveSearch = async (name: string, filters: object, alert: string) =>
      expect(
        (
          await request.post('/api/saved-search', {
            headers: auth,
            data: { name, filters, alert },
          })
        ).status(),
      ).toBe(201);
    await saveSearch(
      'Karavani do 8.000 €',
      { brand: brand._id, priceMin: 7000, priceMax: 7999, yearFrom: 2010, hideSold: 'true' },
      'immediate',
    );
    for (const advert of adverts) {
      const id = await postAdvertViaApi(
        request,
        auth,
        {
          ...advert,
          brand: brand._id,
          model: model._id,
          vehicleOrigin: 'Strane tablice',
          description: 'Redovno održavan, bez ulaganja. Moguća zamena.',
        },
        [PNG, PNG],
      );
      if (!detailId) detailId = id;
      advertIds.push(id);
    }
    await saveSearch('Sve ponude', { hideSold: 'true' }, 'daily');
  }
  dealerId = (
    (await (
      await request.get('/api/user/me', {
        headers: await apiLogin(request, dealer.email, dealer.password),
      })
    ).json()) as { _id: string }
  )._id;
  await createConsolePeople(request, browser);
  // The price ratings as the job leaves them (it runs every few minutes on its own, so a picture
  // taken before or after it would differ): too few comparables, said under the price.
  expect((await request.post('/api/test/jobs/priceRatings')).ok()).toBe(true);
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await setServerClockOffset(request, offsetBefore);
  await request.dispose();
});

/** The console's fixed people and message (each skipped when an earlier attempt made it). */
async function createConsolePeople(request: APIRequestContext, browser: Browser) {
  const admin = await adminAuth(request);
  const userId = async (email: string) => {
    const found = (await (
      await request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, { headers: admin })
    ).json()) as { data: { _id: string; email: string }[] };
    return found.data.find((u) => u.email === email)?._id;
  };
  const approved = async (who: Person): Promise<Auth> => {
    const page = await browser.newPage();
    const auth = await approvedUser(request, page, who);
    await page.close();
    return auth;
  };
  const requestSubscription = async (auth: Auth) =>
    expect((await request.post('/api/user/subscription', { headers: auth })).ok()).toBe(true);

  if (!(await userId(pending.email))) {
    const cities = (await (await request.get('/api/city')).json()) as { data: { _id: string }[] };
    const registered = await request.post('/api/user/register', {
      data: { ...pending, city: cities.data[0]!._id, acceptTerms: true },
    });
    expect(registered.ok()).toBe(true);
  }
  if (!(await userId(blocked.email))) {
    await approved(blocked);
    const id = await userId(blocked.email);
    expect((await request.post(`/api/admin/users/${id}/block`, { headers: admin })).ok()).toBe(
      true,
    );
  }
  if (!(await userId(subscriber.email))) await requestSubscription(await approved(subscriber));
  if (!(await userId(activeSubscriber.email))) {
    await requestSubscription(await approved(activeSubscriber));
    const subscriptions = (await (
      await request.get('/api/admin/subscriptions?limit=100', { headers: admin })
    ).json()) as { data: { _id: string; user: { email: string } }[] };
    const id = subscriptions.data.find((s) => s.user.email === activeSubscriber.email)!._id;
    const activated = await request.post(`/api/admin/subscriptions/${id}/activate`, {
      headers: admin,
      // Paid on the pinned day, a month's price.
      data: { paidOn: PINNED_DAY, amount: 2400 },
    });
    expect(activated.ok()).toBe(true);
  }
  const messages = (await (
    await request.get('/api/admin/contact-messages?limit=100', { headers: admin })
  ).json()) as { data: { email: string }[] };
  if (!messages.data.some((m) => m.email === visitor.email)) {
    const sent = await request.post('/api/contact', { data: visitor });
    expect(sent.ok()).toBe(true);
  }
}

type Row = { email?: string; user?: { _id?: string; email?: string }; handled?: unknown };

/**
 * The console lists what every spec of the run created, in an order that depends on them: its
 * screenshots keep only the fixed people's rows. The server's real answer (up to 100 rows) is
 * filtered in the browser, its counts made to match.
 */
async function onlyFixedRows(page: Page, pathname: string, keep: (row: Row) => boolean) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('page', '1');
      url.searchParams.set('limit', '100');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as Record<string, unknown>;
      const key = 'docs' in body ? 'docs' : 'data';
      const rows = (body[key] as Row[]).filter(keep);
      await route.fulfill({
        response,
        json: {
          ...body,
          [key]: rows,
          totalDocs: rows.length,
          page: 1,
          totalPages: 1,
          // The contact messages' count of unhandled ones (the console's tab shows it).
          ...('unhandled' in body ? { unhandled: rows.filter((r) => !r.handled).length } : {}),
          // The reported adverts that wait (the reports tab counts them).
          ...('open' in body ? { open: rows.length } : {}),
          ...(key === 'docs'
            ? { hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null }
            : {}),
        },
      });
    },
  );
}

async function signIn(page: Page) {
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(ADMIN.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path] of [
      ['login', paths.login],
      ['login-verified', to.loginVerified()],
      ['register', paths.register],
      ['recovery', paths.recovery],
      ['new-password', to.newPassword('vizuelni-test')],
    ] as const) {
      test(`signed out: ${name}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true });
      });
    }

    test(`signed out: verify-email`, async ({ page, request }) => {
      // A fresh account per run: a verification link works once.
      const email = `potvrda.${width}.${Date.now()}@autoberza.test`;
      const cities = (await (await request.get('/api/city')).json()) as {
        data: { _id: string }[];
      };
      const registered = await request.post('/api/user/register', {
        data: {
          ...person('Milica', 'Jovanović', 'potvrda', '064 123 4567'),
          email,
          city: cities.data[0]!._id,
          acceptTerms: true,
        },
      });
      expect(registered.ok()).toBe(true);
      await page.goto(await waitForLink(email, '/verify-email/'));
      await expect(page.getByRole('status')).toContainText('Adresa e-pošte je potvrđena.');
      await settle(page);
      await expect(page).toHaveScreenshot(`verify-email-${width}.png`, { fullPage: true });
    });

    test(`signed out: verify-email failed`, async ({ page }) => {
      await page.goto(to.verifyEmail('nevazeci-link'));
      await expect(page.getByRole('alert')).toContainText('Greška pri verifikaciji.');
      await settle(page);
      await expect(page).toHaveScreenshot(`verify-email-failed-${width}.png`, { fullPage: true });
    });

    for (const [name, path, heading] of [
      ['contact', paths.contact, 'Kontaktirajte nas'],
      ['about', paths.about, 'O nama'],
      ['faq', paths.faq, 'Česta pitanja'],
      ['terms', paths.terms, 'Uslovi korišćenja'],
      ['privacy', paths.privacy, 'Obaveštenje o privatnosti'],
      ['profile', paths.profile, 'Moj nalog'],
    ] as const) {
      test(`signed in: ${name}`, async ({ page }) => {
        await signIn(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true });
      });
    }

    const fixedUser = (row: Row) => fixedEmails.has(row.email ?? '');
    for (const [name, path, api, keep, ready, random] of [
      [
        'admin-pending',
        paths.adminPending,
        '/api/admin/users',
        fixedUser,
        (page: Page) => page.getByRole('button', { name: 'Odobri: Jovana Ilić' }),
        '',
      ],
      [
        'admin-users',
        paths.adminUsers,
        '/api/admin/users',
        fixedUser,
        (page: Page) => page.getByRole('button', { name: 'Odblokiraj: Dragan Kostić' }),
        '',
      ],
      [
        'admin-subscriptions',
        paths.adminSubscriptions,
        '/api/admin/subscriptions',
        (row: Row) => fixedEmails.has(row.user?.email ?? ''),
        (page: Page) => page.getByRole('button', { name: 'Aktiviraj: Ana Nikolić' }),
        // The payment reference number is random.
        'tbody td:nth-child(2)',
      ],
      [
        'admin-messages',
        paths.adminMessages,
        '/api/admin/contact-messages',
        fixedUser,
        (page: Page) => page.getByText(visitor.name),
        '',
      ],
      [
        'admin-listings',
        `${paths.admin}/listings`,
        '/api/car',
        (row: Row) => row.user?._id === dealerId,
        (page: Page) => page.getByRole('button', { name: /^Ukloni: / }).nth(adverts.length - 1),
        '',
      ],
    ] as const) {
      test(`admin: ${name}`, async ({ page }) => {
        // Every tab shows how many contact messages wait: count only the fixed visitor's. The
        // reports tab counts reported adverts: other specs' reports are left out.
        await onlyFixedRows(page, '/api/admin/contact-messages', fixedUser);
        await onlyFixedRows(page, '/api/admin/reports', () => false);
        await onlyFixedRows(page, api, keep);
        await signIn(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Administracija' })).toBeVisible();
        await expect(ready(page)).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          mask: random ? [page.locator(random)] : [],
        });
      });
    }

    for (const [name, tab, ready] of [
      ['profile-password', 'password', (page: Page) => page.getByLabel('Stara lozinka')],
      [
        'profile-subscription',
        'subscription',
        (page: Page) => page.getByRole('heading', { name: 'Kako da platite' }),
      ],
    ] as const) {
      test(`signed in: ${name}`, async ({ page }) => {
        await signInAs(page, subscriber.email, subscriber.password);
        await page.goto(to.profileTab(tab));
        await expect(page.getByRole('heading', { level: 1, name: 'Moj nalog' })).toBeVisible();
        await expect(ready(page)).toBeVisible();
        // Saved preferences loaded (the toggles are disabled until then).
        await expect(page.getByRole('switch', { name: 'Obaveštenja e-poštom' })).toBeEnabled();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          // The payment reference number is random, and so is the QR code that holds it.
          mask: [
            page.locator('dt:text-is("Poziv na broj") + dd'),
            page.getByRole('img', { name: /^IPS QR kôd/ }),
          ],
        });
      });
    }

    for (const [name, path, heading] of [
      ['home', () => paths.home, /./],
      ['cars', () => listPath, /./],
      ['car-detail', () => to.car(detailId), /./],
      ['my-cars', () => paths.myCars, /./],
      ['car-form', () => paths.add, 'Dodaj oglas'],
      ['saved-searches', () => paths.savedSearches, 'Sačuvane pretrage'],
      ['favourites', () => paths.favourites, 'Praćeni oglasi'],
    ] as const) {
      test(`cars: ${name}`, async ({ page }) => {
        // The advert's photos turn on their own every few seconds, but not for a reader who asks
        // for less motion: the first one stays, whenever the picture is taken.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signInAs(page, dealer.email, dealer.password);
        await page.goto(path());
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (name === 'saved-searches') {
          // The dealer's own adverts are not new matches for the dealer.
          await expect(page.getByText('Nema novih oglasa')).toHaveCount(2);
        } else if (name === 'favourites') {
          // A dealer follows no adverts (never their own): the empty state.
          await expect(page.getByText('Ne pratite nijedan oglas')).toBeVisible();
        } else if (name !== 'car-form' && name !== 'car-detail') {
          await expect(page.getByRole('article')).toHaveCount(adverts.length);
        }
        if (name === 'car-detail') {
          await expect(page.getByRole('group', { name: /Slika \d od 2/ })).toHaveCount(2);
        }
        if (name === 'cars' || name === 'car-detail') await compareLoaded(page, /^Uporedi( |$)/);
        if (name === 'my-cars') {
          const chart = page.getByRole('button', { name: 'Grafikon i brojke po danima' });
          if (width < 640) {
            // A phone sees the statistics' summary first, the chart closed under it.
            await expect(chart).toHaveAttribute('aria-expanded', 'false');
          } else {
            // The statistics' chart (loaded after the page) is drawn.
            await expect(page.locator('canvas').first()).toBeVisible();
          }
        }
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          mask: unpinnable(page),
        });
      });
    }
  });
}

/**
 * The market's figures as the page shows them, fixed: other specs post adverts of the fixed
 * dealer's model (and publish them on other days), so the real ones change from run to run. The
 * names and the trend's days are the server's (its clock is pinned).
 */
async function fixedMarket(page: Page) {
  await page.route(
    (url) => /^\/api\/market\/[^/]+\/[^/]+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as { trend: { from: string }[] };
      const year = (y: number, count: number, median: number) => ({
        year: y,
        count,
        q1: count >= 4 ? median - 400 - 50 * (y % 3) : null,
        median,
        q3: count >= 4 ? median + 500 + 60 * (y % 4) : null,
      });
      await route.fulfill({
        response,
        json: {
          ...real,
          active: 31,
          years: [
            year(2010, 4, 6_900),
            year(2011, 6, 7_300),
            year(2012, 3, 7_800),
            year(2013, 7, 8_600),
            year(2014, 5, 9_400),
            year(2015, 6, 10_500),
          ],
          sold: { count: 9, medianDays: 27 },
          trend: real.trend.map((week, i) => ({
            from: week.from,
            count: i % 3 === 1 ? 0 : 1 + (i % 4),
            median: i % 3 === 1 ? null : 7_600 + 90 * i,
          })),
        },
      });
    },
  );
}

// The comparison of three fixed adverts and the market of their model (docs/product.md,
// “Comparing adverts”, “The model's market”).
for (const width of widths) {
  test.describe(`${width} px, poređenje i tržište`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cars: compare', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAs(page, dealer.email, dealer.password);
      await page.goto(`${paths.cars}?compare=${advertIds.slice(0, 3).join(',')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Poređenje oglasa' })).toBeVisible();
      await expect(page.getByRole('table').getByRole('link')).toHaveCount(3);
      await settle(page);
      await expect(page).toHaveScreenshot(`compare-${width}.png`, { fullPage: true });
    });

    test('cars: market', async ({ page }) => {
      await fixedMarket(page);
      await signInAs(page, dealer.email, dealer.password);
      await page.goto(to.car(detailId));
      await page.getByRole('link', { name: 'Tržište ovog modela' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Tržište: / })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Preuzmi CSV' })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`market-${width}.png`, { fullPage: true });
    });
  });
}

/**
 * The reader chose Cyrillic (the switch keeps the choice in the browser and in the `script`
 * cookie the server renders by): the page comes in Cyrillic from its first screen.
 */
async function readInCyrillic(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'script', value: 'sr-Cyrl', url: baseURL }]);
  await page.addInitScript(() => localStorage.setItem('autoberza:script', 'sr-Cyrl'));
}

// The main screens in Cyrillic, at both widths: the words are longer or shorter than in Latin, and
// a layout that fits one script must fit the other.
for (const width of widths) {
  test.describe(`${width} px, ćirilica`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path, signedIn] of [
      ['login', () => paths.login, false],
      ['register', () => paths.register, false],
      ['home', () => paths.home, true],
      ['cars', () => listPath, true],
      ['car-detail', () => to.car(detailId), true],
      ['car-form', () => paths.add, true],
    ] as const) {
      test(`ćirilica: ${name}`, async ({ page, baseURL }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // (Signed in on the Latin screen the helper knows; the choice of script comes after.)
        if (signedIn) await signInAs(page, dealer.email, dealer.password);
        await readInCyrillic(page, baseURL!);
        await page.goto(path());
        await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (signedIn) {
          // The switch back, in the header (the sign-in screens have none).
          await expect(
            page.getByRole('banner').getByRole('button', { name: 'Latinica' }),
          ).toBeVisible();
        }
        if (name === 'cars' || name === 'home') {
          await expect(page.getByRole('article')).toHaveCount(adverts.length);
        }
        if (name === 'car-detail') {
          await expect(page.getByRole('group', { name: /Слика \d од 2/ })).toHaveCount(2);
        }
        if (name === 'cars' || name === 'car-detail') await compareLoaded(page, /^Упореди( |$)/);
        await settle(page);
        await expect(page).toHaveScreenshot(`cyrl-${name}-${width}.png`, {
          fullPage: true,
          mask: [page.getByText(/^Оглас бр\./)],
        });
      });
    }
  });
}
