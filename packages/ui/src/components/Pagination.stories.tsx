import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Pagination } from './Pagination';

// The app's words (locales/sr-Latn/cars.json, "common"): "stranica", never "strana".
const labels = {
  label: 'Stranice',
  previousLabel: 'Prethodna stranica',
  nextLabel: 'Sledeća stranica',
  pageLabel: (n: number) => `Stranica ${n}`,
};
const pageHref = (n: number) => `?marka=skoda&page=${n}`;

/** Buttons: the page kept in state (a console panel). */
function Stateful({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const [current, setCurrent] = useState(page);
  return (
    <Pagination
      {...labels}
      pageCount={12}
      page={current}
      onPageChange={(p) => {
        setCurrent(p);
        onPageChange(p);
      }}
    />
  );
}

const meta = {
  component: Pagination,
  args: { ...labels, page: 6, pageCount: 12, pageHref },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links (search results): each page has its address, so it opens in a new tab too. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Stranica 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Stranica 7' })).toHaveAttribute(
      'href',
      '?marka=skoda&page=7',
    );
    await expect(canvas.getByRole('link', { name: 'Prethodna stranica' })).toHaveAttribute(
      'href',
      '?marka=skoda&page=5',
    );
    await expect(canvas.getByRole('link', { name: 'Sledeća stranica' })).toHaveAttribute(
      'href',
      '?marka=skoda&page=7',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FirstPageLinks: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    // Nothing before the first page: the control stays in place, disabled and with no address.
    const previous = canvas.getByRole('link', { name: 'Prethodna stranica' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Stranica 12' })).toHaveAttribute(
      'href',
      '?marka=skoda&page=12',
    );
  },
};

export const Buttons: Story = {
  args: { page: 1, onPageChange: fn() },
  render: (args) => <Stateful page={args.page} onPageChange={args.onPageChange!} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Prethodna stranica' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Stranica 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sledeća stranica' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Stranica 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    canvas.getByRole('button', { name: 'Stranica 12' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Sledeća stranica' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid columns={1}>
      <MatrixCell title="first">
        <Pagination {...labels} label="Stranice 1" pageCount={12} page={1} pageHref={pageHref} />
      </MatrixCell>
      <MatrixCell title="middle">
        <Pagination {...labels} label="Stranice 2" pageCount={12} page={6} pageHref={pageHref} />
      </MatrixCell>
      <MatrixCell title="last">
        <Pagination {...labels} label="Stranice 3" pageCount={12} page={12} pageHref={pageHref} />
      </MatrixCell>
    </MatrixGrid>
  ),
};
