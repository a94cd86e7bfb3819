import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const links = [
  { label: 'Početna', href: '/home' },
  { label: 'Moji oglasi', href: '/user/cars' },
  { label: 'Moj nalog', href: '/profile' },
  { label: 'Kontakt', href: '/contact-us' },
  { label: 'O nama', href: '/about-us' },
  { label: 'Česta pitanja', href: '/faq' },
  { label: 'Uslovi korišćenja', href: '/terms' },
  { label: 'Obaveštenje o privatnosti', href: '/privacy' },
];

const meta = {
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    links,
    navLabel: 'Linkovi u podnožju',
    copyright: '© 2026 AutoBerza',
    signature: 'Izrada: Primer Web Studio',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Linkovi u podnožju' });
    const anchors = within(nav).getAllByRole('link');
    await expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      links.map((l) => [l.label, l.href]),
    );
    await expect(canvas.getByText('Izrada: Primer Web Studio')).toBeVisible();
  },
};

export const Matrix: Story = { tags: ['matrix'] };
