import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { TextField } from './TextField';

const meta = {
  component: TextField,
  args: { label: 'Ime', placeholder: 'Petar', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Ime' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Marko');
    await expect(input).toHaveValue('Marko');
    await expect(args.onChange).toHaveBeenLastCalledWith('Marko');
  },
};
export const WithDescription: Story = {
  args: { label: 'E-pošta', type: 'email', description: 'Na ovu adresu stižu obaveštenja.' },
};
export const Required: Story = {
  args: {
    label: 'E-pošta',
    type: 'email',
    isRequired: true,
    errorMessage: 'Unesite adresu e-pošte',
  },
  render: (args) => (
    <form onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3">
      <TextField {...args} />
      <button type="submit" className="sr-only">
        Pošalji
      </button>
    </form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-pošta/ });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Unesite adresu e-pošte')).toBeVisible();
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'P', errorMessage: 'Ime mora imati bar 2 slova' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Petar' } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="empty">
        <TextField label="Ime" placeholder="Petar" />
      </MatrixCell>
      <MatrixCell title="filled + description">
        <TextField
          label="E-pošta"
          defaultValue="petar@primer.rs"
          description="Na ovu adresu stižu obaveštenja."
        />
      </MatrixCell>
      <MatrixCell title="invalid">
        <TextField
          label="Ime"
          defaultValue="P"
          isInvalid
          errorMessage="Ime mora imati bar 2 slova"
        />
      </MatrixCell>
      <MatrixCell title="disabled">
        <TextField label="Ime" defaultValue="Petar" isDisabled />
      </MatrixCell>
    </MatrixGrid>
  ),
};
