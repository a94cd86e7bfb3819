import { expect, test } from '@playwright/test';
import { E2E_PUBLIC_PORT } from '../playwright.config';

// An unknown address is a Serbian 404 page with status 404 in both modes: on the default server
// (visitors see only the sign-in and the static pages) and with PUBLIC_BROWSING.

const servers = [
  ['default', undefined],
  ['PUBLIC_BROWSING', `http://127.0.0.1:${E2E_PUBLIC_PORT}`],
] as const;

for (const [mode, base] of servers) {
  test(`${mode}: an unknown address shows the 404 page, not the sign-in`, async ({ page }) => {
    const url = `${base ?? ''}/nepostojeca-strana`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' }),
    ).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/nepostojeca-strana');
    await expect(page.getByRole('link', { name: 'Na početnu' })).toHaveAttribute('href', '/');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/not-found-${mode}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
