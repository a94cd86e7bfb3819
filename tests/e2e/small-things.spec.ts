import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signIn,
  type Auth,
} from './fixtures';

// Small things a person meets: a sold advert offers no edit, the subscription's price, the statistics
// on a phone, search pages as links, a repeated report said at once, and the axe findings (heading
// order, the contact page's landmarks, an unnamed image), at a phone's and a desk's width.

const MIN = 60_000;
const stamp = Date.now();
const seller = {
  firstName: 'Sitnica',
  lastName: 'Prodavčević',
  phone: '064 333 4455',
  email: `sitnica.${stamp}@autoberza.test`,
  password: 'Sitnice2024A',
};
const reader = {
  firstName: 'Mala',
  lastName: 'Čitalačka',
  phone: '064 333 5566',
  email: `mala.${stamp}@autoberza.test`,
  password: 'Sitnice2024B',
};
/** With the sold one left out, one more than a page of results (PAGE_SIZE 20). */
const ADVERTS = 22;
let brandId = '';
let ids: string[] = [];
let soldId = '';
let reportedId = '';
let editedId = '';

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(300_000);
  const page = await browser.newPage();
  const sellerAuth = await approvedUser(request, page, seller);
  const readerAuth = await approvedUser(request, page, reader);
  await page.close();
  const { brand, model } = await brandAndModel(request, sellerAuth, 7);
  brandId = brand._id;
  ids = [];
  for (let i = 0; i < ADVERTS; i += 1) {
    ids.push(
      await postAdvertViaApi(request, sellerAuth, {
        brand: brand._id,
        model: model._id,
        label: `Sitnica ${i + 1}`,
        price: 10_000 + i * 100,
        yearProduction: 2015,
        mileage: 120_000,
      }),
    );
  }
  [soldId, reportedId, editedId] = ids as [string, string, string];
  const status = await request.patch(`/api/car/${soldId}/status`, {
    headers: sellerAuth,
    data: { status: 'sold' },
  });
  expect(status.ok(), await status.text()).toBe(true);
  // Past the 20 minutes in which only the seller sees a new advert.
  await setServerClockOffset(request, 21 * MIN);
  await report(request, readerAuth, reportedId);
});

test.afterAll(async ({ request }) => {
  await setServerClockOffset(request, 0);
});

