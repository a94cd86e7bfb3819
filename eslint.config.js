// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way (README.md, “Architecture”): ui knows nothing of the app or the API,
 * api-client knows nothing of ui, the server shares only the OpenAPI document and locales,
 * the demo-data generator (demo) knows nothing of ui, app, api-client or the server.
 * A lower package importing a higher one fails lint.
 * @param {string[]} forbidden package names this layer may not import
 */
const layer = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.flatMap((name) => [
        {
          group: [`@autoberza/${name}`, `@autoberza/${name}/*`],
          message: `This package may not import @autoberza/${name} (see README.md, “Architecture”).`,
        },
        {
          group: [`**/packages/${name}/**`, `../../${name}/**`, `../../../${name}/**`],
          message: `No deep imports across packages: ${name} is off limits here.`,
        },
      ]),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/generated/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: layer(['app', 'api-client', 'server']) },
  { files: ['packages/api-client/**/*.{ts,tsx}'], rules: layer(['ui', 'app', 'server']) },
  { files: ['packages/app/**/*.{ts,tsx}'], rules: layer(['server']) },
  { files: ['packages/server/**/*.ts'], rules: layer(['ui', 'app', 'api-client']) },
  { files: ['packages/demo/**/*.ts'], rules: layer(['ui', 'app', 'api-client', 'server']) },
  prettier,
);
