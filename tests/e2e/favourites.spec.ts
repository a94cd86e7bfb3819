import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signedInPage,
} from './fixtures';
import type { Person } from './fixtures';
import { mailsTo } from './mailbox';

// Decision 013: a buyer follows an advert ("Prati oglas"), the seller lowers its price, and after
// the hour the buyer gets one notice, by e-mail, through the outbox. The seller hears nothing. A
// followed advert its seller deletes is named in the list until the buyer removes the note.

const MIN = 60_000;
const stamp = Date.now().toString(36);
const person = (firstName: string, tag: string, phone: string): Person => ({
  firstName,
  lastName: 'Pratić',
  phone,
  email: `prati.${tag}.${stamp}@autoberza.test`,
  password: 'Pracenje2024Oglas',
});
const seller = person('Sava', 'prodavac', '063 123 4567');
const buyer = person('Vesna', 'kupac', '064 765 4321');

test.afterAll(async ({ request }) => {
  // Later specs count on the clock they set themselves (from zero).
  await setServerClockOffset(request, 0);
});

test('a buyer follows an advert, the seller lowers the price, the buyer gets one notice', async ({
  browser,
  page,
  request,
}) => {
  const sellerAuth = await approvedUser(request, page, seller);
  const buyerAuth = await approvedUser(request, page, buyer);
  const { brand, model } = await brandAndModel(request, sellerAuth);
  const title = `${brand.name} ${model.name}`;
  // Priced outside the ranges other specs filter on (7–8, 15–16 and 23–24 thousand €).
  const carId = await postAdvertViaApi(request, sellerAuth, {
    brand: brand._id,
    model: model._id,
    label: 'Praćeni karavan',
    price: 31900,
    yearProduction: 2015,
  });
  // Past the 20 minutes in which only subscribers see a new advert.
  await setServerClockOffset(request, 21 * MIN);

  // The buyer follows it from the advert's page.
  const reader = await signedInPage(browser, buyer.email, buyer.password);
  await reader.page.goto(to.car(carId));
  const follow = reader.page.getByRole('button', { name: 'Prati oglas' });
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(reader.page.getByRole('button', { name: 'Ne prati više' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The user menu leads to the followed adverts: the car with its price and status.
  await reader.page
    .getByRole('button', { name: /Vesna Pratić/ })
    .first()
    .click();
  await reader.page.getByRole('menuitem', { name: 'Praćeni oglasi' }).click();
  await expect(reader.page).toHaveURL((url) => url.pathname === paths.favourites);
  const item = reader.page.getByRole('article', { name: title });
  await expect(item).toContainText(/31\.900\s€/);
  await expect(item).toContainText('Aktivan');
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', to.car(carId));

  // The seller sees one follower in My listings, and lowers the price in the advert's form.
  const owner = await signedInPage(browser, seller.email, seller.password);
  await owner.page.goto(paths.myCars);
  const card = owner.page.getByRole('article', { name: title });
  await expect(card.locator('dt:text-is("Pratioci") + dd')).toHaveText('1');
  await card.getByRole('link', { name: 'Izmeni' }).click();
  await owner.page.getByRole('textbox', { name: /Cena/ }).fill('30900');
  await owner.page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
  await expect(owner.page.getByText('Oglas je izmenjen')).toBeVisible();

  // The buyer's header counts the change; the list shows the old price beside the new one.
  await reader.page.goto(paths.cars);
  const menu = reader.page.getByRole('button', {
    name: /^Vesna Pratić\s*1 promena na praćenim oglasima$/,
  });
  await expect(
    menu.or(reader.page.getByRole('button', { name: /^Meni, 1 promena/ })).first(),
  ).toBeVisible();
  await reader.page.goto(paths.favourites);
  await expect(item).toContainText(/30\.900\s€/);
  await expect(item.locator('del')).toContainText(/31\.900\s€/);
  await expect(item.getByText('Cena snižena')).toBeVisible();
  for (const width of [390, 1280]) {
    await reader.page.setViewportSize({ width, height: 900 });
    await reader.page.screenshot({
      path: `test-results/favourites-price-drop-${width}.png`,
      fullPage: true,
    });
  }
  // Opening the list saw the change: the count is gone.
  await reader.page.goto(paths.cars);
  await expect(reader.page.getByText('1 promena na praćenim oglasima')).toHaveCount(0);

  // Within the hour nothing is sent; an hour after the change the digest job sends one notice.
  const run = async () => {
    const res = await request.post('/api/test/jobs/favouriteDigest');
    expect(res.ok(), 'the e2e server runs with E2E_CLOCK_CONTROL=true').toBe(true);
    return ((await res.json()) as { handled: number }).handled;
  };
  expect(await run()).toBe(0);
  await setServerClockOffset(request, 21 * MIN + 61 * MIN);
  expect(await run()).toBe(1);
  const notice = (mails: string[]) =>
    mails.filter((mail) => mail.includes('Oglasi koje pratite su se promenili'));
  await expect.poll(() => notice(mailsTo(buyer.email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = notice(mailsTo(buyer.email));
  expect(mail).toContain(`${title}: cena snižena sa 31.900\u00a0€ na 30.900\u00a0€`);
  expect(mail).toContain(`/car/${carId}`);
  expect(mail).toContain('/user/favourites');
  // The digest's one-click unsubscribe: opening the link changes nothing, the button does.
  const unsubscribe = /\/saved-searches\/unsubscribe\?notice=favourites&[^\s"<>]+/.exec(mail!)?.[0];
  expect(unsubscribe).toBeDefined();
  const isEmail = async () =>
    (
      (await (await request.get('/api/user/preferences', { headers: buyerAuth })).json()) as {
        isEmail: boolean;
      }
    ).isEmail;
  const visitor = await browser.newPage();
  await visitor.goto(unsubscribe!.replace(/&amp;/g, '&'));
  const press = visitor.getByRole('button', { name: 'Isključi obaveštenja' });
  await expect(press).toBeVisible();
  expect(await isEmail()).toBe(true);
  await press.click();
  await expect(
    visitor.getByText('Obaveštenja e-poštom su isključena.', { exact: false }),
  ).toBeVisible();
  expect(await isEmail()).toBe(false);
  await visitor.close();

  // Once only, and never to the seller.
  expect(await run()).toBe(0);
  expect(notice(mailsTo(seller.email))).toHaveLength(0);

  // The list shows the new price; unfollowing there empties it.
  await reader.page.goto(paths.favourites);
  await expect(item).toContainText(/30\.900\s€/);
  await item.getByRole('button', { name: 'Ne prati više' }).click();
  await expect(reader.page.getByText(`Oglas ${title} više ne pratite`)).toBeVisible();
  await expect(reader.page.getByText('Ne pratite nijedan oglas')).toBeVisible();

  // Another followed advert is deleted by its seller: it leaves the list, but the list names it
  // (for 30 days) until the buyer removes the note.
  const other = await brandAndModel(request, sellerAuth, 1);
  const otherTitle = `${other.brand.name} ${other.model.name}`;
  const deletedId = await postAdvertViaApi(request, sellerAuth, {
    brand: other.brand._id,
    model: other.model._id,
    label: 'Obrisani karavan',
    price: 32900,
    yearProduction: 2014,
  });
  await setServerClockOffset(request, (21 + 61 + 21) * MIN);
  const followed = await request.put(`/api/user/favourites/${deletedId}`, { headers: buyerAuth });
  expect(followed.ok(), await followed.text()).toBe(true);
  await reader.page.goto(paths.favourites);
  await expect(reader.page.getByRole('article', { name: otherTitle })).toBeVisible();
  const deleted = await request.delete(`/api/car/${deletedId}`, { headers: sellerAuth });
  expect(deleted.ok()).toBe(true);

  await reader.page.reload();
  const gone = reader.page.getByRole('region', { name: 'Oglasi koji trenutno nisu dostupni' });
  await expect(gone).toContainText(`${otherTitle}: oglas je obrisan i više nije na sajtu.`);
  await expect(gone).toContainText(/Uklonjen \d+\. \p{L}+ \d{4}\./u);
  await expect(gone).toContainText('Obrisani oglasi ostaju na ovom spisku 30 dana.');
  await expect(reader.page.getByRole('article', { name: otherTitle })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await reader.page.setViewportSize({ width, height: 900 });
    await reader.page.screenshot({ path: `test-results/favourites-gone-${width}.png` });
    const axe = await new AxeBuilder({ page: reader.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.passes.length).toBeGreaterThan(10);
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
  await gone.getByRole('button', { name: `Ukloni ${otherTitle} sa spiska` }).click();
  await expect(gone).toHaveCount(0);
  await expect(reader.page.getByText('Ne pratite nijedan oglas')).toBeVisible();
  // Removed for good: a new visit does not bring it back.
  await reader.page.reload();
  await expect(reader.page.getByText('Ne pratite nijedan oglas')).toBeVisible();
  await expect(gone).toHaveCount(0);

  await reader.close();
  await owner.close();
});
