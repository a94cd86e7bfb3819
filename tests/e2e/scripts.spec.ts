import { expect, test, type Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';

// Serbian in both scripts (docs/product.md, “Two scripts”), on the public server: its pages come
// rendered in Latin, and the browser's script follows once the page has hydrated.
const PUBLIC = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
test.use({ baseURL: PUBLIC });

/** React's complaints about markup it did not render (a hydration that went wrong). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /hydrat|did not match|server rendered/i.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const searchButton = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('button', { name, exact: true });

test('a visitor switches the search page to Cyrillic, keeps it after a reload, and back', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.goto(paths.cars);
  const banner = page.getByRole('banner');
  await expect(searchButton(page, 'Pretraži')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');

  const toCyrillic = banner.getByRole('button', { name: 'Ћирилица' });
  await expect(toCyrillic.locator('[lang="sr-Cyrl"]')).toHaveText('Ћирилица');
  // A press before the header has hydrated does nothing (as on any rendered page): press until
  // the page turns, by keyboard.
  await expect(async () => {
    await toCyrillic.focus();
    await page.keyboard.press('Enter');
    await expect(searchButton(page, 'Претражи')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page).toHaveTitle(/^Претрага.*\| AutoBerza$/);
  await expect(banner.getByRole('button', { name: 'Latinica' })).toBeVisible();

  // The server still renders Latin; the page hydrates in it and then follows the kept choice.
  await page.reload();
  await expect(searchButton(page, 'Претражи')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Latinica' }),
  ).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await expect(page.getByRole('button', { name: 'Latinica' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: test.info().outputPath(`search-cyrillic-${width}.png`),
      fullPage: true,
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Latinica' }).click();
  await expect(searchButton(page, 'Pretraži')).toBeVisible();
  await expect(page).toHaveTitle(/^Pretraga.*\| AutoBerza$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await page.reload();
  await expect(searchButton(page, 'Pretraži')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Ћирилица' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a first visit from a browser set to Serbian in Cyrillic is in Cyrillic', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: PUBLIC, locale: 'sr' });
  const page = await context.newPage();
  const errors = hydrationErrors(page);
  await page.goto(paths.cars);
  await expect(searchButton(page, 'Претражи')).toBeVisible();
  expect(await page.evaluate(() => navigator.languages)).toContain('sr');
  expect(errors).toEqual([]);
  await context.close();
});
