import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
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

/**
 * The field at a form's width, with a field after it (Tab's target). A field as wide as the
 * window would give a list wider than the window: highlighting an option would scroll the page
 * sideways, and react-aria closes the list when the page scrolls.
 */
function WithNextField(args: ComboBoxProps<Item>) {
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <ComboBox {...args} />
      <input aria-label="Sledeće polje" className="rounded-md border border-line p-2" />
    </div>
  );
}
const withNextField: Story['render'] = (storyArgs) => (
  <WithNextField {...(storyArgs as ComboBoxProps<Item>)} />
);

/** Waits until `name` is the highlighted option (react-aria's virtual focus). */
const highlighted = (name: string) =>
  waitFor(() =>
    expect(within(document.body).getByRole('option', { name })).toHaveAttribute('data-focused'),
  );

export const TypeAhead: Story = {
  render: withNextField,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    // The button opens the full list; Escape closes it and focus stays in the input.
    await userEvent.click(canvas.getByRole('button', { name: /^Prikaži marke/ }));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
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
  render: withNextField,
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
/**
 * WAI-ARIA's list autocomplete with automatic selection: the best match is highlighted as one
 * types, and Enter takes it (no ↓ needed).
 */
export const EnterTakesTheHighlight: Story = {
  render: withNextField,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'volks');
    await highlighted('Volkswagen');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      body.getByRole('option', { name: 'Volkswagen' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Volkswagen'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('volkswagen');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A name that starts with the text wins over one that only contains it ("o": Opel, not Citroën). */
export const TabTakesTheBestMatch: Story = {
  render: withNextField,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'o');
    await highlighted('Opel');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('Opel'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('opel');
    await expect(canvas.getByRole('textbox', { name: 'Sledeće polje' })).toHaveFocus();
  },
};

/** A name typed in full, without its diacritics, is taken when the field loses focus. */
export const ExactNameTakenOnBlur: Story = {
  render: withNextField,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'skoda');
    // Escape closes the list (nothing highlighted is taken); leaving the field takes the name.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('skoda');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Sledeće polje' }));
    await waitFor(() => expect(input).toHaveValue('Škoda'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('škoda');
  },
};

/** Text that matches nothing stays in the field, with nothing chosen: the caller says why. */
export const UnmatchedTextStays: Story = {
  render: withNextField,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'Batmobil');
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(input).toHaveValue('Batmobil');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
  },
};

/**
 * The options, given when the story's window hears `options-arrive` (a lookup answering) and
 * taken away at `options-leave` (a page rendered by the server taking over: its options, then
 * none until the browser's own lookup answers).
 */
function LateOptions({ early, ...args }: ComboBoxProps<Item> & { early?: boolean }) {
  const [items, setItems] = useState<Item[]>(early ? brands : []);
  useEffect(() => {
    const arrive = () => setItems(brands);
    const leave = () => setItems([]);
    window.addEventListener('options-arrive', arrive);
    window.addEventListener('options-leave', leave);
    return () => {
      window.removeEventListener('options-arrive', arrive);
      window.removeEventListener('options-leave', leave);
    };
  }, []);
  return <WithNextField {...args} defaultItems={items} />;
}

/**
 * Typed before the options came (a lookup still loading): the list opens when they arrive, with
 * the best match highlighted, so Enter takes the typed brand, not the first of all.
 */
export const OptionsArriveAfterTyping: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} />,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'volks');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('options-arrive'));
    await highlighted('Volkswagen');
    await expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual(['Volkswagen']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Volkswagen'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('volkswagen');
    // Taken: the list stays closed.
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * The list's button pressed before the options came (a model picker just after its brand was
 * taken): the list opens when they arrive, all of them, as the press would have opened it.
 */
export const OptionsArriveAfterPress: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} />,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Prikaži marke/ }));
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('options-arrive'));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.click(body.getByRole('option', { name: 'Opel' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('opel');
  },
};

/**
 * Pressed while the options are being replaced (another brand taken: its models load): the new
 * ones open when they come.
 */
export const OptionsReplacedAfterPress: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} early />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: /Prikaži marke/ });
    await userEvent.click(button);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.click(button);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    window.dispatchEvent(new Event('options-leave'));
    await userEvent.click(button);
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('options-arrive'));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** ↓ pressed in the field before the options came: the same, by keyboard. */
export const OptionsArriveAfterArrowDown: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Marka' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('options-arrive'));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(brands.length));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Marka' })).toHaveValue('Audi'),
    );
  },
};

/** The options came long after the field was left: nothing opens by itself. */
export const OptionsArriveAfterLeaving: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Prikaži marke/ }));
    await userEvent.tab();
    window.dispatchEvent(new Event('options-arrive'));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Marka' }));
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Options gone for a moment while the person types: back, the typed one is highlighted again. */
export const OptionsReloadWhileTyping: Story = {
  render: (storyArgs) => <LateOptions {...(storyArgs as ComboBoxProps<Item>)} early />,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Marka' });
    await userEvent.type(input, 'volks');
    await highlighted('Volkswagen');
    window.dispatchEvent(new Event('options-leave'));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    window.dispatchEvent(new Event('options-arrive'));
    await highlighted('Volkswagen');
    await userEvent.keyboard('{Enter}');
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
