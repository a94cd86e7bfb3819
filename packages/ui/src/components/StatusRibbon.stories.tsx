import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusRibbon } from './StatusRibbon';

const meta = {
  component: StatusRibbon,
  args: { status: 'reserved', label: 'Rezervisano' },
  decorators: [
    (Story) => (
      <div className="relative h-40 w-64 overflow-hidden rounded-field bg-primary-100">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusRibbon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toHaveAttribute('data-status', 'reserved');
  },
};
export const Sold: Story = { args: { status: 'sold', label: 'Prodato' } };
/** The owner's advert whose period ran out („Moji oglasi“, its page). */
export const Expired: Story = {
  args: { status: 'expired', label: 'Istekao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Istekao')).toHaveClass('bg-muted');
  },
};
/** Over a list row's thumbnail (followed adverts). */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toHaveClass('text-[10px]');
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  decorators: [(Story) => <div className="flex flex-wrap gap-4">{Story()}</div>],
  render: () => (
    <>
      <div className="relative h-40 w-64 overflow-hidden rounded-field bg-primary-100">
        <StatusRibbon status="reserved" label="Rezervisano" />
      </div>
      <div className="relative h-40 w-64 overflow-hidden rounded-field bg-primary-100">
        <StatusRibbon status="sold" label="Prodato" />
      </div>
      <div className="relative h-40 w-64 overflow-hidden rounded-field bg-primary-100">
        <StatusRibbon status="expired" label="Istekao" />
      </div>
    </>
  ),
};
