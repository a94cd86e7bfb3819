import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { ADMIN } from './env';
import { waitForLink } from './mailbox';

// A valid 2x2 PNG: the server re-encodes every upload, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const seller = {
  firstName: 'Milan',
  lastName: 'Trgovac',
  phone: '064 555 1234',
  email: `milan.${Date.now()}@autoberza.test`,
  password: 'Prodaja2024',
  newPassword: 'NovaLozinka77',
};

async function login(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
}

async function logout(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Odjava' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
}

test('a dealer registers, is approved, manages the account and recovers the password', async ({
  page,
}) => {
  // Registration, with the approval note; then the pending message and /login.
  await page.goto(paths.register);
  await expect(
    page.getByText('Administratorsko odobrenje je potrebno pre nego što možete koristiti nalog.'),
  ).toBeVisible();
  await page.getByLabel('Ime', { exact: true }).fill(seller.firstName);
  await page.getByLabel('Prezime', { exact: true }).fill(seller.lastName);
  await page.getByLabel('Telefon', { exact: true }).fill(seller.phone);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(seller.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: /Izaberite grad/ }).click();
  await page.getByRole('option').first().click();
  // The terms and the privacy notice are linked, and accepting them is required.
  await expect(page.getByRole('link', { name: 'Uslove korišćenja' })).toHaveAttribute(
    'href',
    paths.terms,
  );
  await expect(page.getByRole('link', { name: 'Obaveštenje o privatnosti' })).toHaveAttribute(
    'href',
    paths.privacy,
  );
  await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
  await expect(
    page.getByText(
      'Da biste se registrovali, prihvatite Uslove korišćenja i Obaveštenje o privatnosti.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.register);
  // By keyboard: the box takes the focus and Space ticks it.
  const consent = page.getByRole('checkbox', {
    name: 'Prihvatam Uslove korišćenja i Obaveštenje o privatnosti',
  });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Kreiraj nalog' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
  await expect(page.getByText(/čeka odobrenje administratora/)).toBeVisible();

  // Not approved yet: login is refused with the server's message.
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(seller.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Administrator još nije odobrio vaš nalog.')).toBeVisible();

  // The verification mail's link really verifies.
  await page.goto(await waitForLink(seller.email, '/verify-email/'));
  await expect(page.getByRole('status')).toContainText('Adresa e-pošte je potvrđena.');

  // The admin approves the account in the console.
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto(paths.adminPending);
  await page
    .getByRole('button', { name: `Odobri: ${seller.firstName} ${seller.lastName}` })
    .click();
  await expect(
    page.getByText(`Korisnik ${seller.firstName} ${seller.lastName}: nalog je odobren.`),
  ).toBeVisible();
  await logout(page, ADMIN.name);

  // The dealer logs in; the session survives a reload.
  await login(page, seller.email, seller.password);
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(seller.firstName) })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('auth') ?? '{}'))),
  ).toEqual(expect.arrayContaining(['user', 'token', 'role', 'isAuthenticated']));

  // Profile: edit data, change the photo, toggle preferences (saved at once, survive a reload).
  await page.goto(paths.profile);
  await page.getByLabel('Adresa', { exact: true }).fill('Bulevar oslobođenja 10');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Podaci profila su sačuvani.')).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'profil.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profilna fotografija je promenjena.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Profilna fotografija: ${seller.firstName} ${seller.lastName}` }),
  ).toBeVisible();

  const emailToggle = page.getByRole('switch', { name: 'Obaveštenja e-poštom' });
  // Enabled once the saved preferences are in: only then does its state mean anything.
  await expect(emailToggle).toBeEnabled();
  const wasOn = await emailToggle.isChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PATCH',
  );
  // A person clicks the drawn switch with its text (the label); the input inside is visually
  // hidden, so Playwright could only reach it by force.
  await page.locator('label', { has: emailToggle }).click();
  await expect(emailToggle).toBeChecked({ checked: !wasOn });
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Obaveštenja e-poštom' })).toBeChecked({
    checked: !wasOn,
  });
  await expect(page.getByLabel('Adresa', { exact: true })).toHaveValue('Bulevar oslobođenja 10');

  // Change the password, then log out.
  await page.getByRole('tab', { name: 'Lozinka' }).click();
  await page.getByLabel('Stara lozinka').fill(seller.password);
  await page.getByLabel('Nova lozinka').fill('Privremena55');
  await page.getByLabel('Potvrda lozinke').fill('Privremena55');
  await page.getByRole('button', { name: 'Promeni lozinku' }).click();
  await expect(page.getByText('Lozinka je promenjena.')).toBeVisible();
  await page.reload(); // the new token is the session's now
  await expect(page.getByRole('tab', { name: 'Profil' })).toBeVisible();
  await logout(page, seller.firstName);

  // Recover the password from the mailed link and land on /login?verified=1.
  const requestedAt = Date.now();
  await page.goto(paths.recovery);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(seller.email);
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
  await page.goto(await waitForLink(seller.email, '/new-password/', requestedAt));
  await expect(page.getByRole('heading', { name: 'Podešavanje lozinke' })).toBeVisible();
  await page.getByLabel('Nova lozinka').fill(seller.newPassword);
  await page.getByLabel('Potvrdite lozinku').fill(seller.newPassword);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByRole('status')).toContainText('Lozinka je sačuvana.');

  // The new password works.
  await login(page, seller.email, seller.newPassword);
});
