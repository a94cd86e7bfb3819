import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Switch } from './Switch';

const meta = {
  component: Switch,
  args: { children: 'Obaveštenja na uređaju', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Obaveštenja na uređaju' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultSelected: true, children: 'Obaveštenja e-poštom' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="off / on">
        <Switch>Obaveštenja na uređaju</Switch>
        <Switch defaultSelected>Obaveštenja e-poštom</Switch>
      </MatrixCell>
      <MatrixCell title="disabled off / on">
        <Switch isDisabled>Obaveštenja na uređaju</Switch>
        <Switch isDisabled defaultSelected>
          Obaveštenja e-poštom
        </Switch>
      </MatrixCell>
    </MatrixGrid>
  ),
};
