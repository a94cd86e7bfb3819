import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Link } from './Link';

const meta = {
  component: Link,
  args: { href: '#kontakt', children: 'Kontakt' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'subtle', 'inverse', 'tab', 'button', 'button-secondary'],
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kontakt' });
    await expect(link).toHaveAttribute('href', '#kontakt');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const AsButton: Story = {
  args: { variant: 'button', href: '#add', children: 'Postavi oglas' },
};
export const Subtle: Story = { args: { variant: 'subtle' } };
/** A page's own navigation (the admin console): the current tab carries `aria-current`. */
export const Tabs: Story = {
  render: () => (
    <nav aria-label="Konzola" className="flex border-b-2 border-line">
      <Link variant="tab" href="#korisnici" aria-current="page">
        Korisnici
      </Link>
      <Link variant="tab" href="#oglasi">
        Oglasi
      </Link>
    </nav>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Korisnici' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveClass('border-primary-700', 'text-primary-700');
    await expect(canvas.getByRole('link', { name: 'Oglasi' })).toHaveClass('text-muted');
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="primary / subtle / disabled">
        <div className="flex gap-4">
          <Link href="#a">Uslovi korišćenja</Link>
          <Link href="#b" variant="subtle">
            O nama
          </Link>
          <Link isDisabled>Nedostupno</Link>
        </div>
      </MatrixCell>
      <MatrixCell title="inverse">
        <div className="bg-primary-800 p-3">
          <Link href="#c" variant="inverse">
            Kontakt
          </Link>
        </div>
      </MatrixCell>
      <MatrixCell title="button / button-secondary">
        <div className="flex flex-wrap gap-3">
          <Link href="#d" variant="button">
            Postavi oglas
          </Link>
          <Link href="#e" variant="button-secondary">
            Detalji
          </Link>
        </div>
      </MatrixCell>
    </MatrixGrid>
  ),
};
