import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { PasswordField } from './PasswordField';

const meta = {
  component: PasswordField,
  args: { label: 'Lozinka', showLabel: 'Prikaži lozinku', hideLabel: 'Sakrij lozinku' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Lozinka');
    await userEvent.type(input, 'Tajna123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Prikaži lozinku' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sakrij lozinku' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'abc',
    errorMessage: 'Lozinka mora imati najmanje 8 znakova',
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Tajna123' } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <MatrixGrid>
      <MatrixCell title="empty">
        <PasswordField {...args} />
      </MatrixCell>
      <MatrixCell title="filled">
        <PasswordField
          {...args}
          defaultValue="Tajna123"
          description="Najmanje 8 znakova, 2 cifre i 1 veliko slovo."
        />
      </MatrixCell>
      <MatrixCell title="invalid">
        <PasswordField
          {...args}
          defaultValue="abc"
          isInvalid
          errorMessage="Lozinka mora imati najmanje 8 znakova"
        />
      </MatrixCell>
      <MatrixCell title="disabled">
        <PasswordField {...args} defaultValue="Tajna123" isDisabled />
      </MatrixCell>
    </MatrixGrid>
  ),
};
