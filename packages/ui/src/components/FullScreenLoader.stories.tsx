import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullScreenLoader } from './FullScreenLoader';

const meta = {
  component: FullScreenLoader,
  args: { label: 'Učitavanje...' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Učitavanje...' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  args: { showLabel: true },
  render: (args) => (
    <div className="relative h-64 overflow-hidden [&>div]:absolute">
      <p className="p-4">Sadržaj stranice ispod učitavanja</p>
      <FullScreenLoader {...args} />
    </div>
  ),
};
