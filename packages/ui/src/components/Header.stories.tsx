import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header';

const onLogout = fn();
const meta = {
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <span>
        Auto<span className="text-accent-600">Berza</span>
      </span>
    ),
    logoLabel: 'AutoBerza – početna',
    homeHref: '/home',
    navLabel: 'Glavna navigacija',
    menuLabel: 'Meni',
    postAdvert: { label: 'Postavi oglas', href: '/add' },
    navLinks: [{ label: 'Pretraga', href: '/cars' }],
    userMenu: {
      label: 'Petar Petrović',
      initials: 'PP',
      items: [
        { id: 'cars', label: 'Moji oglasi', href: '/user/cars' },
        { id: 'profile', label: 'Moj nalog', href: '/profile' },
        { id: 'logout', label: 'Odjava', onAction: onLogout },
      ],
    },
  },
  beforeEach: () => onLogout.mockClear(),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'AutoBerza – početna' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(canvas.getByRole('link', { name: 'Postavi oglas' })).toHaveAttribute(
      'href',
      '/add',
    );
    await expect(canvas.getByRole('link', { name: 'Pretraga' })).toHaveAttribute('href', '/cars');
    const trigger = canvas.getByRole('button', { name: /Petar Petrović/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'Petar Petrović',
    });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Moji oglasi', 'Moj nalog', 'Odjava']);
    await expect(items[0]).toHaveAttribute('href', '/user/cars');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, canvasElement }) => {
    // Hamburger only where the desktop actions are hidden (below 768 px).
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThan(768),
    );
    await expect(canvas.queryByRole('link', { name: 'Postavi oglas' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Meni' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'Meni',
    });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Pretraga',
      'Postavi oglas',
      'Moji oglasi',
      'Moj nalog',
      'Odjava',
    ]);
    await expect(items[0]).toHaveAttribute('href', '/cars');
    await expect(items[1]).toHaveAttribute('href', '/add');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Meni' })).toHaveFocus());
  },
};

const navigate = fn();
export const NavigatesThroughRouter: Story = {
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvas }) => {
    // Links go through RAC's RouterProvider, i.e. the app's client-side router.
    await userEvent.click(canvas.getByRole('link', { name: 'Postavi oglas' }));
    await expect(navigate).toHaveBeenCalledWith('/add', undefined);
    await userEvent.click(canvas.getByRole('link', { name: 'AutoBerza – početna' }));
    await expect(navigate).toHaveBeenLastCalledWith('/home', undefined);
  },
};

export const SignedOut: Story = {
  args: {
    userMenu: undefined,
    guestLinks: [
      { label: 'Prijava', href: '/login' },
      { label: 'Registracija', href: '/register' },
    ],
  },
};

/** Changed followed adverts: a count on the trigger and on the entry, read out in words. */
export const WithUnseenChanges: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    userMenu: {
      label: 'Petar Petrović',
      initials: 'PP',
      count: 2,
      countLabel: '2 promene na praćenim oglasima',
      items: [
        { id: 'cars', label: 'Moji oglasi', href: '/user/cars' },
        {
          id: 'favourites',
          label: 'Praćeni oglasi',
          href: '/user/favourites',
          count: 2,
          countLabel: '2 promene na praćenim oglasima',
        },
        { id: 'logout', label: 'Odjava', onAction: onLogout },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', {
      name: /^Petar Petrović\s*2 promene na praćenim oglasima$/,
    });
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', {
        name: /^Praćeni oglasi\s*2 promene na praćenim oglasima$/,
      }),
    ).toHaveAttribute('href', '/user/favourites');
  },
};

export const Matrix: Story = { tags: ['matrix'] };

export const MatrixSignedOut: Story = { ...SignedOut, tags: ['matrix'] };
