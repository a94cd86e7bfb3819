import type { Preview } from '@storybook/react-vite';
// The preview lives in packages/ui, where its dependencies are installed (pnpm isolates them).
import uiPreview from '../packages/ui/src/storybook/preview';

const preview: Preview = {
  ...uiPreview,
  // Storybook's indexer reads `tags` from this file's text, not from what it imports:
  // written here, every component gets its autodocs page.
  tags: ['autodocs'],
};

export default preview;