async function report(request: APIRequestContext, auth: Auth, id: string) {
  const res = await request.post(`/api/car/${id}/report`, {
    headers: auth,
    data: { reason: 'duplicate' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The page's axe violations, best practices included (heading order, landmarks). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const width of [390, 1280]) {
  const phone = width < 640;
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });

    test('a sold advert offers no edit: its page, Moji oglasi and its edit address', async ({
      page,
    }) => {
      await signIn(page, seller.email, seller.password);
      await page.goto(to.car(soldId));
      await settled(page);
      await expect(page.getByText('Prodat oglas se više ne može menjati.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Izmeni oglas' })).toHaveCount(0);
      expect(await violations(page), 'sold advert').toEqual([]);
      await shot(page, 'sold-advert');

      await page.goto(`${paths.myCars}?status=sold`);
      await settled(page);
      const card = page.getByRole('article').filter({ hasText: 'Prodato' }).first();
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'Izmeni' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Izmeni' })).toHaveCount(0);
      expect(await violations(page), 'my sold adverts').toEqual([]);
      await shot(page, 'my-sold');

      await page.goto(to.edit(soldId));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Prodat oglas se ne menja' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sačuvaj oglas' })).toHaveCount(0);
      expect(await violations(page), 'edit of a sold advert').toEqual([]);
      await shot(page, 'sold-edit');
      await page.getByRole('main').getByRole('link', { name: 'Pogledaj oglas' }).click();
      await expect(page).toHaveURL((url) => url.pathname === to.car(soldId));
    });

    test('Pretplata shows the price and the period before the request', async ({ page }) => {
      await signIn(page, seller.email, seller.password);
      await page.goto(to.profileTab('subscription'));
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText('2.400,00 RSD za 30 dana')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Zatraži pretplatu' })).toBeVisible();
      expect(await violations(page), 'subscription tab').toEqual([]);
      await shot(page, 'subscription');
    });

    test('Moji oglasi: the statistics close under their summary on a phone', async ({ page }) => {
      await signIn(page, seller.email, seller.password);
      await page.goto(paths.myCars);
      await settled(page);
      const stats = page.getByRole('region', { name: 'Statistika svih oglasa' });
      await expect(
        stats.getByText(/^Poslednjih 30 dana|^U poslednjih 30 dana/).first(),
      ).toBeVisible();
      const toggle = stats.getByRole('button', { name: 'Grafikon i brojke po danima' });
      const chart = stats.getByRole('img', { name: /Pregledi i prikazi broja telefona/ });
      if (phone) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(chart).toBeHidden();
        // The adverts themselves are on the first screen.
        await expect(page.getByRole('article').first()).toBeInViewport();
        expect(await violations(page), 'my adverts, statistics closed').toEqual([]);
        await shot(page, 'stats-closed');
        await toggle.focus();
        await page.keyboard.press('Enter');
      }
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(chart).toBeVisible();
      await expect(stats.getByRole('listitem').filter({ hasText: 'Pregledi' })).toBeVisible();
      await expect(stats.getByRole('listitem').filter({ hasText: 'Prikazi broja' })).toBeVisible();
      expect(await violations(page), 'my adverts, statistics open').toEqual([]);
      await stats.scrollIntoViewIfNeeded();
      await shot(page, 'stats-open');
    });

    test('search pages are links with the query, and /cars keeps its headings in order', async ({
      page,
      context,
    }) => {
      await signIn(page, seller.email, seller.password);
      const search = `${paths.cars}?brand=${brandId}`;
      await page.goto(search);
      await settled(page);
      // (A rerun of beforeAll after a failure adds more of the same brand: at least a page more.)
      await expect(page.getByText(/^Rezultata: \d+$/)).toBeVisible();
      const pages = page.getByRole('navigation', { name: 'Stranice' });
      const second = pages.getByRole('link', { name: 'Stranica 2' });
      await expect(second).toHaveAttribute('href', `${search}&page=2`);
      await expect(pages.getByRole('link', { name: 'Stranica 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await violations(page), '/cars').toEqual([]);
      await pages.scrollIntoViewIfNeeded();
      await shot(page, 'search-pages');
      // The address opens on its own (a new tab) at page 2.
      const tab = await context.newPage();
      await tab.goto((await second.getAttribute('href'))!);
      await expect(
        tab.getByRole('navigation', { name: 'Stranice' }).getByRole('link', { name: 'Stranica 2' }),
      ).toHaveAttribute('aria-current', 'page');
      await tab.close();
      // Followed in this tab: the router's navigation, the results in view.
      await second.click();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(pages.getByRole('link', { name: 'Stranica 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('#rezultati')).toBeInViewport();
    });

    test('a repeated report is said when the dialog opens', async ({ page }) => {
      await signIn(page, reader.email, reader.password);
      await page.goto(to.car(reportedId));
      await settled(page);
      await page.getByRole('button', { name: 'Prijavi oglas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prijava oglasa' });
      await expect(dialog.getByText('Već ste prijavili ovaj oglas.')).toBeVisible();
      await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
      expect(await violations(page), 'report dialog, reported').toEqual([]);
      await shot(page, 'report-again');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('axe: the contact page, and the owner’s advert after an edit', async ({ page }) => {
      await page.goto(paths.contact);
      await settled(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), 'contact').toEqual([]);
      await shot(page, 'contact');

      await signIn(page, seller.email, seller.password);
      await page.goto(to.edit(editedId));
      const price = page.getByRole('textbox', { name: /Cena/ });
      await expect(price).not.toHaveValue('');
      await price.fill(String(9_000 + width));
      await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
      await expect(page).toHaveURL((url) => url.pathname === to.car(editedId));
      await settled(page);
      await expect(page.getByText('Oglas je izmenjen')).toBeVisible();
      expect(await violations(page), 'advert after an edit').toEqual([]);
      await shot(page, 'after-edit');
    });
  });
}
