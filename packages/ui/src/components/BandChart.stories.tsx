import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BandChart } from './BandChart';

const meta = {
  component: BandChart,
  args: {
    points: [
      { x: 2014, value: 8_500, low: null, high: null },
      { x: 2015, value: 10_000, low: 9_000, high: 12_000 },
      { x: 2016, value: 12_500, low: 11_200, high: 13_400 },
      { x: 2017, value: 16_000, low: 14_750, high: 18_000 },
    ],
    label: 'Srednja tražena cena po godištu',
    summary: 'Od 8.500 € (2014) do 16.000 € (2017).',
    lineLabel: 'Medijana',
    bandLabel: 'Od prvog do trećeg kvartila',
    formatValue: (value: number) => `${value.toLocaleString('sr-Latn-RS')} €`,
  },
} satisfies Meta<typeof BandChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourYears: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Srednja tražena cena po godištu' });
    await expect(chart).toHaveAccessibleDescription('Od 8.500 € (2014) do 16.000 € (2017).');
    await expect(canvasElement.querySelector('canvas')).not.toBeNull();
    const legend = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(legend).toEqual(['Medijana', 'Od prvog do trećeg kvartila']);
  },
};
