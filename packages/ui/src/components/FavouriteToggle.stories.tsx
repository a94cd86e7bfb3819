import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { FavouriteToggle } from './FavouriteToggle';

const meta = {
  component: FavouriteToggle,
  args: { label: 'Prati oglas', selectedLabel: 'Ne prati više', onChange: fn() },
} satisfies Meta<typeof FavouriteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a card: the heart alone; its name (for screen readers) says what a press does. */
export const Overlay: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Prati oglas' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    const followed = canvas.getByRole('button', { name: 'Ne prati više' });
    await expect(followed).toHaveAttribute('aria-pressed', 'true');
    await expect(followed).toHaveFocus();
    await userEvent.click(followed);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Prati oglas' })).toBeVisible();
  },
};

/** On the car detail: the heart with its words. */
export const Inline: Story = {
  args: { variant: 'inline', defaultSelected: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ne prati više' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Ne prati više')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="overlay: off / on / disabled">
        <div className="flex gap-3 rounded-field bg-primary-200 p-3">
          <FavouriteToggle label="Prati oglas" selectedLabel="Ne prati više" />
          <FavouriteToggle label="Prati oglas" selectedLabel="Ne prati više" defaultSelected />
          <FavouriteToggle label="Prati oglas" selectedLabel="Ne prati više" isDisabled />
        </div>
      </MatrixCell>
      <MatrixCell title="inline: off / on">
        <FavouriteToggle variant="inline" label="Prati oglas" selectedLabel="Ne prati više" />
        <FavouriteToggle
          variant="inline"
          label="Prati oglas"
          selectedLabel="Ne prati više"
          defaultSelected
        />
      </MatrixCell>
    </MatrixGrid>
  ),
};
