import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Select, SelectItem, type SelectProps } from './Select';

type Item = { id: string; name: string };

const statuses = [
  { id: 'active', name: 'Aktivan' },
  { id: 'reserved', name: 'Rezervisano' },
  { id: 'sold', name: 'Prodato' },
];

const meta = {
  component: Select,
  args: {
    label: 'Status',
    placeholder: 'Izaberite status',
    items: statuses,
    children: (item: { id: string; name: string }) => (
      <SelectItem id={item.id}>{item.name}</SelectItem>
    ),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(listbox).not.toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('reserved');
    await expect(trigger).toHaveTextContent('Rezervisano');
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'sold' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Status je obavezan' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'active' } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (storyArgs) => {
    const args = storyArgs as SelectProps<Item>;
    return (
      <MatrixGrid>
        <MatrixCell title="placeholder">
          <Select {...args} />
        </MatrixCell>
        <MatrixCell title="selected + description">
          <Select {...args} defaultSelectedKey="sold" description="Kupci vide status na oglasu." />
        </MatrixCell>
        <MatrixCell title="invalid">
          <Select {...args} isInvalid errorMessage="Status je obavezan" />
        </MatrixCell>
        <MatrixCell title="disabled">
          <Select {...args} isDisabled defaultSelectedKey="active" />
        </MatrixCell>
      </MatrixGrid>
    );
  },
};
