import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceRatingBadge } from './PriceRatingBadge';

const meta = {
  component: PriceRatingBadge,
  args: { level: 'good', label: 'Dobra cena' },
} satisfies Meta<typeof PriceRatingBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dobra cena')).toHaveAttribute('data-level', 'good');
  },
};
export const VeryGood: Story = { args: { level: 'veryGood', label: 'Vrlo dobra cena' } };
export const Usual: Story = { args: { level: 'usual', label: 'Uobičajena cena' } };
export const Raised: Story = { args: { level: 'raised', label: 'Povišena cena' } };
export const High: Story = { args: { level: 'high', label: 'Visoka cena' } };
