import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { Link } from './Link';

const meta = {
  component: EmptyState,
  args: { title: 'Trenutno nemate oglasa', action: <Link href="#add">Dodajte oglas</Link> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyListings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trenutno nemate oglasa')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dodajte oglas' })).toHaveAttribute(
      'href',
      '#add',
    );
  },
};
export const NoResults: Story = {
  args: {
    title: 'Nema vozila za prikaz',
    description: 'Promenite filtere pretrage.',
    action: undefined,
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex flex-col gap-4">
      <EmptyState {...args} />
      <EmptyState title="Nema vozila za prikaz" description="Promenite filtere pretrage." />
    </div>
  ),
};
