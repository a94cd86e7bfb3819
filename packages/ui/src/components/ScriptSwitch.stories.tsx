import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScriptSwitch } from './ScriptSwitch';

const meta = {
  component: ScriptSwitch,
  args: { label: 'Ћирилица', lang: 'sr-Cyrl', onPress: fn() },
} satisfies Meta<typeof ScriptSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a Latin page: the switch names Cyrillic in Cyrillic, marked as such for screen readers. */
export const ToCyrillic: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Ћирилица' });
    await expect(button.querySelector('[lang="sr-Cyrl"]')).toHaveTextContent('Ћирилица');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** In a Cyrillic page. */
export const ToLatin: Story = {
  args: { label: 'Latinica', lang: 'sr-Latn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Latinica' })).toBeInTheDocument();
  },
};

/** On the footer's dark surface. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="inline-flex bg-primary-900 p-4">
        <Story />
      </div>
    ),
  ],
};
