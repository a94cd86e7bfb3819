import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { toCyrillic, type TransliterationRules } from '@autoberza/contract/script';
import rules from '../../../../locales/transliteration-exceptions.json';
import '../storybook.css';

/** A story's text arguments in Cyrillic (nested ones too), as the app's Cyrillic locale is made. */
function inCyrillic(value: unknown): unknown {
  if (typeof value === 'string') return toCyrillic(value, rules as TransliterationRules);
  if (Array.isArray(value)) return value.map(inCyrillic);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inCyrillic(v)]));
  }
  return value; // elements, functions, dates
}

const preview: Preview = {
  // The toolbar's script: the components hold no copy, so the stories' own Serbian text arguments
  // are shown in Cyrillic (to see lengths and glyphs), and react-aria formats for that script.
  globalTypes: {
    script: {
      description: 'Pismo (script) of the texts',
      toolbar: {
        title: 'Pismo',
        icon: 'globe',
        items: [
          { value: 'sr-Latn', title: 'Latinica' },
          { value: 'sr-Cyrl', title: 'Ћирилица' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { script: 'sr-Latn' },
  decorators: [
    // The app wraps everything in sr-Latn-RS (or sr-Cyrl-RS); stories see the same formats.
    (Story, { globals, args }) =>
      globals.script === 'sr-Cyrl' ? (
        <I18nProvider locale="sr-Cyrl-RS">
          <div lang="sr-Cyrl">{Story({ args: inCyrillic(args) as typeof args })}</div>
        </I18nProvider>
      ) : (
        <I18nProvider locale="sr-Latn-RS">
          <Story />
        </I18nProvider>
      ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        small: { name: '390 px', styles: { width: '390px', height: '844px' } },
        desktop: { name: '1280 px', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
