import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { approvedUser, PNG, signIn } from './fixtures';

// A dealer describes the car's details and equipment on /add by keyboard alone, and sees them on
// the advert (docs/product.md, “Car details”; decision 043), on a phone and on a desktop.

/** Opens a select by keyboard, types its option (type-ahead) and takes it with Enter. */
async function chooseByKeyboard(page: Page, label: RegExp, option: string) {
  const trigger = page.getByRole('button', { name: label });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toContainText(option);
}

/** Opens a collapsed section by keyboard. */
async function openSection(page: Page, title: string) {
  const heading = page.getByRole('button', { name: title, exact: true });
  await heading.focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
}

for (const width of [390, 1280]) {
  test(`a dealer fills details and equipment by keyboard and sees them on the advert (${width} px)`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const dealer = {
      firstName: 'Dragan',
      lastName: 'Detaljni',
      phone: '+381 64 555 0143',
      email: `detalji.${width}.${Date.now()}@autoberza.test`,
      password: 'Detalji2024oprema',
    };
    await approvedUser(request, page, dealer);
    await signIn(page, dealer.email, dealer.password);

    await page.goto(paths.add);
    // The model's list loads once a brand is chosen: type again until its option shows (a busy
    // machine may answer after the first keys).
    const pickFrom = async (field: RegExp, text: string, option: string) => {
      const box = page.getByRole('combobox', { name: field });
      await expect(box).toBeEnabled();
      await expect(async () => {
        await box.fill('');
        await box.fill(text);
        await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible({
          timeout: 2000,
        });
      }).toPass();
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(box).toHaveValue(option);
    };
    await pickFrom(/Marka/, 'Volks', 'Volkswagen');
    await pickFrom(/Model/, 'Gol', 'Golf');
    await page.getByRole('textbox', { name: /Naslov oglasa/ }).fill('Golf 7 sa kukom');
    await page.getByRole('textbox', { name: /Cena/ }).fill('11900');
    await page.getByRole('textbox', { name: /Godište/ }).fill('2017');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'golf.png', mimeType: 'image/png', buffer: PNG }]);

    // The details wait under their headings.
    await expect(page.getByRole('button', { name: /Stanje/ })).toHaveCount(0);
    await openSection(page, 'Detalji vozila');
    await chooseByKeyboard(page, /Stanje/, 'Polovno vozilo');
    await chooseByKeyboard(page, /Pogon/, '4x4');
    await chooseByKeyboard(page, /Klima/, 'Automatska klima');
    await openSection(page, 'Papiri i istorija');
    await chooseByKeyboard(page, /Poreklo vozila/, 'Strane tablice');
    const serviceBook = page.getByRole('checkbox', { name: 'Servisna knjiga' });
    await serviceBook.focus();
    await page.keyboard.press('Space');
    await expect(serviceBook).toBeChecked();
    await openSection(page, 'Cena i plaćanje');
    await chooseByKeyboard(page, /PDV/, 'PDV se odbija');
    await openSection(page, 'Oprema i sigurnost');
    for (const item of ['ABS', 'Kuka za vuču', 'Navigacija']) {
      const box = page.getByRole('checkbox', { name: item, exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await page
      .getByRole('heading', { name: 'Detalji i oprema' })
      .screenshot({ path: test.info().outputPath(`add-details-heading-${width}.png`) });
    await page.screenshot({
      path: test.info().outputPath(`add-details-${width}.png`),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
    await expect(page.getByText('Uspešno dodat oglas')).toBeVisible();
    await expect(page).toHaveURL((url) => /^\/car\/[^/]+$/.test(url.pathname));
    // The address changes before the advert's page has replaced the form (its code may still be
    // loading): the form's own „PDV se odbija“ must be gone before the advert's is looked for.
    await expect(page.getByRole('button', { name: 'Sačuvaj oglas' })).toHaveCount(0);

    await expect(page.getByText('PDV se odbija', { exact: true })).toBeVisible();
    const vehicle = page.getByRole('region', { name: 'Detalji vozila' });
    await expect(vehicle).toContainText('Polovno vozilo');
    await expect(vehicle).toContainText('4x4');
    // The kind of air conditioning is the general information's „Klima uređaj“, shown once.
    await expect(page.getByRole('definition').filter({ hasText: 'Automatska klima' })).toHaveCount(
      1,
    );
    await expect(vehicle).not.toContainText('klima');
    const papers = page.getByRole('region', { name: 'Papiri i istorija' });
    await expect(page.getByRole('definition').filter({ hasText: 'Strane tablice' })).toHaveCount(1);
    await expect(papers).toContainText('Servisna knjiga');
    const equipment = page.getByRole('region', { name: 'Oprema i sigurnost' });
    await expect(equipment.getByRole('listitem')).toHaveText([
      '✓ABS',
      '✓Navigacija',
      '✓Kuka za vuču',
    ]);
    await page.screenshot({
      path: test.info().outputPath(`advert-details-${width}.png`),
      fullPage: true,
    });
    await context.close();
  });
}
