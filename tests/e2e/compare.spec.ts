import { expect, test } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signedInPage,
  axeViolations as violations,
} from './fixtures';
import type { Person } from './fixtures';

// docs/product.md, “Comparing adverts”: a buyer puts three of a seller's cars into the tray from
// the list („Uporedi“), opens the comparison and sees where they differ, on a phone and a desktop.

const MIN = 60_000;
const stamp = Date.now().toString(36);
const person = (firstName: string, tag: string, phone: string): Person => ({
  firstName,
  lastName: 'Poredić',
  phone,
  email: `poredi.${tag}.${stamp}@autoberza.test`,
  password: 'Poredjenje2024Oglas',
});
const seller = person('Sava', 'prodavac', '063 222 3344');
const buyer = person('Vesna', 'kupac', '064 555 6677');

let sellerId = '';
const advertIds: string[] = [];

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  const auth = await approvedUser(request, page, seller);
  await approvedUser(request, page, buyer);
  await page.close();
  sellerId = (
    (await (await request.get('/api/user/me', { headers: auth })).json()) as {
      _id: string;
    }
  )._id;
  const { brand, model } = await brandAndModel(request, auth, 2);
  const advert = (label: string, price: number, details: Record<string, string>) =>
    postAdvertViaApi(request, auth, {
      brand: brand._id,
      model: model._id,
      label,
      // Outside the ranges other specs filter on (7–8, 15–16 and 23–24 thousand €).
      price,
      yearProduction: 2017,
      mileage: 150000,
      ...details,
    });
  advertIds.push(
    await advert('Prvi za poređenje', 41100, { drive: 'front', equipment: 'abs,navigation' }),
    await advert('Drugi za poređenje', 42200, { drive: 'awd', equipment: 'abs' }),
    await advert('Treći za poređenje', 43300, { drive: 'front', equipment: 'abs,camera' }),
  );
  // Past the 20 minutes in which only subscribers see a new advert.
  await setServerClockOffset(request, 21 * MIN);
});

test.afterAll(async ({ request }) => {
  await setServerClockOffset(request, 0);
});

for (const width of [390, 1280]) {
  test(`a buyer compares three cars from the list (${width} px)`, async ({ browser }) => {
    const reader = await signedInPage(browser, buyer.email, buyer.password);
    const { page } = reader;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(to.sellerCars(sellerId));
    const toggles = page.getByRole('button', { name: /^Uporedi / });
    await expect(toggles).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await toggles.nth(i).click();
      await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
    }
    const tray = page.getByRole('region', { name: 'Oglasi za poređenje' });
    await expect(tray).toContainText('Poređenje: 3 od 4');
    await expect(page.getByTestId('compare-live')).toContainText('dodat u poređenje (3 od 4)');
    await page.screenshot({ path: test.info().outputPath(`tray-${width}.png`) });

    // The tray follows to another page (kept in the browser) and leads to the comparison.
    await page.goto(to.sellerCars(sellerId));
    await expect(tray).toContainText('Poređenje: 3 od 4');
    await tray.getByRole('link', { name: 'Uporedi oglase' }).click();
    await expect(page).toHaveURL(/\/cars\?compare=[^,]+,[^,]+,[^,]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Poređenje oglasa' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link')).toHaveCount(3);
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Cena')).toHaveAttribute('data-differs', 'true');
    await expect(row('Pogon')).toHaveAttribute('data-differs', 'true');
    await expect(row('Godište')).not.toHaveAttribute('data-differs');
    await expect(row('Navigacija')).toHaveAttribute('data-differs', 'true');
    await expect(row('ABS')).not.toHaveAttribute('data-differs');
    // On a phone the adverts scroll sideways; the row names stay in place.
    const name = row('Cena').getByRole('rowheader');
    const before = await name.boundingBox();
    await page.getByRole('region', { name: 'Oglasi jedan pored drugog' }).evaluate((el) => {
      el.scrollLeft = 400;
    });
    expect((await name.boundingBox())?.x).toBe(before?.x);
    await page.screenshot({
      path: test.info().outputPath(`compare-${width}.png`),
      fullPage: true,
    });
    await reader.close();
  });
}

// docs/product.md, “The model's market”: from the comparison a buyer opens one of the cars and
// the market of its model, by keyboard, and saves its table as a CSV.
for (const width of [390, 1280]) {
  test(`a buyer compares three cars and opens the market of one (${width} px)`, async ({
    browser,
  }) => {
    const reader = await signedInPage(browser, buyer.email, buyer.password);
    const { page } = reader;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${paths.cars}?compare=${advertIds.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Poređenje oglasa' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(3);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/car/${advertIds[0]}$`));
    const toMarket = page.getByRole('link', { name: 'Tržište ovog modela' });
    await toMarket.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trziste\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Tržište: / })).toBeVisible();
    await expect(page).toHaveTitle(/^Tržište: .+ \| AutoBerza$/);
    // The three adverts of 2017 are on offer (other specs may have added others of the model).
    const byYear = page.getByRole('table', { name: 'Tražena cena po godištu' });
    const row2017 = byYear.getByRole('row', { name: /^2017/ });
    await expect(row2017).toBeVisible();
    expect(Number(await row2017.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('img', { name: /^Srednja tražena cena po godištu/ })).toBeVisible();
    // On a phone the table scrolls sideways inside its box, the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await violations(page)).toEqual([]);

    const csv = page.getByRole('button', { name: 'Preuzmi CSV' });
    await csv.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/^trziste-[a-z0-9-]+\.csv$/);
    await reader.close();
  });
}
