import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import {
  adminAuth,
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signIn,
  type Auth,
} from './fixtures';

// A trader finds a car by what its description used to hide (docs/product.md, “Search and
// lists”; decision 044): a subscriber by „4x4 + automatik + PDV se odbija + kuka za vuču“ in the
// filter sections, by keyboard, on a phone and on a desktop; a visitor by the keyword „kuka“
// on the public site, where the dealer's page names the company and its PIB.

const stamp = Date.now();
const AUTOMATIC = 'Automatski / poluautomatski';

/** `auth`'s user asks for a subscription and the administrator records its payment. */
async function subscribe(request: APIRequestContext, auth: Auth) {
  const asked = await request.post('/api/user/subscription', { headers: auth });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { subscription } = (await asked.json()) as { subscription: { _id: string } };
  const res = await request.post(`/api/admin/subscriptions/${subscription._id}/activate`, {
    headers: await adminAuth(request),
    data: { paidOn: new Date().toISOString().slice(0, 10), amount: 2400 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens a filter section by keyboard. */
async function openSection(page: Page, name: string) {
  const heading = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await heading.focus();
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
}

/** Opens a select by keyboard, types its option and takes it with Enter. */
async function choose(page: Page, label: string, option: string) {
  // A select's button opens a list and is named by its value, then its label („Sve Pogon“).
  const trigger = page
    .locator('[aria-haspopup="listbox"]')
    .and(page.getByRole('button', { name: new RegExp(`\\s${label}$`) }));
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
}

test.describe.configure({ mode: 'serial' });

const wanted = `Tiguan 4Motion kuka ${stamp}`;
const decoys = [`Tiguan bez kuke ${stamp}`, `Tiguan sa maržom ${stamp}`];

test('a subscriber finds the car by 4x4, automatic, VAT deductible and tow hook', async ({
  page,
  request,
}) => {
  const dealer = {
    firstName: 'Vesna',
    lastName: 'Pogonić',
    phone: '+381 64 777 0144',
    email: `pogon.${stamp}@autoberza.test`,
    password: 'Pogon2026kuka',
  };
  const dealerAuth = await approvedUser(request, page, dealer);
  const company = await request.put('/api/user/company', {
    headers: dealerAuth,
    data: {
      name: `Auto Pogonić ${stamp} d.o.o.`,
      pib: '101134702',
      registrationNumber: '17254513',
      address: 'Bulevar oslobođenja 12',
      phones: [],
      hours: 'Pon–Pet 9–17',
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const { brand, model } = await brandAndModel(request, dealerAuth, 2);
  const base = { brand: brand._id, model: model._id, price: 24900, yearProduction: 2019 };
  const wantedId = await postAdvertViaApi(request, dealerAuth, {
    ...base,
    label: wanted,
    transmission: AUTOMATIC,
    description: 'Redovno servisiran, zimske gume.',
    drive: 'awd',
    vat: 'deductible',
    equipment: 'abs,navigation,towHook',
  });
  const decoyIds: string[] = [];
  decoyIds[0] = await postAdvertViaApi(request, dealerAuth, {
    ...base,
    label: decoys[0]!,
    transmission: AUTOMATIC,
    drive: 'awd',
    vat: 'deductible',
    equipment: 'abs,navigation',
  });
  decoyIds[1] = await postAdvertViaApi(request, dealerAuth, {
    ...base,
    label: decoys[1]!,
    transmission: AUTOMATIC,
    drive: 'awdReduction',
    vat: 'margin',
    equipment: 'towHook',
  });

  const buyer = {
    firstName: 'Sava',
    lastName: 'Pretplatnik',
    phone: '+381 64 777 0145',
    email: `pretplata.${stamp}@autoberza.test`,
    password: 'Pretplata2026filteri',
  };
  await subscribe(request, await approvedUser(request, page, buyer));
  await signIn(page, buyer.email, buyer.password);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(paths.cars);
    if (width < 600) await page.getByRole('button', { name: /^Filteri/ }).click();
    await openSection(page, 'Pogon i boja');
    await choose(page, 'Pogon', '4x4');
    await openSection(page, 'Tehnički podaci');
    await choose(page, 'Menjač', AUTOMATIC);
    await openSection(page, 'Cena i PDV');
    await choose(page, 'PDV', 'PDV se odbija');
    await openSection(page, 'Oprema');
    const hook = page.getByRole('checkbox', { name: 'Kuka za vuču', exact: true });
    await hook.focus();
    await page.keyboard.press('Space');
    await expect(hook).toBeChecked();
    await expect(page.getByRole('button', { name: 'Oprema (1)' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`detail-filters-${width}.png`) });
    const filters =
      width < 600
        ? page.getByRole('dialog', { name: 'Filteri' })
        : page.getByRole('complementary', { name: 'Filteri' });
    await filters.getByRole('button', { name: 'Pretraži' }).click();

    await expect(page).toHaveURL(/equipment=towHook/);
    // Cards are titled by brand and model: the adverts are told apart by their links.
    const results = page.getByRole('region', { name: 'Rezultati pretrage' });
    await expect(results.locator(`a[href="${to.car(wantedId)}"]`).first()).toBeVisible();
    for (const id of decoyIds)
      await expect(results.locator(`a[href="${to.car(id)}"]`)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`detail-results-${width}.png`) });
  }
});

test.describe('on the public site', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PUBLIC_PORT}` });

  test('a visitor finds the car by „kuka“, and its dealer by company and PIB', async ({
    page,
    request,
  }) => {
    // The public server's own seller and advert (its database is another), past 20 minutes.
    const dealer = {
      firstName: 'Vesna',
      lastName: 'Javna',
      phone: '+381 64 777 0146',
      email: `javna.kuka.${stamp}@autoberza.test`,
      password: 'Prikolica2026Karavan',
    };
    const auth = await approvedUser(request, page, dealer);
    const me = (await (await request.get('/api/user/me', { headers: auth })).json()) as {
      _id: string;
    };
    expect(
      (
        await request.put('/api/user/company', {
          headers: auth,
          data: {
            name: `Kuka Trade ${stamp} d.o.o.`,
            pib: '101134702',
            registrationNumber: '17254513',
          },
        })
      ).ok(),
    ).toBe(true);
    const { brand, model } = await brandAndModel(request, auth, 2);
    const id = await postAdvertViaApi(request, auth, {
      brand: brand._id,
      model: model._id,
      label: `Karavan ${stamp}`,
      price: 8900,
      yearProduction: 2012,
      description: 'Ugrađena kukom za prikolicu, nova kvačila.',
    });
    // Past its 20 minutes, from wherever other tests left the server's clock.
    const clock = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
    await setServerClockOffset(request, clock.offsetMs + 21 * 60 * 1000);
    try {
      for (const width of [390, 1280]) {
        const context = await page
          .context()
          .browser()!
          .newContext({
            baseURL: `http://127.0.0.1:${E2E_PUBLIC_PORT}`,
            viewport: { width, height: width < 600 ? 844 : 900 },
          });
        const visitor = await context.newPage();
        await visitor.goto(paths.cars);
        const box = visitor.getByRole('searchbox', { name: 'Ključna reč' });
        // Typed at once, while the server's page may still be taken over by its script: the
        // word must survive the takeover (KeywordField).
        await box.click();
        await visitor.keyboard.type('kuka');
        await visitor.keyboard.press('Enter');
        await expect(visitor).toHaveURL(/q=kuka/);
        await expect(visitor.locator(`a[href="${to.car(id)}"]`).first()).toBeVisible();
        await visitor.screenshot({ path: test.info().outputPath(`keyword-${width}.png`) });

        await visitor.goto(to.sellerCars(me._id));
        await expect(visitor.getByRole('heading', { level: 1 })).toContainText(
          `Kuka Trade ${stamp}`,
        );
        await expect(visitor.getByText('101134702')).toBeVisible();
        await context.close();
      }
    } finally {
      await setServerClockOffset(request, clock.offsetMs);
    }
  });
});
