import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Spinner } from './Spinner';

const meta = { component: Spinner, args: { label: 'Učitavanje...' } } satisfies Meta<
  typeof Spinner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Učitavanje...' })).toBeInTheDocument();
  },
};
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
/** On a dark surface (inside a primary button). */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="inline-flex rounded-field bg-primary-700 p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveClass('text-white');
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <MatrixCell key={size} title={size}>
          <Spinner size={size} label="Učitavanje..." />
        </MatrixCell>
      ))}
    </MatrixGrid>
  ),
};
