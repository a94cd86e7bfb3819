import { expect, test, type Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import { approvedUser, brandAndModel, postAdvertViaApi, setServerClockOffset } from './fixtures';
import { waitForLink, waitForMail } from './mailbox';

// Serbian in both scripts (docs/product.md, “Two scripts”), on the public server: its pages come
// rendered in the reader's script (the script cookie, else Accept-Language), hydrate in it, and the
// browser's kept choice follows once the page has hydrated.
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
    if (await toCyrillic.isVisible()) {
      await toCyrillic.focus();
      await page.keyboard.press('Enter');
    }
    await expect(searchButton(page, 'Претражи')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page).toHaveTitle(/^Претрага.*\| AutoBerza$/);
  await expect(banner.getByRole('button', { name: 'Latinica' })).toBeVisible();

  // The server renders it in Cyrillic now (the choice went into the script cookie too).
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
  // The footer is the page's last part to hydrate: press until the page turns, as above.
  const toLatin = page.getByRole('contentinfo').getByRole('button', { name: 'Latinica' });
  await expect(async () => {
    if (await toLatin.isVisible()) await toLatin.click();
    await expect(searchButton(page, 'Pretraži')).toBeVisible({ timeout: 2000 });
  }).toPass();
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

test('a visitor with the Cyrillic cookie gets the page in Cyrillic from the server, hydrated as is', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: PUBLIC });
  // A reader who chose Cyrillic before: the app keeps the choice in both places.
  await context.addCookies([{ name: 'script', value: 'sr-Cyrl', url: PUBLIC }]);
  await context.addInitScript(() => localStorage.setItem('autoberza:script', 'sr-Cyrl'));
  const page = await context.newPage();
  const errors = hydrationErrors(page);

  // The HTML as the server sends it, before any script runs (a cold server may send the loading
  // shell while its first render is still under way: asked again until rendered).
  await expect(async () => {
    const sent = await context.request.get(paths.cars);
    const html = await sent.text();
    expect(html).toContain('<html lang="sr-Cyrl"');
    expect(html).toContain('Претражи');
    expect(html).not.toContain('>Pretraži<');
    expect(sent.headers().vary).toContain('accept-language');
  }).toPass({ timeout: 20_000 });

  await page.goto(paths.cars);
  await expect(searchButton(page, 'Претражи')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page).toHaveTitle(/^Претрага.*\| AutoBerza$/);
  // Once hydrated the switch works (a press before does nothing): the page turns Latin.
  const toLatin = page.getByRole('banner').getByRole('button', { name: 'Latinica' });
  await expect(async () => {
    if (await toLatin.isVisible()) {
      await toLatin.focus();
      await page.keyboard.press('Enter');
    }
    await expect(searchButton(page, 'Pretraži')).toBeVisible({ timeout: 2000 });
  }).toPass();
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor in Cyrillic finds a car by a Cyrillic keyword, registers and gets the mail in Cyrillic', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  // A dealer's advert, written in Latin as dealers write.
  const seller = {
    firstName: 'Dragan',
    lastName: 'Jović',
    phone: '063 555 7788',
    email: `dragan.pismo.${stamp}@autoberza.test`,
    password: 'Pismo2024Oglas',
  };
  const auth = await approvedUser(request, page, seller);
  const { brand, model } = await brandAndModel(request, auth, 1);
  const id = await postAdvertViaApi(request, auth, {
    brand: brand._id,
    model: model._id,
    label: 'Karavan sa kukom',
    description: 'Šumadijski karavan, kuka za vuču, redovno servisiran.',
    price: 6300,
    yearProduction: 2012,
  });
  // …and one the keyword must leave out.
  const other = await postAdvertViaApi(request, auth, {
    brand: brand._id,
    model: model._id,
    label: 'Limuzina',
    description: 'Vojvođanska limuzina, redovno servisirana.',
    price: 6400,
    yearProduction: 2013,
  });
  // Visitors see it once its 20 minutes are over.
  const before = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
  await setServerClockOffset(request, before.offsetMs + 21 * 60 * 1000);
  try {
    const context = await browser.newContext({ baseURL: PUBLIC });
    const visitor = await context.newPage();
    const errors = hydrationErrors(visitor);
    await visitor.goto(paths.cars);
    const toCyrillic = visitor.getByRole('banner').getByRole('button', { name: 'Ћирилица' });
    // (Pressed again only while the page has not turned: the Cyrillic texts may take a while.)
    await expect(async () => {
      if (await toCyrillic.isVisible()) {
        await toCyrillic.focus();
        await visitor.keyboard.press('Enter');
      }
      await expect(searchButton(visitor, 'Претражи')).toBeVisible({ timeout: 2000 });
    }).toPass();

    // The keyword in Cyrillic, in another form of the word: the Latin advert is found.
    await visitor.getByRole('searchbox', { name: 'Кључна реч' }).fill('шумадијски');
    await visitor.keyboard.press('Enter');
    await expect(visitor).toHaveURL(/q=/);
    await expect(visitor.locator(`a[href="${to.car(id)}"]`).first()).toBeVisible();
    await expect(visitor.locator(`a[href="${to.car(other)}"]`)).toHaveCount(0);

    // Registers, the form in Cyrillic; the mail comes in Cyrillic too.
    const email = `citalac.cirilice.${stamp}@autoberza.test`;
    await visitor.goto(paths.register);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await visitor.getByLabel('Име', { exact: true }).fill('Милица');
    await visitor.getByLabel('Презиме', { exact: true }).fill('Петровић');
    await visitor.getByLabel('Телефон', { exact: true }).fill('064 222 3344');
    await visitor.getByRole('textbox', { name: 'Е-пошта', exact: true }).fill(email);
    await visitor.getByLabel('Лозинка', { exact: true }).fill('Cirilica2024Nalog');
    await visitor.getByRole('button', { name: /Изаберите град/ }).click();
    await visitor.getByRole('option').first().click();
    const consent = visitor.getByRole('checkbox', {
      name: 'Прихватам Услове коришћења и Обавештење о приватности',
    });
    await consent.focus();
    await visitor.keyboard.press('Space');
    await visitor.getByRole('button', { name: 'Креирај налог' }).click();
    await expect(visitor).toHaveURL((url) => url.pathname === paths.login);

    const mail = await waitForMail(email, 'Хвала што сте се регистровали.');
    expect(mail.body).toContain('Потврдите адресу е-поште');
    expect(mail.body).not.toContain('Hvala što ste se registrovali.');
    // The link works as in a Latin mail.
    await visitor.goto(await waitForLink(email, '/verify-email/'));
    await expect(visitor.getByRole('status')).toContainText('Адреса е-поште је потврђена.');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await setServerClockOffset(request, before.offsetMs);
  }
});
