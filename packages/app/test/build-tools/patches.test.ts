// @vitest-environment node
// The build's changes to dependencies' code (build-tools/dependency-patches.ts), run on the installed files: each
// still finds what it changes, changes it as described, and fails the build when it cannot.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import {
  cheapLocaleCheck,
  localeFromProviderFirst,
  treeShakeReactRouter,
} from '../../build-tools/dependency-patches';

const fromApp = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));
const reactAria = dirname(
  createRequire(fromApp.resolve('react-aria-components')).resolve('react-aria/package.json'),
);
const reactRouter = dirname(fromApp.resolve('react-router/package.json'));

type Handler = (this: { error(message: string): never }, code: string, id: string) => unknown;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** The plugin's transform applied to a file, as the bundler would (null: left as it is). */
function transform(plugin: Plugin, file: string, code = readFileSync(file, 'utf8')) {
  const hook = plugin.transform as { filter: { id: RegExp }; handler: Handler };
  expect(hook.filter.id.test(file), file).toBe(true);
  const out = hook.handler.call(context, code, file) as { code: string } | null;
  return out?.code ?? null;
}

describe('localeFromProviderFirst', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'I18nProvider.mjs');

  it("useLocale returns the provider's locale before it asks for the browser's", () => {
    const code = transform(localeFromProviderFirst(), file)!;
    const useLocale = /function (\S+)\(\) \{([^}]*)\}\s*export \{[^}]*\1 as useLocale/.exec(code);
    expect(useLocale, 'useLocale found').not.toBeNull();
    const body = useLocale![2]!;
    const context = /let (\S+) = \(0, \S+useContext\)\(\S+I18nContext\); if \(\1\) return \1;/;
    expect(body).toMatch(context);
    // The default locale (the hook that re-renders after hydration) only after that.
    expect(body.indexOf('useContext')).toBeLessThan(body.indexOf('return (0,'));
    expect(body).not.toContain('||');
  });

  it('fails the build when useLocale changed', () => {
    expect(() => transform(localeFromProviderFirst(), file, 'export function x() {}')).toThrow(
      /useLocale changed/,
    );
  });
});

describe('cheapLocaleCheck', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'useDefaultLocale.mjs');

  it('checks the language tag with Intl.Locale instead of the date-format locale list', () => {
    const code = transform(cheapLocaleCheck(), file)!;
    expect(code).toContain('new Intl.Locale(locale);');
    expect(code).not.toContain('supportedLocalesOf');
    expect(() => transform(cheapLocaleCheck(), file, 'let x = 1;')).toThrow(/moved/);
  });
});

describe('treeShakeReactRouter', () => {
  it("marks react-router's top-level components pure and drops their DevTools names", () => {
    const file = join(reactRouter, 'dist', 'production', 'lib', 'dom', 'lib.js');
    const code = transform(treeShakeReactRouter(), file);
    expect(code).toContain('const Link = /* @__PURE__ */ React$1.forwardRef(');
    expect(code).not.toMatch(/^\w+\.displayName = "[^"]*";$/m);
  });
});

describe('the build config', () => {
  it('applies every patch to the browser build and the server build', async () => {
    const { default: config } = await import('../../vite.config');
    for (const isSsrBuild of [false, true]) {
      const resolved =
        typeof config === 'function'
          ? await config({ command: 'build', mode: 'production', isSsrBuild })
          : config;
      const names = (resolved.plugins ?? [])
        .flat()
        .map((plugin) => (plugin as Plugin | null)?.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'autoberza-tree-shake-react-router',
          'autoberza-cheap-locale-check',
          'autoberza-locale-from-provider-first',
        ]),
      );
    }
  });
});
