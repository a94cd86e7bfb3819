import type { Plugin } from 'vite';

// Build-time changes to dependencies' code, each for a measured cost (issue 6), each failing the
// build if the code it changes moved, so a dependency update never loses one silently.
// test/build-tools/patches.test.ts runs them on the installed dependencies.

/**
 * Lets the bundler drop react-router's unused components. Its modules create them at the top level
 * (`const Link = React.forwardRef(...)`, contexts likewise) without a pure annotation, and name them
 * for React DevTools (`Link.displayName = "Link"`), so Link, Form, ScrollRestoration and their SSR
 * helpers stayed in the sign-in screen's bundle although no screen renders them (~3 KB gzipped).
 * Marking those calls pure and leaving out the names changes nothing else: the names are for
 * DevTools only, and the calls have no side effects. Lines are kept, so source maps still match.
 */
export function treeShakeReactRouter(): Plugin {
  const topLevelComponent = /=\s*(React(?:\$1)?\.(?:forwardRef|createContext|memo)\()/g;
  const devToolsName = /^\w+\.displayName = "[^"]*";$/gm;
  return {
    name: 'autoberza-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const out = code
          .replace(topLevelComponent, '= /* @__PURE__ */ $1')
          .replace(devToolsName, '');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

/**
 * react-aria checks the browser's language when its i18n module loads, with
 * `Intl.DateTimeFormat.supportedLocalesOf([locale])`: the first call builds the browser's list of
 * date-format locales, 40 ms on this machine's Chromium and four times that on the phone Lighthouse
 * emulates, on every page, before the first screen (the sign-in screen formats nothing). Only
 * the exception it throws for a malformed language tag matters (the result is unused), and
 * `new Intl.Locale(locale)` throws the same RangeError for the same tags without that list
 * (0.1 ms). Fails the build if react-aria's code changed, so the swap is never silently lost.
 */
export function cheapLocaleCheck(): Plugin {
  const check = /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/;
  return {
    name: 'autoberza-cheap-locale-check',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/ },
      handler(code, id) {
        if (!check.test(code)) this.error(`cheapLocaleCheck: the locale check moved in ${id}`);
        return { code: code.replace(check, 'new Intl.Locale(locale);'), map: null };
      },
    },
  };
}

/**
 * react-aria's `useLocale()` asks for the browser's default locale (`useDefaultLocale`) in every
 * component that formats or reads direction, even under an `I18nProvider` with a locale, where the
 * answer is thrown away. That hook reports "server render" during hydration (`useIsSSR`), so every
 * such component (number fields, selects...) re-rendered synchronously right after a
 * server-rendered page was hydrated, one long task on a phone. With a provider (the app always has
 * one, RootShell) the context's locale is returned without asking; without one, the default as
 * before. A component is either always under a provider or never, so its hooks keep their order.
 */
export function localeFromProviderFirst(): Plugin {
  const useLocale =
    /let ([\w$]+) = \(0, ([\w$]+)\)\(\);\s*let ([\w$]+) = \(0, ([\w$]+)\)\(([\w$]+)\);\s*return \3 \|\| \1;/;
  return {
    name: 'autoberza-locale-from-provider-first',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]I18nProvider\.mjs$/ },
      handler(code, id) {
        if (!useLocale.test(code))
          this.error(`localeFromProviderFirst: useLocale changed in ${id}`);
        return {
          code: code.replace(
            useLocale,
            'let $3 = (0, $4)($5); if ($3) return $3; return (0, $2)();',
          ),
          map: null,
        };
      },
    },
  };
}

/**
 * react-aria's `isRTL(locale)` starts with `new Intl.Locale(locale).maximize()`, to learn the script
 * of a tag that names none. The first `maximize()` loads the browser's likely-subtags data: ~13 ms
 * on this machine's Chromium, four times that on the emulated phone. A tag that names its script
 * (the app's `sr-Latn`) needs no maximizing, and its direction is its script's, from react-aria's
 * own list of right-to-left scripts, as its fallback answers. Tags without a script go on as before.
 */
export function rtlFromExplicitScript(): Plugin {
  const maximize = /let ([\w$]+) = new Intl\.Locale\(([\w$]+)\)\.maximize\(\);/;
  const scripts = /const ([\w$]+RTL_SCRIPTS) = new Set/;
  return {
    name: 'autoberza-rtl-from-explicit-script',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/ },
      handler(code, id) {
        const list = scripts.exec(code)?.[1];
        if (!list || !maximize.test(code))
          this.error(`rtlFromExplicitScript: isRTL changed in ${id}`);
        return {
          code: code.replace(
            maximize,
            `let $1 = new Intl.Locale($2); if ($1.script) return ${list}.has($1.script); $1 = $1.maximize();`,
          ),
          map: null,
        };
      },
    },
  };
}

/**
 * react-aria works out the browser's own locale and its direction when its i18n module loads
 * (`let currentLocale = getDefaultLocale()`), in the task that evaluates the app's first bundle,
 * although the app never asks for it: every component is under an `I18nProvider` with the app's
 * locale (RootShell, and `localeFromProviderFirst`). For a browser language without a script
 * (`en-US`) that is a `maximize()` (see `rtlFromExplicitScript`). Here it is worked out the first
 * time a component does ask (`useDefaultLocale`'s initial state), with the same answer.
 */
