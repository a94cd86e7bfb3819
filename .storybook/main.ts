import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Storybook's packages are installed in packages/ui (pnpm does not hoist them to the root),
// so resolve addons and the framework from there (Storybook's monorepo `getAbsolutePath` pattern).
const require = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const getAbsolutePath = (name: string): string => dirname(require.resolve(`${name}/package.json`));

type Alias = { find: string | RegExp; replacement: string };
const aliasList = (alias: unknown): Alias[] =>
  Array.isArray(alias)
    ? (alias as Alias[])
    : Object.entries((alias ?? {}) as Record<string, string>).map(([find, replacement]) => ({
        find,
        replacement,
      }));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    getAbsolutePath('@storybook/addon-docs'),
    getAbsolutePath('@storybook/addon-a11y'),
    getAbsolutePath('@storybook/addon-vitest'),
  ],
  framework: { name: getAbsolutePath('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import(require.resolve('@tailwindcss/vite'));
    // Root at packages/ui so Vite (and the vitest addon) resolve dependencies where they live.
    viteConfig.root = fileURLToPath(new URL('../packages/ui', import.meta.url));
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Stories show a class list with conflicting Tailwind classes as an error, as tests do.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...aliasList(viteConfig.resolve?.alias),
        {
          find: /^tailwind-variants\/lite$/,
          replacement: fileURLToPath(
            new URL('../packages/ui/src/test/class-conflicts.ts', import.meta.url),
          ),
        },
      ],
    };
    return viteConfig;
  },
};

export default config;
