import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Pagination, type PaginationProps } from './Pagination';

const labels = {
  label: 'Stranice',
  previousLabel: 'Prethodna strana',
  nextLabel: 'Sledeća strana',
  pageLabel: (n: number) => `Strana ${n}`,
};

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  component: Pagination,
  args: { ...labels, page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Prethodna strana' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Strana 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sledeća strana' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Strana 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    canvas.getByRole('button', { name: 'Strana 12' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Sledeća strana' })).toBeDisabled();
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
  render: (args) => (
    <MatrixGrid columns={1}>
      <MatrixCell title="first">
        <Pagination {...args} label="Stranice 1" page={1} />
      </MatrixCell>
      <MatrixCell title="middle">
        <Pagination {...args} label="Stranice 2" page={6} />
      </MatrixCell>
      <MatrixCell title="last">
        <Pagination {...args} label="Stranice 3" page={12} />
      </MatrixCell>
    </MatrixGrid>
  ),
};
