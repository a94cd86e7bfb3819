import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath} (set CHROME_PATH). Install it with: apt-get install -y chromium fonts-liberation fonts-dejavu-core`,
  );
}

// Never download a browser: use the system Chromium with fixed flags.
const browser = (window?: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    ...(window ? { contextOptions: { viewport: window } } : {}),
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // Debian's wrapper turns GPU rasterization on: SwiftShader emulating a GPU, a busy process.
        '--disable-gpu-rasterization',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
    },
  },
});

// Tests check every class list for Tailwind conflicts the lite build would leave unresolved.
const classConflicts = fileURLToPath(new URL('./src/test/class-conflicts.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    alias: [{ find: /^tailwind-variants\/lite$/, replacement: classConflicts }],
    projects: [
      {
        extends: true,
        // Every story is a test: it renders, runs its play function and an axe check.
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
      {
        extends: true,
        // Plain unit tests of the design system's tooling (no browser).
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Screenshots of the state-matrix stories at 390 and 1280 px against committed baselines.
        test: {
          name: 'visual',
          // …and every story rendered in the other script (both-scripts.browser.test.tsx).
          include: ['src/**/*.visual.test.tsx', 'src/**/*.browser.test.tsx'],
          // A big window, so tall state matrices are captured 1:1 instead of scaled to fit.
          browser: browser({ width: 1400, height: 6000 }),
          setupFiles: ['./src/test/visual.setup.ts'],
        },
      },
    ],
  },
});
