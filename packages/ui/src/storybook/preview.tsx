import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import '../storybook.css';

const preview: Preview = {
  decorators: [
    // The app wraps everything in sr-Latn-RS; stories see the same number and date formats.
    (Story) => (
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
