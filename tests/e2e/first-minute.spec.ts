import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import type { Auth } from './fixtures';
import {
  PNG,
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
} from './fixtures';

// The first minute of a visitor and of a dealer (docs/architecture.md: the public site runs with
// PUBLIC_BROWSING on the suite's second server): results in the first screen at both widths, a
// call button that stays, sign-in that returns to the advert, a brand typed into the form.
const PUBLIC = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
test.use({ baseURL: PUBLIC });

// public.spec.ts expects the public server as it found it: its clock at 0 and no adverts of ours.
const posted: { id: string; auth: Auth }[] = [];
test.afterEach(async ({ request }) => {
  for (const { id, auth } of posted.splice(0)) {
    expect((await request.delete(`/api/car/${id}`, { headers: auth })).ok()).toBe(true);
  }
  await setServerClockOffset(request, 0);
});

const stamp = Date.now();
const dealer = {
  firstName: 'Dragan',
  lastName: 'Prvi',
  phone: '+381 64 321 7788',
  email: `dragan.${stamp}@autoberza.test`,
  password: 'Brzina2024minut',
};

/** The first card's top, in the first screen's coordinates. */
async function firstCardTop(page: Page): Promise<number> {
  const card = page.getByRole('article').first();
  // The results may render again right after a search: measure a card that is there.
  let top = Number.NaN;
  await expect(async () => {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    top = box!.y;
  }).toPass();
  return top;
}

test('a visitor finds a car in the first screen, calls from anywhere, signs in and returns', async ({
  page,
  browser,
  request,
}) => {
  const auth = await approvedUser(request, page, dealer);
  const { brand, model } = await brandAndModel(request, auth, 1);
  let id = '';
  for (const [i, label] of ['Prvi minut', 'Drugi minut'].entries()) {
    id = await postAdvertViaApi(
      request,
      auth,
      {
        brand: brand._id,
        model: model._id,
        label,
        price: 8100 + i,
        yearProduction: 2017,
        description: 'Redovno servisiran.\n'.repeat(60),
      },
      [PNG],
    );
    posted.push({ id, auth });
  }
  // New adverts reach visitors after 20 minutes: move the server's clock past them.
  await setServerClockOffset(request, 21 * 60 * 1000);

  // 1280×900: the filters beside the results, the first card in the first screen.
  const desk = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 1280, height: 900 },
  });
  const wide = await desk.newPage();
  await wide.goto(paths.cars);
  expect(await firstCardTop(wide)).toBeLessThan(900);
  await expect(wide.getByRole('complementary', { name: 'Filteri' })).toBeVisible();
  await expect(wide.getByText(/filteri za pretplatnike/)).toBeVisible();
  await wide.screenshot({ path: test.info().outputPath('cars-1280.png') });
  await desk.close();

  // 390×844: results first, "Filteri (n)" opens the sheet, the search moves to the results.
  const phone = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 390, height: 844 },
  });
  const visitor = await phone.newPage();
  await visitor.goto(paths.cars);
  expect(await firstCardTop(visitor)).toBeLessThan(844);
  await visitor.screenshot({ path: test.info().outputPath('cars-390.png') });
  const card = visitor.getByRole('article').first();
  await expect(card).toContainText('Objavljeno');
  // The rendered page's app starts at the first interaction: click until the sheet opens.
  await expect(async () => {
    await visitor.getByRole('button', { name: /^Filteri \(\d+\)$/ }).click();
    await expect(visitor.getByRole('dialog', { name: 'Filteri' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const sheet = visitor.getByRole('dialog', { name: 'Filteri' });
  await sheet.getByRole('combobox', { name: 'Marka' }).fill(brand.name.slice(1, 4));
  await visitor.keyboard.press('ArrowDown');
  await visitor.keyboard.press('Enter');
  await expect(sheet.getByRole('combobox', { name: 'Marka' })).toHaveValue(brand.name);
  await sheet.getByRole('button', { name: /^Pretra/ }).click();
  await expect(sheet).toBeHidden();
  await expect(visitor).toHaveURL((url) => url.searchParams.get('brand') === brand._id);
  await expect(visitor.getByRole('region', { name: 'Rezultati pretrage' })).toBeFocused();
  expect(await firstCardTop(visitor)).toBeLessThan(844);

  // The advert: "Pozovi" stays on screen to the page's end.
  await visitor.goto(`/car/${id}`);
  const call = visitor.getByRole('link', { name: 'Pozovi prodavca' });
  await expect(call).toBeInViewport();
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(visitor.getByRole('contentinfo')).toBeInViewport();
  await expect(call).toBeInViewport();
  await visitor.screenshot({ path: test.info().outputPath('car-390-bottom.png') });

  // "Prijava" from the advert: signing in lands on the same advert.
  await visitor.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    await visitor.getByRole('button', { name: 'Meni' }).click();
    await expect(visitor.getByRole('menuitem', { name: 'Prijava' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await visitor.getByRole('menuitem', { name: 'Prijava' }).click();
  await expect(visitor).toHaveURL(
    (url) => url.pathname === paths.login && url.searchParams.get('next') === `/car/${id}`,
  );
  await visitor.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(dealer.email);
  await visitor.getByLabel('Lozinka', { exact: true }).fill(dealer.password);
  await visitor.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(visitor).toHaveURL((url) => url.pathname === `/car/${id}`);
  // The owner now sees "Izmeni oglas" where the visitor saw "Pozovi".
  await expect(visitor.getByRole('link', { name: 'Izmeni oglas' }).first()).toBeInViewport();
  await phone.close();
});

test('a keyboard-only dealer posts an advert with the brand typed', async ({ page, request }) => {
  const person = { ...dealer, email: `tastatura.${stamp}@autoberza.test` };
  const auth = await approvedUser(request, page, person);
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(person.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
  await page.goto(paths.add);
  const brand = page.getByRole('combobox', { name: /Marka/ });
  await brand.focus();
  await page.keyboard.type('Volkswagen');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(brand).toHaveValue('Volkswagen');
  const model = page.getByRole('combobox', { name: /Model/ });
  await expect(model).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(model).toBeFocused();
  await page.keyboard.type('pol');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(model).toHaveValue('Polo');
  await page.getByRole('textbox', { name: /Naslov oglasa/ }).fill('Polo za grad');
  await page.getByRole('textbox', { name: /Cena/ }).fill('6400');
  await page.getByRole('textbox', { name: /Godište/ }).fill('2014');
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: '1.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('button', { name: 'Sačuvaj oglas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => /^\/car\/[^/]+$/.test(url.pathname));
  posted.push({ id: new URL(page.url()).pathname.split('/').at(-1)!, auth });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Polo');
});
