import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';

const meta = {
  component: ErrorSummary,
  args: {
    title: 'Ispravite sledeća polja',
    errors: [
      { id: 'marka', label: 'Marka', message: 'Marka je obavezna' },
      { id: 'cena', label: 'Cena', message: 'Cena je obavezna' },
    ],
  },
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ErrorSummary {...args} />
      <TextField id="marka" label="Marka" isRequired />
      <TextField id="cena" label="Cena" isRequired />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each link names the field by its label and moves the focus to it. */
export const LinksFocusTheirField: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAccessibleName('Ispravite sledeća polja');
    await userEvent.click(canvas.getByRole('link', { name: 'Cena: Cena je obavezna' }));
    await expect(canvas.getByRole('textbox', { name: /Cena/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Marka: Marka je obavezna' }));
    await expect(canvas.getByRole('textbox', { name: /Marka/ })).toHaveFocus();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="max-w-md">
      <ErrorSummary {...args} />
    </div>
  ),
};
