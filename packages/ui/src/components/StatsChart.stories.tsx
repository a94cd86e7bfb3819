import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsChart } from './StatsChart';

const days = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
);
const views = days.map((_, i) => [3, 5, 4, 8, 12, 9, 6][i % 7]! + Math.floor(i / 5));
const reveals = days.map((_, i) => [0, 1, 0, 2, 3, 1, 0][i % 7]!);
const formatDay = (day: string) => `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}.`;

const meta = {
  component: StatsChart,
  args: {
    days,
    series: [
      { label: 'Pregledi', values: views, tone: 'primary' },
      { label: 'Prikazi broja', values: reveals, tone: 'accent' },
    ],
    label: 'Pregledi i prikazi broja telefona, poslednjih 30 dana',
    summary: 'Ukupno 270 pregleda i 30 prikaza broja. Najviše pregleda: 25. novembra (17).',
    formatDay,
  },
} satisfies Meta<typeof StatsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', {
      name: 'Pregledi i prikazi broja telefona, poslednjih 30 dana',
    });
    await expect(chart).toHaveAccessibleDescription(/Ukupno 270 pregleda/);
    // uPlot drew into the box; the legend names both series, each with its line's pattern.
    await expect(canvasElement.querySelector('canvas')).not.toBeNull();
    const legend = canvas.getAllByRole('listitem');
    await expect(legend.map((item) => item.textContent)).toEqual(['Pregledi', 'Prikazi broja']);
    const dashes = legend.map((item) =>
      item.querySelector('line')?.getAttribute('stroke-dasharray'),
    );
    await expect(dashes).toEqual([null, '6 4']);
    const colours = legend.map((item) => item.querySelector('line')?.getAttribute('stroke'));
    await expect(new Set(colours).size).toBe(2);
  },
};

export const Quiet: Story = {
  args: {
    series: [
      { label: 'Pregledi', values: days.map(() => 0), tone: 'primary' },
      { label: 'Prikazi broja', values: days.map(() => 0), tone: 'accent' },
    ],
    summary: 'U poslednjih 30 dana oglas nije imao pregleda.',
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex max-w-3xl flex-col gap-6">
      <StatsChart {...args} />
      <StatsChart
        {...args}
        days={days.slice(-7)}
        series={args.series.map((one) => ({ ...one, values: one.values.slice(-7) }))}
        label="Poslednjih 7 dana"
        summary="Sedam dana."
        height={160}
      />
    </div>
  ),
};
