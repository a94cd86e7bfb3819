import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Radio, RadioGroup } from './RadioGroup';

const reasons = [
  { id: 'sold', label: 'Vozilo je prodato' },
  { id: 'wrongDetails', label: 'Netačna cena ili podaci' },
  { id: 'fake', label: 'Lažan oglas' },
  { id: 'duplicate', label: 'Duplikat' },
  { id: 'other', label: 'Drugo' },
];

const options = reasons.map((r) => (
  <Radio key={r.id} value={r.id}>
    {r.label}
  </Radio>
));

const meta = {
  component: RadioGroup,
  args: { label: 'Razlog prijave', children: options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, arrow keys choose, as on any radio group. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Vozilo je prodato' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: 'Netačna cena ili podaci' });
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wrongDetails');
    await userEvent.click(canvas.getByText('Drugo'));
    await expect(canvas.getByRole('radio', { name: 'Drugo' })).toBeChecked();
  },
};
export const Selected: Story = { args: { defaultValue: 'fake' } };
export const WithDescription: Story = {
  args: { description: 'Izaberite ono što najbolje opisuje problem.' },
};
export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Izaberite razlog prijave.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'sold' } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: () => (
    <MatrixGrid>
      <MatrixCell title="none / selected">
        <RadioGroup label="Razlog prijave">{options}</RadioGroup>
        <RadioGroup label="Razlog prijave" defaultValue="duplicate">
          {options}
        </RadioGroup>
      </MatrixCell>
      <MatrixCell title="invalid / disabled / option description">
        <RadioGroup
          label="Razlog prijave"
          isInvalid
          isRequired
          errorMessage="Izaberite razlog prijave."
        >
          {options}
        </RadioGroup>
        <RadioGroup label="Razlog prijave" isDisabled defaultValue="sold">
          {options}
        </RadioGroup>
        <RadioGroup label="Prikaz" defaultValue="open">
          <Radio value="open" description="Prijave koje čekaju odluku">
            Otvorene
          </Radio>
          <Radio value="all">Sve</Radio>
        </RadioGroup>
      </MatrixCell>
    </MatrixGrid>
  ),
};
