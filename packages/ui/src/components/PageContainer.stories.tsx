import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContainer } from './PageContainer';

const meta = {
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: {
    as: 'div',
    children: (
      <div className="h-24 rounded-field border-2 border-dashed border-primary-300 bg-primary-50 p-4">
        Sadržaj stranice
      </div>
    ),
  },
} satisfies Meta<typeof PageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-width="wide"]')!;
    await expect(getComputedStyle(el).maxWidth).toBe('1258px');
  },
};
export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-width="narrow"]')!;
    await expect(getComputedStyle(el).maxWidth).toBe('998px');
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex flex-col gap-4 bg-canvas">
      <PageContainer {...args} width="wide" />
      <PageContainer {...args} width="narrow" />
    </div>
  ),
};
