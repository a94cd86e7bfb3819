import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  component: Disclosure,
  args: {
    title: 'Prikaži kao tabelu',
    children: <p>Brojevi dan po dan.</p>,
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Prikaži kao tabelu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Brojevi dan po dan.')).not.toBeVisible();
    // By keyboard: focus and Enter open it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Brojevi dan po dan.')).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brojevi dan po dan.')).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Disclosure {...args} />
      <Disclosure {...args} defaultExpanded />
    </div>
  ),
};
