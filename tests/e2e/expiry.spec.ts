import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signedInPage,
  signIn,
  axeViolations as violations,
} from './fixtures';
import { waitForMail } from './mailbox';

// docs/product.md, “Expiry and renewal”: an advert is listed for 30 days, then it expires: it
// leaves the lists, its dealer is mailed and sees „Istekao“ with „Obnovi oglas“ in „Moji
// oglasi“; renewing brings it back. The server's clock is moved (E2E_CLOCK_CONTROL) and the
// expiry job run at once instead of on its timer.

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const stamp = Date.now();
const dealer = {
  firstName: 'Ivana',
  lastName: 'Isteklić',
  phone: '+381 64 310 2030',
  email: `ivana.${stamp}@autoberza.test`,
  password: 'Obnova2024Oglas',
};
const buyer = {
  firstName: 'Goran',
  lastName: 'Gledalac',
  phone: '+381 64 310 2031',
  email: `goran.${stamp}@autoberza.test`,
  password: 'Gledam2024Oglas',
};
// A price no other spec uses: the list shows this advert only.
const PRICE = 31_730;
const listPath = `${paths.cars}?priceMin=${PRICE}&priceMax=${PRICE}`;

async function runExpiryJob(request: APIRequestContext) {
  const res = await request.post('/api/test/jobs/advertExpiry');
  expect(res.ok()).toBe(true);
}

/** Full-page pictures at both widths, kept with the test's output. */
async function pictures(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let restoreClock: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreClock?.();
  restoreClock = undefined;
});

test('an advert expires after 30 days; its dealer renews it and it is back in the list', async ({
  browser,
  page,
  request,
}) => {
  const dealerAuth = await approvedUser(request, page, dealer);
  await approvedUser(request, page, buyer);
  const { brand, model } = await brandAndModel(request, dealerAuth, 3);
  const title = `${brand.name} ${model.name}`;
  const clock = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
  // The specs after this one set the clock as they expect to find it: put it back at the end.
  restoreClock = () => setServerClockOffset(request, clock.offsetMs);
  const id = await postAdvertViaApi(request, dealerAuth, {
    brand: brand._id,
    model: model._id,
    label: 'Oglas koji ističe',
    price: PRICE,
    yearProduction: 2017,
  });
  // Past its 20 minutes, the advert is in the list.
  await setServerClockOffset(request, clock.offsetMs + 21 * MIN);
  await signIn(page, dealer.email, dealer.password);
  await page.goto(listPath);
  await expect(page.getByText('Rezultata: 1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  // Three days before the end the dealer is mailed, with a link that renews in one press.
  await setServerClockOffset(request, clock.offsetMs + 27 * DAY + 21 * MIN);
  await runExpiryJob(request);
  await waitForMail(dealer.email, `Oglas „${title}“ uskoro ističe`);

  // 30 days after posting it expires: mailed again, gone from the list and from its address.
  await setServerClockOffset(request, clock.offsetMs + 30 * DAY + MIN);
  await runExpiryJob(request);
  const expiredMail = await waitForMail(dealer.email, `Oglas „${title}“ je istekao`);
  const link = expiredMail.body.match(/https?:\/\/[^\s"'<>]+\/adverts\/renew\?car=[^\s"'<>]+/);
  expect(link, 'the expiry mail has a renewal link').not.toBeNull();

  // The clock moved a month: the sessions ended, the dealer signs in again (a new browser).
  const again = await signedInPage(browser, dealer.email, dealer.password);
  const dealerPage = again.page;
  await dealerPage.goto(listPath);
  await expect(dealerPage.getByText('Nema vozila za prikaz')).toBeVisible();
  const other = await signedInPage(browser, buyer.email, buyer.password);
  await other.page.goto(to.car(id));
  await expect(
    other.page.getByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
  ).toBeVisible();

  // The mail's link opens a page that asks for the press; opening it renews nothing.
  const renewUrl = new URL(link![0].replaceAll('&amp;', '&'));
  await dealerPage.goto(`${renewUrl.pathname}${renewUrl.search}`);
  await expect(dealerPage.getByRole('heading', { level: 1, name: 'Obnova oglasa' })).toBeVisible();
  await expect(dealerPage.getByRole('button', { name: 'Obnovi oglas' })).toBeVisible();
  expect(await violations(dealerPage)).toEqual([]);
  await pictures(dealerPage, 'renew-link');

  // Its owner still opens its page: „Istekao“, with „Obnovi oglas“.
  await dealerPage.goto(to.car(id));
  await expect(dealerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(dealerPage.getByText('Istekao', { exact: true })).toBeVisible();
  await expect(dealerPage.getByRole('button', { name: 'Obnovi oglas' })).toBeVisible();
  expect(await violations(dealerPage)).toEqual([]);
  await pictures(dealerPage, 'car-expired');

  // „Moji oglasi“: the advert says „Istekao“ and offers „Obnovi oglas“.
  await dealerPage.goto(paths.myCars);
  const card = dealerPage.getByRole('article', { name: title });
  await expect(card.getByText('Istekao', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Istekao \d+\. \w+ \d{4}\./)).toBeVisible();
  expect(await violations(dealerPage)).toEqual([]);
  await pictures(dealerPage, 'my-cars-expired');
  await card.getByRole('button', { name: 'Obnovi oglas' }).click();
  await expect(
    dealerPage.getByText(`${title}: oglas je obnovljen i prikazuje se do`),
  ).toBeVisible();
  await expect(card.getByText('Istekao', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Obnovi oglas' })).toHaveCount(0);

  // Back in the list, and its page opens for others again.
  await dealerPage.goto(listPath);
  await expect(dealerPage.getByText('Rezultata: 1')).toBeVisible();
  await expect(dealerPage.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await other.page.goto(to.car(id));
  await expect(other.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await other.close();
  await again.close();
});
