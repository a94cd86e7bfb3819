// @vitest-environment node
// The build's changes to dependencies' code (build-tools/dependency-patches.ts), run on the installed files: each
// still finds what it changes, changes it as described, and fails the build when it cannot.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { countIntl } from '../intl-count';
import {
  cheapLocaleCheck,
  lazyCollator,
  lazyDefaultLocale,
  lazySignDisplayCheck,
  localeFromProviderFirst,
  rtlFromExplicitScript,
  sharedListFormatter,
  treeShakeReactRouter,
} from '../../build-tools/dependency-patches';

const fromApp = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));
const reactAria = dirname(
  createRequire(fromApp.resolve('react-aria-components')).resolve('react-aria/package.json'),
);
const reactRouter = dirname(fromApp.resolve('react-router/package.json'));
const numberEntry = createRequire(
  createRequire(fromApp.resolve('react-aria-components')).resolve('react-aria'),
).resolve('@internationalized/number');
const internationalizedNumber = numberEntry.slice(0, numberEntry.lastIndexOf('dist'));

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

/** A patched module's exports, evaluated on its own (its imports given as `deps`). */
function evaluate(code: string, deps: Record<string, unknown> = {}): Record<string, unknown> {
  const imports = [...code.matchAll(/^import \{([^}]*)\} from "[^"]*";$/gm)];
  let body = code.replace(/^import .*$/gm, '');
  const exported = /^export \{([^}]*)\};$/m.exec(body)!;
  body = body.replace(exported[0], '');
  const names = exported[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/));
  const bindings = imports.flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/) as [string, string]),
  );
  const args = bindings.map(([, local]) => local);
  const values = bindings.map(([name]) => deps[name]);
  const result = `return {${names.map(([local, name]) => `${name ?? local}: ${local}`).join(', ')}};`;
  return new Function(...args, `${body}\n${result}`)(...values) as Record<string, unknown>;
}

describe('rtlFromExplicitScript', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'utils.mjs');

  it('answers for a tag with a script without maximizing it, and as before for the rest', () => {
    const original = evaluate(readFileSync(file, 'utf8')).isRTL as (locale: string) => boolean;
    const patched = evaluate(transform(rtlFromExplicitScript(), file)!).isRTL as typeof original;
    const maximize = Intl.Locale.prototype.maximize;
    let maximized = 0;
    Intl.Locale.prototype.maximize = function (this: Intl.Locale) {
      maximized += 1;
      return maximize.call(this);
    };
    try {
      for (const tag of ['sr-Latn', 'sr-Cyrl-RS', 'ar-Arab', 'uz-Arab', 'he-Hebr-IL'])
        expect(patched(tag), tag).toBe(original(tag));
      maximized = 0;
      expect(patched('sr-Latn')).toBe(false);
      expect(patched('fa-Arab')).toBe(true);
      expect(maximized).toBe(0);
      for (const tag of ['en-US', 'sr', 'ar', 'he-IL', 'fa'])
        expect(patched(tag), tag).toBe(original(tag));
      expect(maximized).toBeGreaterThan(0);
    } finally {
      Intl.Locale.prototype.maximize = maximize;
    }
  });

  it('fails the build when isRTL changed', () => {
    expect(() => transform(rtlFromExplicitScript(), file, 'export function isRTL() {}')).toThrow(
      /isRTL changed/,
    );
  });
});

describe('lazyDefaultLocale', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'useDefaultLocale.mjs');

  it("works out the browser's locale when a component first asks, not when the module loads", () => {
    const code = transform(lazyDefaultLocale(), file)!;
    let asked = 0;
    const isRTL = () => {
      asked += 1;
      return false;
    };
    let initial: unknown;
    const deps = {
      isRTL,
      useIsSSR: () => false,
      useState: (init: unknown) => {
        initial = typeof init === 'function' ? (init as () => unknown)() : init;
        return [initial, () => {}];
      },
      useEffect: () => {},
    };
    const module = evaluate(code, deps);
    expect(asked).toBe(0);
    const useDefaultLocale = module.useDefaultLocale as () => unknown;
    const first = useDefaultLocale();
    expect(asked).toBe(1);
    expect(first).toEqual((module.getDefaultLocale as () => unknown)());
    expect(initial).toBe(first);
    useDefaultLocale();
    expect(asked).toBe(2); // getDefaultLocale() above asked once more; the hook kept its answer
  });

  it('fails the build when the default locale moved', () => {
    expect(() => transform(lazyDefaultLocale(), file, 'let x = 1;')).toThrow(/moved/);
  });
});

