import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Checkbox } from './Checkbox';

const meta = {
  component: Checkbox,
  args: { children: 'Klima uređaj', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Klima uređaj' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Morate prihvatiti uslove',
    children: 'Prihvatam uslove korišćenja',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="unchecked / checked / indeterminate">
        <Checkbox>Klima uređaj</Checkbox>
        <Checkbox defaultSelected>Aktivan oglas</Checkbox>
        <Checkbox isIndeterminate>Sve opcije</Checkbox>
      </MatrixCell>
      <MatrixCell title="invalid / disabled">
        <Checkbox isInvalid errorMessage="Morate prihvatiti uslove">
          Prihvatam uslove korišćenja
        </Checkbox>
        <Checkbox isDisabled>Oštećenje</Checkbox>
        <Checkbox isDisabled defaultSelected>
          Oštećenje
        </Checkbox>
      </MatrixCell>
    </MatrixGrid>
  ),
};
