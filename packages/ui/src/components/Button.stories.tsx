import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Button } from './Button';

const meta = {
  component: Button,
  args: { children: 'Postavi oglas', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Postavi oglas' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Kompletna ponuda' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Otkaži' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Obriši' } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Čuvanje...' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Čuvanje...' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

const variants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      {variants.map((variant) => (
        <MatrixCell key={variant} title={variant}>
          <div className="flex flex-wrap gap-3">
            <Button variant={variant}>Sačuvaj</Button>
            <Button variant={variant} isDisabled>
              Onemogućeno
            </Button>
            <Button variant={variant} isPending pendingLabel="Čuvanje...">
              Sačuvaj
            </Button>
            <Button variant={variant} size="sm">
              Malo
            </Button>
          </div>
        </MatrixCell>
      ))}
    </MatrixGrid>
  ),
};
