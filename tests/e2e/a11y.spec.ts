import { expect, test } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { ADMIN } from './env';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  signIn,
  axeViolations as violations,
} from './fixtures';

// Whole pages checked with axe (WCAG 2.1 A and AA) at a phone's and a desk's width, as a buyer
// and a dealer meet them: the components' stories are checked one by one in Storybook, this
// checks what they make together (headings, landmarks, labels, contrast on the page).

const stamp = Date.now();
const dealer = {
  firstName: 'Aleksa',
  lastName: 'Pristupačni',
  phone: '064 222 3344',
  email: `aleksa.${stamp}@autoberza.test`,
  password: 'Pristup2024A',
};
let carId = '';
let dealerId = '';

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  const auth = await approvedUser(request, page, dealer);
  await page.close();
  // A pending subscription, for the console's payment dialog.
  expect((await request.post('/api/user/subscription', { headers: auth })).ok()).toBe(true);
  // A company, for the dealer's page and the Firma tab.
  const company = await request.put('/api/user/company', {
    headers: auth,
    data: {
      name: 'Pristupačni auto d.o.o.',
      pib: '107632155',
      registrationNumber: '21034598',
      address: 'Kneza Miloša 7',
      phones: ['011 222 3344'],
      hours: 'Pon–Pet 9–17',
    },
  });
  expect(company.ok()).toBe(true);
  dealerId = ((await company.json()) as { _id: string })._id;
  const { brand, model } = await brandAndModel(request, auth, 3);
  carId = await postAdvertViaApi(request, auth, {
    brand: brand._id,
    model: model._id,
    label: '1.6 HDi',
    price: 41900,
    yearProduction: 2016,
    mileage: 154000,
  });
});

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signed out: sign-in and registration', async ({ page }) => {
      for (const path of [
        paths.login,
        paths.register,
        paths.privacy,
        paths.terms,
        `${paths.unsubscribeSavedSearch}?notice=favourites&user=00000000-0000-4000-8000-000000000000&iat=${Math.floor(Date.now() / 1000)}&token=x`,
        `${paths.renewAdvert}?car=00000000-0000-4000-8000-000000000000&iat=${Math.floor(Date.now() / 1000)}&token=x`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
    });

    test("a dealer's pages", async ({ page }) => {
      await signIn(page, dealer.email, dealer.password);
      for (const path of [
        paths.home,
        paths.cars,
        to.car(carId),
        paths.myCars,
        paths.favourites,
        paths.savedSearches,
        paths.add,
        paths.profile,
        to.profileTab('company'),
        // The pending subscription's payment slip, its copy buttons and QR code.
        to.profileTab('subscription'),
        to.sellerCars(dealerId),
        '/nepostojeca-strana',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await violations(page), path).toEqual([]);
      }
    });

    test("the admin's console", async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      for (const path of [
        paths.adminPending,
        paths.adminUsers,
        paths.adminSubscriptions,
        paths.adminMessages,
        `${paths.adminReports}?show=all`,
        `${paths.admin}/listings`,
        `${paths.admin}/audit`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await violations(page), path).toEqual([]);
      }
      // The payment dialog, open.
      await page.goto(paths.adminSubscriptions);
      await page
        .getByRole('button', { name: `Aktiviraj: ${dealer.firstName} ${dealer.lastName}` })
        .click();
      await expect(page.getByRole('dialog', { name: 'Evidentiranje uplate' })).toBeVisible();
      expect(await violations(page), 'payment dialog').toEqual([]);
    });
  });
}
