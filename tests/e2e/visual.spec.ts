import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { paths, to } from '../../packages/app/src/paths';
import { ADMIN } from './env';

// Screenshots of the account screens at phone and desktop widths (the visual suite, issue 5).
const widths = [390, 1280];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function signIn(page: Page) {
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path] of [
      ['login', paths.login],
      ['login-verified', to.loginVerified()],
      ['register', paths.register],
      ['recovery', paths.recovery],
      ['new-password', to.newPassword('vizuelni-test')],
    ] as const) {
      test(`signed out: ${name}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true });
      });
    }

    for (const [name, path, heading] of [
      ['contact', paths.contact, 'Kontaktirajte nas'],
      ['about', paths.about, 'O nama'],
      ['faq', paths.faq, 'Česta pitanja'],
      ['profile', paths.profile, 'Moj nalog'],
    ] as const) {
      test(`signed in: ${name}`, async ({ page }) => {
        await signIn(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          // The footer carries the current year.
          mask: [page.locator('footer p').first()],
        });
      });
    }
  });
}
