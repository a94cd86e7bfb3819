import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type Item = { id: string; name: string };

const brands = [
  'Audi',
  'BMW',
  'Citroën',
  'Fiat',
  'Ford',
  'Opel',
  'Peugeot',
  'Renault',
  'Škoda',
  'Volkswagen',
].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

const meta = {
  component: ComboBox,
  args: {
    label: 'Marka',
    placeholder: 'Počnite da kucate',
    buttonLabel: 'Prikaži marke',
    defaultItems: brands,
    children: (item: { id: string; name: string }) => (
      <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>
    ),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox<{ id: string; name: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAhead: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    // The button opens the full list; Escape closes it and focus stays in the input.
    await userEvent.click(canvas.getByRole('button', { name: /^Prikaži marke/ }));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
    // Type-ahead filters the list.
    await userEvent.keyboard('vo');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual(['Volkswagen']),
    );
    await userEvent.click(body.getByRole('option', { name: 'Volkswagen' }));
    await waitFor(() => expect(input).toHaveValue('Volkswagen'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('volkswagen');
  },
};

/** Any part of the name, without diacritics. */
export const LooseFilter: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'skoda');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual(['Škoda']),
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'GEN');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual(['Volkswagen']),
    );
    await userEvent.click(body.getByRole('option', { name: 'Volkswagen' }));
    await waitFor(() => expect(input).toHaveValue('Volkswagen'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('volkswagen');
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'bmw' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Marka je obavezna' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (storyArgs) => {
    const args = storyArgs as ComboBoxProps<Item>;
    return (
      <MatrixGrid>
        <MatrixCell title="empty">
          <ComboBox {...args} />
        </MatrixCell>
        <MatrixCell title="selected">
          <ComboBox {...args} defaultSelectedKey="bmw" />
        </MatrixCell>
        <MatrixCell title="invalid">
          <ComboBox {...args} isInvalid errorMessage="Marka je obavezna" />
        </MatrixCell>
        <MatrixCell title="disabled">
          <ComboBox {...args} isDisabled />
        </MatrixCell>
      </MatrixGrid>
    );
  },
};