describe('lazySignDisplayCheck', () => {
  const file = join(internationalizedNumber, 'dist', 'private', 'NumberFormatter.mjs');

  /** Counts the number formats built while `run` runs. */
  function countFormats(run: () => void): number {
    const counter = countIntl('NumberFormat');
    try {
      run();
    } finally {
      counter.restore();
    }
    return counter.calls.length;
  }

  it('builds no number format when the module loads, and formats as before', () => {
    const code = transform(lazySignDisplayCheck(), file)!;
    let original: Record<string, unknown> = {};
    let patched: Record<string, unknown> = {};
    expect(countFormats(() => (original = evaluate(readFileSync(file, 'utf8'))))).toBe(1);
    expect(countFormats(() => (patched = evaluate(code)))).toBe(0);
    type Formatter = new (
      locale: string,
      options?: Intl.NumberFormatOptions,
    ) => { format(value: number): string };
    const Before = original.NumberFormatter as Formatter;
    const After = patched.NumberFormatter as Formatter;
    const cases: [string, Intl.NumberFormatOptions, number][] = [
      ['sr-Latn', { style: 'currency', currency: 'EUR' }, 12500],
      ['sr-Latn', { signDisplay: 'exceptZero' }, 5],
      ['sr-Latn', { signDisplay: 'exceptZero' }, 0],
      ['en-US', { signDisplay: 'always', style: 'percent' }, 0.25],
    ];
    for (const [locale, options, value] of cases)
      expect(new After(locale, options).format(value)).toBe(
        new Before(locale, options).format(value),
      );
  });

  it('fails the build when the check moved', () => {
    expect(() => transform(lazySignDisplayCheck(), file, 'let x = 1;')).toThrow(/moved/);
  });
});

describe('sharedListFormatter', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'useListFormatter.mjs');

  it('gives calls without options one formatter per locale, and calls with options their own', () => {
    const code = transform(sharedListFormatter(), file)!;
    let locale = 'sr-Latn';
    const deps = {
      useLocale: () => ({ locale }),
      useMemo: (make: () => unknown) => make(),
    };
    const { useListFormatter } = evaluate(code, deps) as {
      useListFormatter: (options?: Intl.ListFormatOptions) => Intl.ListFormat;
    };
    const first = useListFormatter();
    expect(useListFormatter()).toBe(first);
    expect(first.format(['a', 'b', 'c'])).toBe(
      new Intl.ListFormat('sr-Latn').format(['a', 'b', 'c']),
    );
    locale = 'en-US';
    expect(useListFormatter()).not.toBe(first);
    expect(useListFormatter().format(['a', 'b'])).toBe('a and b');
    const options = { type: 'disjunction' } as const;
    expect(useListFormatter(options).format(['a', 'b'])).toBe('a or b');
  });

  it('fails the build when useListFormatter changed', () => {
    expect(() => transform(sharedListFormatter(), file, 'export function x() {}')).toThrow(
      /changed/,
    );
  });
});

describe('lazyCollator', () => {
  const file = join(reactAria, 'dist', 'private', 'i18n', 'useCollator.mjs');

  it('builds the collator at its first comparison, one per locale and options, comparing as before', () => {
    const code = transform(lazyCollator(), file)!;
    const deps = { useLocale: () => ({ locale: 'sr-Latn' }) };
    const { useCollator } = evaluate(code, deps) as {
      useCollator: (options?: Intl.CollatorOptions) => Pick<Intl.Collator, 'compare'>;
    };
    const counter = countIntl('Collator');
    const { Original } = counter;
    const built = () => counter.calls.length;
    try {
      const search = { usage: 'search', sensitivity: 'base' } as const;
      const collator = useCollator(search);
      expect(built()).toBe(0);
      expect(useCollator(search)).toBe(collator);
      const real = new Original('sr-Latn', search);
      for (const [a, b] of [
        ['Č', 'c'],
        ['Škoda', 'skoda'],
        ['Audi', 'BMW'],
        ['ž', 'z'],
      ] as const)
        expect(Math.sign(collator.compare(a, b)), `${a} ${b}`).toBe(Math.sign(real.compare(a, b)));
      expect(built()).toBe(1);
      const words = ['Zastava', 'Čačak', 'Audi', 'Citroën'];
      expect([...words].sort(useCollator().compare)).toEqual(
        [...words].sort(new Original('sr-Latn').compare),
      );
    } finally {
      counter.restore();
    }
  });

  it('fails the build when useCollator changed', () => {
    expect(() => transform(lazyCollator(), file, 'export function x() {}')).toThrow(/changed/);
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
          'autoberza-rtl-from-explicit-script',
          'autoberza-lazy-default-locale',
          'autoberza-lazy-sign-display-check',
          'autoberza-shared-list-formatter',
          'autoberza-lazy-collator',
        ]),
      );
    }
  });
});
