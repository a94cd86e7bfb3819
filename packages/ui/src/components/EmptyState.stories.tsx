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
/** A page that is only this message: the title is the page's heading. */
export const AsPageHeading: Story = {
  args: {
    title: 'Oglas nije pronađen',
    description: 'Oglas je uklonjen ili adresa nije tačna.',
    headingLevel: 1,
    action: <Link href="#cars">Nazad na pretragu</Link>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
    ).toBeVisible();
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
