import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { Form } from './Form';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

const meta = {
  component: Form,
  args: { onSubmit: fn((e: React.FormEvent) => e.preventDefault()) },
  render: (args) => (
    <Form {...args} className="max-w-sm">
      <TextField
        name="email"
        type="email"
        label="E-pošta"
        isRequired
        errorMessage="Unesite ispravnu adresu e-pošte"
      />
      <PasswordField
        name="password"
        label="Lozinka"
        isRequired
        minLength={6}
        showLabel="Prikaži lozinku"
        hideLabel="Sakrij lozinku"
        errorMessage="Lozinka mora imati najmanje 8 znakova"
      />
      <Button type="submit">Prijavi se</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi se' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Unesite ispravnu adresu e-pošte')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-pošta/ })).toHaveFocus();
    await userEvent.keyboard('petar@primer.rs');
    await userEvent.type(canvas.getByLabelText(/Lozinka/), 'tajna12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Nalog sa ovom adresom e-pošte već postoji' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nalog sa ovom adresom e-pošte već postoji')).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  args: { validationErrors: { email: 'Nalog sa ovom adresom e-pošte već postoji' } },
};
