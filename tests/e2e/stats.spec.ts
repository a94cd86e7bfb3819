import { axeViolations as violations } from './fixtures';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signedInPage,
} from './fixtures';

// A dealer's numbers: a buyer opens the advert and taps "Prikaži broj"; the dealer's chart, its
// table and the CSV file in "Moji oglasi" show the day's view and phone reveal.

const stamp = Date.now();
const dealer = {
  firstName: 'Stevan',
  lastName: 'Statistić',
  phone: '+381 63 700 8090',
  email: `stevan.${stamp}@autoberza.test`,
  password: 'Statistika24A',
};
const buyer = {
  firstName: 'Bojana',
  lastName: 'Kupčić',
  phone: '064 100 2003',
  email: `bojana.${stamp}@autoberza.test`,
  password: 'Kupovina24A',
};

let restoreClock: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreClock?.();
  restoreClock = undefined;
});

test('a dealer sees the day’s view and phone reveal in the chart, the table and the CSV', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const dealerAuth = await approvedUser(request, page, dealer);
  await approvedUser(request, page, buyer);
  const { brand, model } = await brandAndModel(request, dealerAuth, 4);
  const id = await postAdvertViaApi(request, dealerAuth, {
    brand: brand._id,
    model: model._id,
    label: 'Oglas za statistiku',
    price: 15400,
    yearProduction: 2018,
  });
  // New adverts are hidden from buyers for 20 minutes: move the server's clock past them.
  const clock = (await (await request.get('/api/test/clock')).json()) as { offsetMs: number };
  await setServerClockOffset(request, clock.offsetMs + 21 * 60 * 1000);
  // The specs after this one set the clock as they expect to find it: put it back at the end.
  restoreClock = () => setServerClockOffset(request, clock.offsetMs);

  // The buyer opens the advert: the number shows after one press of "Prikaži broj".
  const visitor = await signedInPage(browser, buyer.email, buyer.password);
  await visitor.page.goto(to.car(id));
  const contact = visitor.page.getByRole('region', { name: 'Kontakt' });
  await expect(contact).toBeVisible();
  await expect(visitor.page.getByText('063 700 8090')).toHaveCount(0);
  const revealed = visitor.page.waitForResponse(
    (res) => res.url().endsWith(`/api/car/${id}/phone-reveal`) && res.status() === 204,
  );
  await contact.getByRole('button', { name: 'Prikaži broj' }).click();
  await expect(contact.getByRole('link', { name: '063 700 8090' })).toHaveAttribute(
    'href',
    'tel:+381637008090',
  );
  await revealed;
  await visitor.close();

  // The dealer's "Moji oglasi": the counts are written within seconds (in batches).
  const { to: today } = (await (
    await request.get('/api/car/owner/stats', { headers: dealerAuth })
  ).json()) as { to: string };
  const [year, month, day] = today.split('-');
  const seller = await signedInPage(browser, dealer.email, dealer.password);
  const mine = seller.page;
  const section = mine.getByRole('region', { name: 'Statistika svih oglasa' });
  const chart = section.getByRole('img', {
    name: 'Pregledi i prikazi broja telefona, poslednjih 30 dana',
  });
  await expect(async () => {
    await mine.goto(paths.myCars);
    await expect(chart).toHaveAccessibleDescription(
      /^Poslednjih 30 dana: pregledi 1, prikazi broja 1\./,
      { timeout: 2000 },
    );
  }).toPass();
  // uPlot drew the chart (its own chunk, loaded after the page).
  await expect(section.locator('canvas').first()).toBeVisible();

  // The same numbers as a table, by keyboard.
  const toggle = section.getByRole('button', { name: 'Prikaži kao tabelu' });
  await toggle.focus();
  await mine.keyboard.press('Enter');
  const table = section.getByRole('table', {
    name: 'Pregledi, prikazi broja i praćenja po danima',
  });
  await expect(table).toBeVisible();
  // The newest day first: one view, one reveal.
  await expect(table.getByRole('row').nth(1)).toContainText(/\b1\s*1\s*0\s*0$/);

  // The CSV: UTF-8 with a byte order mark, `;` between fields, the day as dd.mm.yyyy.
  const download = mine.waitForEvent('download');
  await section.getByRole('button', { name: 'Preuzmi CSV' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe('statistika-oglasa.csv');
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Dan;Pregledi;Prikazi broja;Novi pratioci;Prestali da prate');
  expect(lines).toContain(`${day}.${month}.${year}.;1;1;0;0`);

  for (const width of [390, 1280]) {
    await mine.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await mine.screenshot({ path: testInfo.outputPath(`moji-oglasi-stats-${width}.png`) });
    expect(await violations(mine), `Moji oglasi at ${width} px`).toEqual([]);
  }

  // One advert's statistics, in a dialog from its card.
  const card = mine.getByRole('article', { name: `${brand.name} ${model.name}` });
  await card.getByRole('button', { name: 'Statistika' }).click();
  const dialog = mine.getByRole('dialog', { name: `${brand.name} ${model.name}: statistika` });
  await expect(
    dialog.getByRole('img', { name: 'Pregledi i prikazi broja telefona, poslednjih 30 dana' }),
  ).toHaveAccessibleDescription(/^Poslednjih 30 dana: pregledi 1, prikazi broja 1\./);
  for (const width of [390, 1280]) {
    await mine.setViewportSize({ width, height: 900 });
    await mine.screenshot({ path: testInfo.outputPath(`advert-stats-dialog-${width}.png`) });
    expect(await violations(mine), `the advert's statistics at ${width} px`).toEqual([]);
  }
  await mine.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await seller.close();
});
