import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Avatar, AvatarPicker } from './Avatar';
import { sampleImage } from '../test/sampleImages';

const meta = {
  component: AvatarPicker,
  args: { alt: 'Petar Petrović', initials: 'PP', buttonLabel: 'Promeni sliku', onSelect: fn() },
} satisfies Meta<typeof AvatarPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
    const photo = new File(['x'], 'ja.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
  },
};
export const WithPhoto: Story = { args: { src: sampleImage(0) } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <MatrixGrid>
      <MatrixCell title="sizes with initials">
        <div className="flex items-end gap-3">
          <Avatar alt="Petar Petrović" initials="PP" size="sm" />
          <Avatar alt="Petar Petrović" initials="PP" size="md" />
          <Avatar alt="Petar Petrović" initials="PP" size="lg" />
        </div>
      </MatrixCell>
      <MatrixCell title="photo / no initials">
        <div className="flex items-end gap-3">
          <Avatar alt="Petar Petrović" src={sampleImage(0)} size="md" />
          <Avatar alt="Petar Petrović" size="md" />
        </div>
      </MatrixCell>
      <MatrixCell title="picker">
        <AvatarPicker {...args} />
      </MatrixCell>
    </MatrixGrid>
  ),
};
