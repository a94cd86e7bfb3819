import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectLookAlike } from '../test/lookAlike';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { LockedSelect, Select, SelectItem, type SelectProps } from './Select';

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

/**
 * LockedSelect, a stand-in for a Select nobody may open (subscriber-only filters), beside the real
 * disabled Select: the same picture, the same name and state for assistive technology.
 */
export const Locked: Story = {
  render: (args) => (
    <div className="grid w-72 gap-4">
      <Select
        {...(args as SelectProps<Item>)}
        label="Gorivo"
        isDisabled
        defaultSelectedKey="active"
      />
      <LockedSelect label="Gorivo" value="Aktivan" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [real, stand] = canvas.getAllByRole('button', { name: /Gorivo/ }) as HTMLElement[];
    await expect(stand).toBeDisabled();
    await expect(real).toBeDisabled();
    await expect(real).toHaveAccessibleName('Aktivan Gorivo');
    await expect(stand).toHaveAccessibleName('Aktivan Gorivo');
    await expect(stand).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(stand!.className).toBe(real!.className);
    await expectLookAlike(real!, stand!);
    // The label (first child of the field) and the value (first child of the button).
    await expectLookAlike(
      real!.parentElement!.firstElementChild as HTMLElement,
      stand!.parentElement!.firstElementChild as HTMLElement,
    );
    await expectLookAlike(
      real!.firstElementChild as HTMLElement,
      stand!.firstElementChild as HTMLElement,
    );
  },
};

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
        <MatrixCell title="locked (LockedSelect)">
          <LockedSelect label="Status" value="Aktivan" />
        </MatrixCell>
      </MatrixGrid>
    );
  },
};
