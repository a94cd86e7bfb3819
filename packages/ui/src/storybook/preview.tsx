import type { Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { toCyrillic, type TransliterationRules } from '@autoberza/contract/script';
import rules from '../../../../locales/transliteration-exceptions.json';
import '../storybook.css';

/** Cyrillic for one text, as the app's Cyrillic locale is made from the Latin one. */
const cyrillic = (text: string): string => toCyrillic(text, rules as TransliterationRules);

/**
 * Texts a story writes itself (children, render functions), not through its arguments, shown in
 * Cyrillic too: every text node in the page (portals too: dialogs, toasts), as it appears, except
 * where marked `lang="sr-Latn"`.
 */
function CyrillicTexts({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const convert = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.currentNode; text; text = walker.nextNode()!) {
        if (text.nodeType !== Node.TEXT_NODE) continue;
        const parent = text.parentElement;
        if (!parent || parent.tagName === 'SCRIPT' || parent.tagName === 'STYLE') continue;
        // A text marked Latin stays Latin (the switch's „Latinica“).
        if (parent.closest('[lang="sr-Latn"]')) continue;
        const value = text.nodeValue ?? '';
        const converted = cyrillic(value);
        if (converted !== value) text.nodeValue = converted;
      }
    };
    convert(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') convert(record.target);
        else record.addedNodes.forEach(convert);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return children;
}

const preview: Preview = {
  // The toolbar's script: the components hold no copy, so the stories' own Serbian texts are shown
  // in Cyrillic (to see lengths and glyphs), and react-aria formats for that script. The texts are
  // converted where they are shown, not in the arguments: an argument can be a value (a style, a
  // tone) that only looks like a word.
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
    (Story, { globals }) =>
      globals.script === 'sr-Cyrl' ? (
        <I18nProvider locale="sr-Cyrl-RS">
          <div lang="sr-Cyrl">
            <CyrillicTexts>
              <Story />
            </CyrillicTexts>
          </div>
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
