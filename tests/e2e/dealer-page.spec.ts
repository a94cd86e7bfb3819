import { expect, test } from '@playwright/test';
import { to } from '@autoberza/app/paths';
import { approvedUser, brandAndModel, postAdvertViaApi, signIn } from './fixtures';

// A dealer fills in the Firma section of „Moj nalog“ by keyboard alone; their page then says who
// they are (the company, „Pravno lice“, the PIB), and so does their advert's contact box
// (docs/product.md, “The dealer's page”). On a phone and on a desktop.

const stamp = Date.now();

for (const width of [390, 1280]) {
  test(`a dealer's company reaches their page and adverts (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const dealer = {
      firstName: 'Dragan',
      lastName: 'Firmić',
      phone: '+381 64 200 3000',
      email: `firma.${width}.${stamp}@autoberza.test`,
      password: 'Prodaja2026auto',
    };
    const auth = await approvedUser(request, page, dealer);
    const { brand, model } = await brandAndModel(request, auth);
    const advert = await postAdvertViaApi(request, auth, {
      brand: brand._id,
      model: model._id,
      label: `${brand.name} ${model.name} iz salona`,
      price: 12500,
      yearProduction: 2019,
      mileage: 98000,
    });
    await signIn(page, dealer.email, dealer.password);

    await page.goto(to.profileTab('company'));
    const company = `Auto Firmić ${width} d.o.o.`;
    await page.getByRole('textbox', { name: /^Naziv firme/ }).focus();
    await page.keyboard.type(company);
    await page.keyboard.press('Tab');
    await page.keyboard.type('107632156'); // a wrong check digit first
    await page.keyboard.press('Tab');
    await page.keyboard.type('21034598');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bulevar kralja Aleksandra 73');
    await page.keyboard.press('Tab');
    await page.keyboard.type('011 3456 789, 063 111 2222');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pon–Pet 9–17');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sub 9–14');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sačuvaj' })).toBeFocused();
    await page.keyboard.press('Enter');
    const pib = page.getByRole('textbox', { name: /^PIB/ });
    await expect(pib).toBeFocused();
    await expect(
      page.getByText('PIB nije ispravan: poslednja cifra nije njegova kontrolna cifra.'),
    ).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Podaci firme su sačuvani.')).toBeVisible();
    // Nothing wider than the screen (four tabs on a phone scroll in their row).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: test.info().outputPath(`firma-${width}.png`),
      fullPage: true,
    });

    // The advert's contact box names the company and leads to the dealer's page.
    await page.goto(to.car(advert));
    await page.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText(/^Pravno lice · Član od /)).toBeVisible();
    await expect(page.getByText('107632155', { exact: true })).toBeVisible();
    await expect(page.getByText('21034598', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prikaži na mapi' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Bulevar/,
    );
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: test.info().outputPath(`dealer-page-${width}.png`),
      fullPage: true,
    });
  });
}
