import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { ADMIN } from './env';
import { approvedUser, signIn } from './fixtures';
import { waitForMail } from './mailbox';

// The operator's console: a payment recorded with its date and amount and found again by its
// reference number; a contact message answered by e-mail; every tab its own page.

const stamp = Date.now();
const dealer = {
  firstName: 'Petra',
  lastName: 'Uplatić',
  phone: '064 555 1212',
  email: `petra.${stamp}@autoberza.test`,
  password: 'Uplata2024A',
};
const visitor = { name: 'Goran Pitić', email: `goran.${stamp}@autoberza.test` };
let reference = '';

/** Screenshots to look at (not baselines): one folder per port. */
const shots = join(tmpdir(), `autoberza-console-shots-${process.env.E2E_PORT ?? 3999}`);
mkdirSync(shots, { recursive: true });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  const auth = await approvedUser(request, page, dealer);
  await page.close();
  const asked = await request.post('/api/user/subscription', { headers: auth });
  expect(asked.ok()).toBe(true);
  reference = ((await asked.json()) as { subscription: { referenceNumber: string } }).subscription
    .referenceNumber;
  const sent = await request.post('/api/contact', {
    data: { ...visitor, message: 'Da li pretplata važi i za drugi nalog?' },
  });
  expect(sent.ok()).toBe(true);
});

test('an admin records a payment and finds it by its reference number', async ({ page }) => {
  const name = `${dealer.firstName} ${dealer.lastName}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);

  // /admin opens the first tab, with its own title.
  await page.goto(paths.admin);
  await expect(page).toHaveURL(/\/admin\/pending$/);
  await expect(page).toHaveTitle('Nalozi na čekanju — Administracija | AutoBerza');

  await page.getByRole('link', { name: /^Pretplate/ }).click();
  await expect(page).toHaveTitle('Pretplate — Administracija | AutoBerza');

  // The reference typed as it is read off a payment slip: in groups, with a dash.
  const typed = `${reference.slice(0, 2)} ${reference.slice(2, 6)}-${reference.slice(6)}`;
  await page.getByRole('searchbox', { name: 'Pretraga pretplata' }).fill(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Pronađena je 1 pretplata.');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: reference })).toBeVisible();

  // "Payment received": the date and amount of the payment (today and the price by default).
  await page.getByRole('button', { name: `Aktiviraj: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Evidentiranje uplate' });
  await expect(dialog.getByLabel(/Datum uplate/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByRole('textbox', { name: /Iznos uplate/ })).toHaveValue('2.400');
  await shoot(page, 'payment-dialog-1280');
  // Paid the day before (the server's clock only ever runs ahead of this one in the suite).
  const yesterday = new Date(Date.now() - 86_400_000);
  const paidOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(
    yesterday,
  );
  await dialog.getByLabel(/Datum uplate/).fill(paidOn);
  await dialog.getByRole('textbox', { name: /Iznos uplate/ }).fill('2500,50');
  await dialog.getByRole('button', { name: 'Evidentiraj uplatu' }).click();
  await expect(page.getByText('Pretplata je aktivirana.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aktivna' })).toBeVisible();

  // Found again, this time typed without spaces, and its history shows the payment.
  await page.goto(`${paths.adminSubscriptions}?q=${reference}`);
  await page.getByRole('button', { name: `Uplate: ${name}` }).click();
  const history = page.getByRole('dialog', { name: `Uplate za pretplatu ${reference}` });
  const payment = history.getByRole('listitem').filter({ hasText: '2.500,50 RSD' });
  await expect(payment).toContainText(`1 mesec · evidentirao/la ${ADMIN.email}`);
  await shoot(page, 'payment-history-1280');
  await history.getByRole('button', { name: 'Zatvori' }).click();

  // The audit log shows who did it, with the payment's date and amount.
  await page.getByRole('link', { name: /^Dnevnik radnji/ }).click();
  await expect(page).toHaveTitle('Dnevnik radnji — Administracija | AutoBerza');
  const entry = page.getByRole('listitem').filter({ hasText: reference }).first();
  await expect(entry).toContainText('Aktivirana pretplata');
  await expect(entry).toContainText('Uplata 2.500,50 RSD');
  await expect(entry).toContainText(ADMIN.email);
  await shoot(page, 'audit-1280');

  // The back button returns to the search, bookmarks and all.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/subscriptions\\?q=${reference}$`));
  await expect(page).toHaveTitle('Pretplate — Administracija | AutoBerza');
  await expect(page.getByRole('cell', { name: reference })).toBeVisible();
});

test('an admin answers a contact message by e-mail', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(paths.adminMessages);
  await expect(page).toHaveTitle('Poruke — Administracija | AutoBerza');
  await expect(page.getByRole('link', { name: /^Poruke \d+ neobrađen/ })).toBeVisible();
  await shoot(page, 'messages-390');
  const answerButton = page.getByRole('button', { name: `Odgovori: ${visitor.name}` });
  await answerButton.click();
  const dialog = page.getByRole('dialog', { name: 'Odgovor na poruku' });
  await dialog
    .getByRole('textbox', { name: /Tekst odgovora/ })
    .fill('Ne važi: svaki nalog ima svoju pretplatu.');
  await shoot(page, 'answer-dialog-390');
  await dialog.getByRole('button', { name: 'Pošalji odgovor' }).click();
  await expect(page.getByText('Odgovor je poslat e-poštom.')).toBeVisible();
  await waitForMail(visitor.email, 'Ne važi: svaki nalog ima svoju pretplatu.');
  // Answered means handled: it leaves the list of unhandled ones.
  await expect(answerButton).toHaveCount(0);

  await page.goto(`${paths.adminSubscriptions}?q=${dealer.email}`);
  await expect(page.getByRole('cell', { name: reference })).toBeVisible();
  await shoot(page, 'subscriptions-390');
  await page.goto(`${paths.admin}/audit`);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'audit-390');
});
