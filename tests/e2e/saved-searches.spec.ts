import { expect, test } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signIn,
} from './fixtures';
import { waitForMail } from './mailbox';

// Saved searches (decision 014): a buyer saves a search with immediate alerts, a dealer posts a
// matching advert, the alert mail arrives once the advert is public (20 minutes), and its
// one-click unsubscribe link turns the alerts off without a sign-in.

const stamp = Date.now();
const person = (firstName: string, lastName: string, tag: string) => ({
  firstName,
  lastName,
  phone: '065 765 4321',
  email: `${tag}.${stamp}@autoberza.test`,
  password: 'Pretraga2024',
});
const dealer = person('Dragan', 'Diler', 'dragan');
const buyer = person('Katarina', 'Kupac', 'katarina');
const SEARCH_NAME = `Moja pretraga ${stamp}`;
let startOffset: number | undefined;

test.afterAll(async ({ request }) => {
  if (startOffset !== undefined) await setServerClockOffset(request, startOffset);
});

test('a saved search alerts its owner of a new match and unsubscribes in one click', async ({
  page,
  browser,
  request,
}) => {
  const dealerAuth = await approvedUser(request, page, dealer);
  const buyerAuth = await approvedUser(request, page, buyer);
  const { brand, model } = await brandAndModel(request, buyerAuth, 2);

  // The buyer searches by brand, model and price and saves the search with immediate alerts.
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`${paths.cars}?brand=${brand._id}&model=${model._id}&priceMax=31000`);
  const dialog = page.getByRole('dialog', { name: 'Sačuvaj pretragu' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Sačuvaj pretragu' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  await dialog.getByRole('textbox', { name: /Naziv pretrage/ }).fill(SEARCH_NAME);
  await expect(dialog.getByRole('button', { name: /Obaveštenja o novim oglasima/ })).toContainText(
    'Odmah, za svaki novi oglas',
  );
  await dialog.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText(`Pretraga „${SEARCH_NAME}” je sačuvana.`)).toBeVisible();

  // It is listed under "Sačuvane pretrage", with nothing new yet.
  await page.goto(paths.savedSearches);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SEARCH_NAME }) });
  await expect(row.getByText('Nema novih oglasa')).toBeVisible();

  // A dealer posts a matching advert; it becomes public 20 minutes later.
  const mailsFrom = Date.now();
  await postAdvertViaApi(request, dealerAuth, {
    brand: brand._id,
    model: model._id,
    label: 'Za sačuvanu pretragu',
    price: 29900,
    yearProduction: 2019,
  });
  // Other specs set the clock absolutely: put it back where it was once this one is done.
  const clock = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
  startOffset = clock.offsetMs;
  await setServerClockOffset(request, clock.offsetMs + 21 * 60_000);
  // The publication step (normally on its one-minute timer) queues the alert now.
  expect((await request.post('/api/test/jobs/newListingPush')).ok()).toBe(true);

  const mail = await waitForMail(buyer.email, SEARCH_NAME, mailsFrom);
  expect(mail.body).toContain(`${brand.name} ${model.name}`);
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(
    /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/saved-search\/unsubscribe\?ids=/m,
  );
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = mail.body.match(
    /https?:\/\/[^\s"'<>]+\/saved-searches\/unsubscribe\?ids=[^\s"'<>&]+&(?:amp;)?token=[A-Za-z0-9_-]+/,
  )?.[0];
  expect(link, 'the unsubscribe link in the mail').toBeTruthy();

  // The search now has one new match.
  await page.reload();
  await expect(row.getByText('1 novi oglas')).toBeVisible();

  // The link works without a sign-in: a fresh browser turns the alerts off.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const url = new URL(link!.replace('&amp;', '&'));
  await visitorPage.goto(`${url.pathname}${url.search}`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Odjava od obaveštenja' }),
  ).toBeVisible();
  await expect(
    visitorPage.getByText(`Obaveštenja su isključena za: „${SEARCH_NAME}”.`),
  ).toBeVisible();
  await visitor.close();

  // The owner sees the alerts off.
  await page.reload();
  await expect(row.getByRole('button', { name: /Obaveštenja o novim oglasima/ })).toContainText(
    'Bez obaveštenja',
  );
});
