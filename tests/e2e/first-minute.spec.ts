import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import type { Auth } from './fixtures';
import {
  PNG,
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signIn,
} from './fixtures';
import type { Ref } from './fixtures';

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
  // Typed at once, before the brands may have loaded: the list opens when they do.
  await sheet.getByRole('combobox', { name: 'Marka' }).click();
  await visitor.keyboard.type(brand.name.slice(1, 4));
  await expect(visitor.getByRole('option', { name: brand.name, exact: true })).toBeVisible();
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

/** A brand by its name, and its first model. */
async function brandNamed(page: Page, auth: Auth, name: string) {
  const get = async (url: string) =>
    ((await (await page.request.get(url, { headers: auth })).json()) as { data: Ref[] }).data;
  const brand = (await get('/api/brand')).find((b) => b.name === name)!;
  return { brand, model: (await get(`/api/model?brand=${brand._id}`))[0]! };
}

/** The picker's highlighted option: the one its input points at (aria-activedescendant). */
async function expectHighlighted(page: Page, picker: Locator, option: string) {
  const id = page.getByRole('option', { name: option, exact: true });
  await expect(picker).toHaveAttribute('aria-activedescendant', (await id.getAttribute('id'))!);
}

const widths = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('"skoda" and "Pretraži" find Škoda only; a name that is no brand is said so', async ({
      page,
      request,
    }) => {
      const person = { ...dealer, email: `skoda.${name}.${stamp}@autoberza.test` };
      const auth = await approvedUser(request, page, person);
      for (const [i, brandName] of ['Škoda', 'Volkswagen'].entries()) {
        const { brand, model } = await brandNamed(page, auth, brandName);
        const id = await postAdvertViaApi(request, auth, {
          brand: brand._id,
          model: model._id,
          label: `Pretraga ${brandName}`,
          price: 9300 + i,
          yearProduction: 2016,
        });
        posted.push({ id, auth });
      }
      const { brand: skoda } = await brandNamed(page, auth, 'Škoda');
      await setServerClockOffset(request, 21 * 60 * 1000);
      await page.context().clearCookies();
      await page.goto(paths.cars);

      // The filters: beside the results on a computer, in the sheet on a phone. (While a list is
      // open, react-aria hides the rest of the page from assistive technology: `includeHidden`.)
      let form = page.getByRole('complementary', { name: 'Filteri', includeHidden: true });
      if (viewport.width < 640) {
        await expect(async () => {
          await page.getByRole('button', { name: /^Filteri \(\d+\)$/ }).click();
          await expect(page.getByRole('dialog', { name: 'Filteri' })).toBeVisible({
            timeout: 1000,
          });
        }).toPass();
        form = page.getByRole('dialog', { name: 'Filteri', includeHidden: true });
      }
      const brand = form.getByRole('combobox', { name: 'Marka' });
      // Typed without its "Š", at once: on a computer into the server's page as its script
      // starts (the letters typed before it are taken in), on a phone into the sheet. The list
      // shows Škoda, highlighted, with no ↓.
      await brand.click();
      await page.keyboard.type('skoda');
      await expect(brand).toHaveValue('skoda');
      await expectHighlighted(page, brand, 'Škoda');
      await page.screenshot({ path: test.info().outputPath(`picker-skoda-${name}.png`) });
      // Straight to "Pretraži", the list still open: the typed name is taken, not dropped.
      await form.getByRole('button', { name: 'Pretraži', includeHidden: true }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('brand') === skoda._id);
      const results = page.getByRole('region', { name: 'Rezultati pretrage' });
      const titles = results.getByRole('article').getByRole('heading', { level: 3 });
      await expect(async () => {
        const shown = await titles.allTextContents();
        expect(shown.length).toBeGreaterThan(0);
        for (const title of shown) expect(title).toMatch(/^Škoda /);
      }).toPass();
      await page.screenshot({ path: test.info().outputPath(`results-skoda-${name}.png`) });

      // A name that is no brand stays in the field, and the search says so instead of running.
      if (viewport.width < 640) {
        await page.getByRole('button', { name: /^Filteri \(\d+\)$/ }).click();
      }
      await brand.fill('Batmobil');
      await expect(form.getByText('Nijedna marka ne odgovara unosu „Batmobil“.')).toBeVisible();
      await form.getByRole('button', { name: 'Pretraži' }).click();
      await expect(form.getByText('Izaberite marku sa liste ili obrišite polje.')).toBeVisible();
      await expect(brand).toBeFocused();
      await expect(brand).toHaveValue('Batmobil');
      await expect(page).toHaveURL((url) => url.searchParams.get('brand') === skoda._id);
      await page.screenshot({ path: test.info().outputPath(`picker-no-match-${name}.png`) });
    });

    test('a dealer types "volks" + Enter and "pol" + Tab; the first failed save answers', async ({
      page,
      request,
    }) => {
      const person = { ...dealer, email: `tastatura.${name}.${stamp}@autoberza.test` };
      const auth = await approvedUser(request, page, person);
      await signIn(page, person.email, person.password);
      await page.goto(paths.add);
      const brand = page.getByRole('combobox', { name: /Marka/ });
      await brand.focus();
      await page.keyboard.type('volks');
      await expectHighlighted(page, brand, 'Volkswagen');
      await page.screenshot({ path: test.info().outputPath(`add-volks-${name}.png`) });
      await page.keyboard.press('Enter');
      await expect(brand).toHaveValue('Volkswagen');
      const model = page.getByRole('combobox', { name: /Model/ });
      await expect(model).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect(model).toBeFocused();
      // Typed at once, before the brand's models may have loaded: the list opens when they do.
      await page.keyboard.type('pol');
      await expectHighlighted(page, model, 'Polo');
      await page.keyboard.press('Tab');
      await expect(model).toHaveValue('Polo');
      await expect(model).not.toBeFocused();
      await page.getByRole('textbox', { name: /Naslov oglasa/ }).fill('Polo za grad');
      await page.getByRole('textbox', { name: /Godište/ }).fill('2014');

      // No price, no photo: the first press of "Sačuvaj oglas" moves the focus to the summary,
      // in view (not left on the button, a screen below).
      await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
      const summary = page.getByRole('alert', { name: 'Ispravite sledeća polja' });
      await expect(summary).toBeFocused();
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')),
      ).toBe('error-summary-title');
      // Whole, once the (smooth) scroll has ended.
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(summary).toContainText('Cena (EUR)');
      await page.screenshot({ path: test.info().outputPath(`add-failed-${name}.png`) });

      await page.getByRole('textbox', { name: /Cena/ }).fill('6400');
      await page
        .locator('input[type="file"]')
        .setInputFiles([{ name: '1.png', mimeType: 'image/png', buffer: PNG }]);
      await page.getByRole('button', { name: 'Sačuvaj oglas' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => /^\/car\/[^/]+$/.test(url.pathname));
      posted.push({ id: new URL(page.url()).pathname.split('/').at(-1)!, auth });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Polo');
    });

    test('the first failed submit of /register and of a report moves the focus', async ({
      page,
      request,
    }) => {
      await page.goto(paths.register);
      const firstName = page.getByRole('textbox', { name: 'Ime', exact: true });
      await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
      await expect(firstName).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
      await expect(firstName).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`register-failed-${name}.png`) });

      const owner = { ...dealer, email: `vlasnik.${name}.${stamp}@autoberza.test` };
      const reader = { ...dealer, email: `citalac.${name}.${stamp}@autoberza.test` };
      const ownerAuth = await approvedUser(request, page, owner);
      await approvedUser(request, page, reader);
      const { brand, model } = await brandAndModel(request, ownerAuth, 3);
      const id = await postAdvertViaApi(request, ownerAuth, {
        brand: brand._id,
        model: model._id,
        label: 'Za prijavu',
        price: 7300,
        yearProduction: 2013,
      });
      posted.push({ id, auth: ownerAuth });
      await setServerClockOffset(request, 21 * 60 * 1000);
      await signIn(page, reader.email, reader.password);
      await page.goto(`/car/${id}`);
      await page.getByRole('button', { name: 'Prijavi oglas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prijava oglasa' });
      await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
      await expect(dialog.getByText('Izaberite razlog prijave.')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Vozilo je prodato' })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`report-failed-${name}.png`) });
    });
  });
}
