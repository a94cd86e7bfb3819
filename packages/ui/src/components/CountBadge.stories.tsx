import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  component: CountBadge,
  args: { count: 3, label: '3 nova oglasa' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNew: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('3 nova oglasa');
    await expect(badge).toHaveAttribute('data-count', '3');
    await expect(badge).toHaveClass('bg-primary-700');
  },
};

export const NoneNew: Story = {
  args: { count: 0, label: 'Nema novih oglasa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nema novih oglasa')).toHaveClass('bg-canvas');
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  decorators: [(Story) => <div className="flex flex-wrap gap-4">{Story()}</div>],
  render: () => (
    <>
      <CountBadge count={0} label="Nema novih oglasa" />
      <CountBadge count={1} label="1 novi oglas" />
      <CountBadge count={12} label="12 novih oglasa" />
    </>
  ),
};
