import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { TextArea } from './TextArea';

const meta = {
  component: TextArea,
  args: { label: 'Opis', placeholder: 'Opišite vozilo' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Opis' });
    await userEvent.type(area, 'Prvi vlasnik.{Enter}Servisna knjiga.');
    await expect(area).toHaveValue('Prvi vlasnik.\nServisna knjiga.');
  },
};
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'Kratko',
    errorMessage: 'Poruka mora imati najmanje 10 znakova',
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Vozilo u odličnom stanju.' },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="empty">
        <TextArea label="Opis" placeholder="Opišite vozilo" />
      </MatrixCell>
      <MatrixCell title="filled">
        <TextArea
          label="Opis"
          defaultValue="Prvi vlasnik, servisna knjiga, garažiran."
          description="Najmanje 10 znakova."
        />
      </MatrixCell>
      <MatrixCell title="invalid">
        <TextArea
          label="Opis"
          defaultValue="Kratko"
          isInvalid
          errorMessage="Poruka mora imati najmanje 10 znakova"
        />
      </MatrixCell>
      <MatrixCell title="disabled">
        <TextArea label="Opis" defaultValue="Vozilo u odličnom stanju." isDisabled />
      </MatrixCell>
    </MatrixGrid>
  ),
};