export function lazyDefaultLocale(): Plugin {
  const atLoad = /let ([\w$]+currentLocale) = ([\w$]+)\(\);/;
  const initialState = /\(0, ([\w$]+)\)\(([\w$]+currentLocale)\)/;
  return {
    name: 'autoberza-lazy-default-locale',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/ },
      handler(code, id) {
        const current = atLoad.exec(code);
        const state = initialState.exec(code);
        if (!current || !state || state[2] !== current[1])
          this.error(`lazyDefaultLocale: the default locale moved in ${id}`);
        return {
          code: code
            .replace(atLoad, 'let $1 = null;')
            .replace(initialState, `(0, $1)(() => $2 ??= ${current[2]}())`),
          map: null,
        };
      },
    },
  };
}

/**
 * `@internationalized/number` (react-aria's number fields) checks, when its module loads, whether
 * the browser supports `signDisplay` by building a German number format: the first
 * `Intl.NumberFormat` of a page loads the browser's number data for that locale, 13 ms on this
 * machine's Chromium and four times that on the phone Lighthouse emulates, inside the task that
 * evaluates the shared design-system bundle on every car page. The answer only matters for a
 * format with a `signDisplay` option (the app has none), so here it is worked out the first time
 * such a format is used, with the same check.
 */
export function lazySignDisplayCheck(): Plugin {
  const probe =
    /let ([\w$]+supportsSignDisplay) = false;\s*try \{\s*\1 = (new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero');\s*(?:\/\/[^\n]*\n\s*)?\} catch\s*\{\}/;
  const use = /!([\w$]+supportsSignDisplay) && this\.options\.signDisplay != null/g;
  return {
    name: 'autoberza-lazy-sign-display-check',
    apply: 'build',
    transform: {
      filter: {
        id: /@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
      },
      handler(code, id) {
        const found = probe.exec(code);
        const uses = [...code.matchAll(use)];
        if (!found || uses.length === 0 || uses.some((m) => m[1] !== found[1]))
          this.error(`lazySignDisplayCheck: the signDisplay check moved in ${id}`);
        const name = found[1]!;
        const out = code
          .replace(
            probe,
            `let ${name} = null; function ${name}Check() { if (${name} === null) { try { ${name} = ${found[2]}; } catch { ${name} = false; } } return ${name}; }`,
          )
          .replace(use, `this.options.signDisplay != null && !${name}Check()`);
        // Every other read of the flag would now see null: there must be none.
        const reads = out.split(name).length - 1;
        if (reads !== 6 + uses.length)
          this.error(`lazySignDisplayCheck: the flag is read elsewhere in ${id}`);
        return { code: out, map: null };
      },
    },
  };
}

/**
 * react-aria's `useListFormatter(options = {})` builds a new `Intl.ListFormat` on every render of
 * every select's value (`SelectValue` calls it without options, so the default object is new each
 * time and its `useMemo` never keeps one), although a single-choice select never uses it: 13 ms of
 * the car list's hydration on the emulated phone. Here a call without options gets one shared
 * formatter per locale; a call with options behaves as before.
 */
export function sharedListFormatter(): Plugin {
  const hook =
    /function ([\w$]+)\(options = \{\}\) \{(\s*let \{ locale: locale \} = \(0, [\w$]+\)\(\);\s*return \(0, [\w$]+\)\(\(\)=>)new Intl\.ListFormat\(locale, options\)(, \[\s*locale,\s*options\s*\]\);\s*\})/;
  return {
    name: 'autoberza-shared-list-formatter',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useListFormatter\.mjs$/ },
      handler(code, id) {
        if (!hook.test(code)) this.error(`sharedListFormatter: useListFormatter changed in ${id}`);
        return {
          code: code.replace(
            hook,
            'const $1defaults = {}; const $1shared = new Map();\n' +
              'function $1(options = $1defaults) {$2options === $1defaults ? ($1shared.get(locale) ?? $1shared.set(locale, new Intl.ListFormat(locale)).get(locale)) : new Intl.ListFormat(locale, options)$3',
          ),
          map: null,
        };
      },
    },
  };
}

/**
 * react-aria's `useCollator` builds an `Intl.Collator` while a select or combo box renders (for
 * type-to-select and filtering). The first collator of a locale loads the browser's collation
 * rules: ~3.5 ms on this machine's Chromium for each of the car search's two kinds, ~14 ms each
 * on the emulated phone, inside the search fields' hydration. react-aria only ever calls its
 * `compare`; here the collator is built on the first comparison (the reader's first typed letter),
 * still one per locale and options as before.
 */
export function lazyCollator(): Plugin {
  const build = /let ([\w$]+) = new Intl\.Collator\(locale, options\);/;
  return {
    name: 'autoberza-lazy-collator',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useCollator\.mjs$/ },
      handler(code, id) {
        if (!build.test(code)) this.error(`lazyCollator: useCollator changed in ${id}`);
        return {
          code: code.replace(
            build,
            'let $1collator = null; let $1 = { compare: (a, b) => ($1collator ??= new Intl.Collator(locale, options)).compare(a, b), resolvedOptions: () => ($1collator ??= new Intl.Collator(locale, options)).resolvedOptions() };',
          ),
          map: null,
        };
      },
    },
  };
}
