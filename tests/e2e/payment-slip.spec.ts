import { expect, test } from '@playwright/test';
import { to } from '@autoberza/app/paths';
import { approvedUser, signIn } from './fixtures';

// docs/product.md, “Subscriptions”: after asking for a subscription the Pretplata tab shows the
// payment slip, each field copyable, with the IPS QR code, and prints as the slip alone. The QR
// code itself is decoded in the server's tests (test/subscriptions/ips-qr.test.ts).

const stamp = Date.now();
const payer = {
  firstName: 'Uroš',
  lastName: 'Uplatić',
  phone: '065 123 4567',
  email: `uros.${stamp}@autoberza.test`,
  password: 'Uplatnica2024',
};

test('a user asks for a subscription and gets the payment slip with the IPS QR code', async ({
  page,
  request,
}, testInfo) => {
  await approvedUser(request, page, payer);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, payer.email, payer.password);
  await page.goto(to.profileTab('subscription'));

  // The price and period come first, before anything is asked.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/Cena: [\d.]+,00\sRSD za 30 dana/)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Nalog za uplatu' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Zatraži pretplatu' }).click();

  const slip = panel.getByRole('region', { name: 'Nalog za uplatu' });
  await expect(slip).toBeVisible();
  const value = (label: string) =>
    slip
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('+ dd > span')
      .first();
  await expect(value('Uplatilac')).toHaveText('Uroš Uplatić');
  await expect(value('Svrha uplate')).toHaveText('Pretplata AutoBerza');
  await expect(value('Primalac')).not.toBeEmpty();
  await expect(value('Šifra plaćanja')).toHaveText('221');
  await expect(value('Iznos')).toHaveText(/^[\d.]+,00\sRSD$/);
  await expect(value('Račun primaoca')).toHaveText(/^\d{3}-\d{13}-\d{2}$/);
  await expect(value('Model')).toHaveText('97');
  await expect(value('Poziv na broj')).toHaveText(/^\d{12}$/);

  const qr = slip.getByRole('img', { name: /^IPS QR kôd za uplatu pretplate/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await expect(
    slip.getByText('Skenirajte IPS QR kôd u aplikaciji svoje banke (IPS skeniraj).'),
  ).toBeVisible();

  // Copying by keyboard puts the reference on the clipboard and says so.
  const reference = (await value('Poziv na broj').textContent())!;
  await slip.getByRole('button', { name: 'Kopiraj: Poziv na broj' }).focus();
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('status')).toHaveText(/Kopirano: Poziv na broj/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen at either width.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await slip.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`slip-${width}.png`), fullPage: true });
  }

  // The print view is the slip alone: no header, no tabs, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(slip).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pretplata' })).toBeHidden();
  await expect(slip.getByRole('button', { name: 'Odštampaj uplatnicu' })).toBeHidden();
  await expect(qr).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('slip-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The print button opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await slip.getByRole('button', { name: 'Odštampaj uplatnicu' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
