import { expect, test } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { approvedUser } from './fixtures';

// Decision 010 on the default server (PUBLIC_BROWSING off), which serves the same app build as the
// public one: the legal and information pages and contact are open to visitors, the car pages are
// not, and sign-in leads back to the page that sent the visitor there.

const person = {
  firstName: 'Vesna',
  lastName: 'Posetilac',
  phone: '062 555 7788',
  email: `vesna.${Date.now()}@autoberza.test`,
  password: 'Posete2024x',
};

test('a visitor reads the terms without an account, and signs in back to the page asked for', async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    [paths.terms, 'Uslovi korišćenja'],
    [paths.privacy, 'Obaveštenje o privatnosti'],
    [paths.about, 'O nama'],
    [paths.faq, 'Česta pitanja'],
    [paths.contact, 'Kontaktirajte nas'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
  // The car pages still need an account here.
  await page.goto(paths.cars);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);

  await approvedUser(request, page, person);
  await page.goto(`${paths.myCars}?page=1`);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.myCars && url.search === '?page=1');
});
