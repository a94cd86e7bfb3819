import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { ADMIN } from './env';
import {
  approvedUser,
  brandAndModel,
  postAdvertViaApi,
  setServerClockOffset,
  signedInPage,
  axeViolations as axe,
} from './fixtures';
import type { Person } from './fixtures';
import { waitForMail } from './mailbox';

// docs/product.md, “Reports and moderation”: a buyer reports an advert, the admin hides it with
// a reason, the seller is mailed and sees the reason, fixes the advert, the admin restores it.

const MIN = 60_000;
const stamp = Date.now().toString(36);
const person = (firstName: string, tag: string, phone: string): Person => ({
  firstName,
  lastName: 'Prijavić',
  phone,
  email: `prijava.${tag}.${stamp}@autoberza.test`,
  password: 'Prijava2024Oglas',
});
const seller = person('Sava', 'prodavac', '063 222 4455');
const buyer = person('Kosta', 'kupac', '064 333 5566');
const reason = 'Cena u oglasu nije tačna: navedite pravu cenu.';

/** Screenshots to look at (not baselines): one folder per port. */
const shots = join(tmpdir(), `autoberza-moderation-shots-${process.env.E2E_PORT ?? 3999}`);
mkdirSync(shots, { recursive: true });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

test.afterAll(async ({ request }) => {
  // Later specs count on the clock they set themselves (from zero).
  await setServerClockOffset(request, 0);
});

