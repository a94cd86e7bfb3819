import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LOOK, expectLookAlike } from '../test/lookAlike';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { LockedNumberField, NumberField, numberFormats } from './NumberField';

const meta = {
  component: NumberField,
  args: { label: 'Cena', formatOptions: numberFormats.eur, minValue: 0, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

// Intl puts (narrow) no-break spaces before units; compare with plain spaces.
const spaced = (el: HTMLElement) => (el as HTMLInputElement).value.replace(/\s/gu, ' ');

// The preview wraps stories in I18nProvider locale="sr-Latn-RS", as the app does.
export const PriceInEuro: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cena' });
    await userEvent.type(input, '12500');
    await userEvent.tab();
    await expect(spaced(input)).toBe('12.500 €');
    await expect(args.onChange).toHaveBeenLastCalledWith(12500);
  },
};
export const Mileage: Story = {
  args: { label: 'Kilometraža', formatOptions: numberFormats.km, defaultValue: 185000 },
  play: async ({ canvas }) => {
    await expect(spaced(canvas.getByRole('textbox', { name: 'Kilometraža' }))).toBe('185.000 km');
  },
};
export const EnginePower: Story = {
  args: {
    label: 'Snaga motora',
    formatOptions: numberFormats.kw,
    unit: 'kW',
    defaultValue: 110,
    incrementLabel: 'Povećaj',
    decrementLabel: 'Smanji',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Snaga motora' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('112');
    await userEvent.click(canvas.getByRole('button', { name: /^Smanji/ }));
    await expect(input).toHaveValue('111');
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Cena je obavezna' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 9900 } };

/**
 * LockedNumberField, a stand-in for a NumberField nobody may edit (subscriber-only filters),
 * beside the real disabled field: the same picture, the same name and state.
 */
export const Locked: Story = {
  render: () => (
    <div className="grid w-72 gap-4">
      <NumberField label="Kilometraža od" formatOptions={numberFormats.kw} isDisabled />
      <LockedNumberField label="Kilometraža od" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [real, stand] = canvas.getAllByRole('textbox', { name: 'Kilometraža od' });
    await expect(stand).toBeDisabled();
    await expect(real).toBeDisabled();
    await expect(stand).toHaveValue('');
    const pairs = [
      [real!, stand!],
      [real!.parentElement!, stand!.parentElement!],
      // The labels: input -> frame -> field, whose first child is the label.
      [
        real!.parentElement!.parentElement!.firstElementChild!,
        stand!.parentElement!.parentElement!.firstElementChild!,
      ],
    ];
    // The look Select's stand-in is held to, less font weight and corner radius (as before).
    const props = LOOK.filter((p) => p !== 'font-weight' && p !== 'border-radius');
    for (const [a, b] of pairs) await expectLookAlike(a!, b!, props);
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="EUR">
        <NumberField label="Cena" formatOptions={numberFormats.eur} defaultValue={12500} />
      </MatrixCell>
      <MatrixCell title="km">
        <NumberField label="Kilometraža" formatOptions={numberFormats.km} defaultValue={185000} />
      </MatrixCell>
      <MatrixCell title="kW with steppers">
        <NumberField
          label="Snaga motora"
          formatOptions={numberFormats.kw}
          unit="kW"
          defaultValue={110}
          incrementLabel="Povećaj"
          decrementLabel="Smanji"
        />
      </MatrixCell>
      <MatrixCell title="invalid">
        <NumberField
          label="Cena"
          formatOptions={numberFormats.eur}
          isInvalid
          errorMessage="Cena je obavezna"
        />
      </MatrixCell>
      <MatrixCell title="disabled">
        <NumberField
          label="Godište"
          formatOptions={numberFormats.integer}
          defaultValue={2016}
          isDisabled
        />
      </MatrixCell>
      <MatrixCell title="locked (LockedNumberField)">
        <LockedNumberField label="Godište" />
      </MatrixCell>
    </MatrixGrid>
  ),
};
