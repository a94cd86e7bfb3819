import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Never download a browser: use Debian's Chromium as its old headless shell (the package
 * chromium-headless-shell, the build Playwright itself runs headless tests in). The full browser
 * in headless mode drew the same pictures with 40 % more CPU (the visual spec: 801 against 483
 * CPU seconds, 438 against 294 s, on a 2-core machine), and the suite is CPU-bound.
 */
const executablePath = process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(executablePath)) {
  throw new Error(
    `No Chromium headless shell at ${executablePath}. Install it with "apt-get install -y chromium-headless-shell fonts-liberation fonts-dejavu-core" or set E2E_CHROME_PATH.`,
  );
}

/**
 * Under `faketime` (the visual suite run as if on another day, README "Test-only") the runner and
 * the servers take the shifted time, but Chromium does not start with libfaketime preloaded: the
 * browser is launched without it, on the real clock (the visual suite stops each page's clock at
 * its fixed day anyway).
 */
const browserEnv = process.env.LD_PRELOAD?.includes('faketime')
  ? Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'),
      ),
    )
  : undefined;

/**
 * The suite in two halves of about equal time, each against servers of its own (run-e2e.mjs):
 * the screenshots and axe checks, and the journeys (every other spec, new ones included).
 */
const group = process.env.E2E_GROUP;
if (group && group !== 'pictures' && group !== 'journeys') {
  throw new Error(`E2E_GROUP is "pictures" or "journeys", not "${group}".`);
}
const pictures = ['**/visual.spec.ts', '**/a11y.spec.ts', '**/small-things.spec.ts'];

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
/** A second server with PUBLIC_BROWSING, for public.spec.ts. */
export const E2E_PUBLIC_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: './e2e',
  // The README's pictures are taken on request only (README_SCREENSHOTS=1), never in a test run.
  // E2E_GROUP: the half of the suite one server takes when run-e2e.mjs runs both halves at once.
  testMatch: group === 'pictures' ? pictures : undefined,
  testIgnore: [
    ...(process.env.README_SCREENSHOTS ? [] : ['**/readme-screenshots.spec.ts']),
    ...(group === 'journeys' ? pictures : []),
  ],
  // Per port: a suite running beside another one must not have its traces wiped.
  outputDir: `test-results/port-${E2E_PORT}`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A click, a focus, a request or a page that never comes fails on its own step, named in the
    // error, instead of waiting out the test's 180 s (Playwright's default for both is none).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    locale: 'sr-Latn-RS',
    // A failing test's trace is kept where someone can open it; CI's fresh clone is thrown away,
    // and recording costs: small-things.spec took 124 CPU seconds with it, 103 without (2-core
    // machine, 2026-11-30). Rerun a failing spec with `--trace on` to get one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      ...(browserEnv ? { env: browserEnv } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // No GPU rasterization: with no GPU that is SwiftShader emulating one, a busy process.
        '--disable-gpu-rasterization',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
});
