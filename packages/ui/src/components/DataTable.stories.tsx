import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable } from './DataTable';

const meta = {
  component: DataTable,
  args: {
    caption: 'Pregledi i prikazi broja po danima',
    columns: ['Dan', 'Pregledi', 'Prikazi broja'],
    rows: [
      ['24. novembra 2026.', 12, 2],
      ['25. novembra 2026.', 17, 3],
      ['26. novembra 2026.', 9, 0],
    ],
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pregledi i prikazi broja po danima' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '25. novembra 2026.' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Pregledi i prikazi broja po danima' }),
    ).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-6">
      <DataTable {...args} />
      <DataTable {...args} hideCaption />
    </div>
  ),
};