test('a reported advert is hidden until its seller fixes it, then restored', async ({
  browser,
  page,
  request,
}) => {
  const sellerAuth = await approvedUser(request, page, seller);
  await approvedUser(request, page, buyer);
  const { brand, model } = await brandAndModel(request, sellerAuth, 2);
  const title = `${brand.name} ${model.name}`;
  // Priced outside the ranges other specs filter on.
  const carId = await postAdvertViaApi(request, sellerAuth, {
    brand: brand._id,
    model: model._id,
    label: 'Prijavljeni karavan',
    price: 47700,
    yearProduction: 2014,
    mileage: 210000,
  });
  // Past the 20 minutes in which only subscribers see a new advert.
  await setServerClockOffset(request, 21 * MIN);
  const search = (price: number) => `${paths.cars}?priceMin=${price}&priceMax=${price}`;
  /** The advert's card in the results (its heading). */
  const card = (p: Page) => p.getByRole('heading', { level: 3, name: title });

  // The buyer, on a phone, reports it from its page.
  const reader = await signedInPage(browser, buyer.email, buyer.password);
  await reader.page.setViewportSize({ width: 390, height: 844 });
  await reader.page.goto(search(47700));
  await expect(card(reader.page)).toBeVisible();
  await reader.page.goto(to.car(carId));
  await reader.page.getByRole('button', { name: 'Prijavi oglas' }).click();
  const dialog = reader.page.getByRole('dialog', { name: 'Prijava oglasa' });
  await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(dialog.getByText('Izaberite razlog prijave.')).toBeVisible();
  // By keyboard: into the group, the arrow key to the second reason, Tab to the note.
  await dialog.getByRole('radio', { name: 'Vozilo je prodato' }).focus();
  await reader.page.keyboard.press('Space');
  await reader.page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Netačna cena ili podaci' })).toBeChecked();
  await reader.page.keyboard.press('Tab');
  await reader.page.keyboard.type('Prodavac na telefonu traži 52.000 €.');
  expect(await axe(reader.page)).toEqual([]);
  await shoot(reader.page, 'report-dialog-390');
  await dialog.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(
    reader.page.getByText('Hvala, prijava je poslata. Administrator će pregledati oglas.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // A second report of the same advert is refused as the dialog opens, before anything is typed.
  await reader.page.getByRole('button', { name: 'Prijavi oglas' }).click();
  await expect(dialog.getByText('Već ste prijavili ovaj oglas.')).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(dialog).toHaveCount(0);

  // The admin finds it in the "Prijavljeni oglasi" tab and hides it with what to fix.
  const admin = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  await admin.page.goto(paths.admin);
  await admin.page.getByRole('link', { name: /^Prijavljeni oglasi \d+ čeka/ }).click();
  await expect(admin.page).toHaveTitle('Prijavljeni oglasi — Administracija | AutoBerza');
  const item = admin.page.getByRole('listitem').filter({
    has: admin.page.getByRole('heading', { name: `${title} (Prijavljeni karavan)` }),
  });
  await expect(item).toContainText('Netačna cena ili podaci · Kosta Prijavić');
  await expect(item).toContainText('Prodavac na telefonu traži 52.000 €.');
  await expect(item).toContainText('Čeka odluku');
  expect(await axe(admin.page)).toEqual([]);
  await shoot(admin.page, 'reports-1280');
  await admin.page.setViewportSize({ width: 390, height: 844 });
  expect(await axe(admin.page)).toEqual([]);
  await shoot(admin.page, 'reports-390');
  await admin.page.setViewportSize({ width: 1280, height: 900 });
  const carTitle = `${title} (Prijavljeni karavan)`;
  await item.getByRole('button', { name: `Sakrij oglas: ${carTitle}` }).click();
  const hide = admin.page.getByRole('dialog', { name: 'Skrivanje oglasa' });
  await hide.getByRole('textbox', { name: /Šta prodavac treba da ispravi/ }).fill(reason);
  await shoot(admin.page, 'hide-dialog-1280');
  await hide.getByRole('button', { name: 'Sakrij oglas' }).click();
  await expect(
    admin.page.getByText('Oglas je skriven, a prodavcu je poslato šta treba da ispravi.'),
  ).toBeVisible();

  // The seller's e-mail says what to fix.
  const mail = await waitForMail(seller.email, `Šta treba ispraviti: ${reason}`);
  expect(mail.body).toContain('Oglas je privremeno skriven');

  // Gone from /cars and from its page, for the buyer.
  await reader.page.goto(search(47700));
  await expect(reader.page.getByText('Nema vozila za prikaz')).toBeVisible();
  await expect(card(reader.page)).toHaveCount(0);
  await reader.page.goto(to.car(carId));
  await expect(
    reader.page.getByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
  ).toBeVisible();

  // The seller sees why in "Moji oglasi", fixes the price and saves.
  const owner = await signedInPage(browser, seller.email, seller.password);
  for (const width of [390, 1280]) {
    await owner.page.setViewportSize({ width, height: 900 });
    await owner.page.goto(paths.myCars);
    const mine = owner.page.getByRole('article', { name: title });
    await expect(mine).toContainText(`Skriven: ${reason}`);
    expect(await axe(owner.page)).toEqual([]);
    await shoot(owner.page, `my-cars-hidden-${width}`);
  }
  await owner.page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Izmeni' })
    .click();
  await owner.page.getByRole('textbox', { name: /Cena/ }).fill('46900');
  await owner.page.getByRole('button', { name: 'Sačuvaj oglas' }).click();
  await expect(owner.page.getByText('Oglas je izmenjen')).toBeVisible();
  await expect(owner.page.getByText('Izmenjen, čeka pregled')).toBeVisible();
  await shoot(owner.page, 'advert-changed-1280');
  // Still hidden from the buyer until the admin decides.
  await reader.page.goto(search(46900));
  await expect(reader.page.getByText('Nema vozila za prikaz')).toBeVisible();

  // The admin sees the fix waiting for review and restores the advert.
  await admin.page.goto(paths.adminReports);
  await expect(item).toContainText('Izmenjen, čeka pregled');
  await item.getByRole('button', { name: `Vrati u ponudu: ${carTitle}` }).click();
  const confirm = admin.page.getByRole('alertdialog', { name: 'Vratiti oglas u ponudu?' });
  await confirm.getByRole('button', { name: 'Vrati u ponudu' }).click();
  await expect(
    admin.page.getByText('Oglas je ponovo vidljiv, a prodavac je obavešten.'),
  ).toBeVisible();

  // Back in /cars, at its new price.
  await reader.page.goto(search(46900));
  await expect(card(reader.page)).toBeVisible();

  // Every step is in the audit log, found by the advert.
  await admin.page.goto(`${paths.admin}/audit?target=car&id=${carId}`);
  const entries = admin.page.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Oglas vraćen u ponudu' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Skriven oglas' })).toContainText(reason);

  await reader.close();
  await admin.close();
  await owner.close();
});
