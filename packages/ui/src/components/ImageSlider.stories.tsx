import type { Meta, StoryObj } from '@storybook/react-vite';
import { act } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { installClock } from '../test/fakeTimers';
import { sampleImage } from '../test/sampleImages';
import { ImageSlider, type ImageSliderLabels } from './ImageSlider';

const labels: ImageSliderLabels = {
  region: 'Fotografije vozila',
  previous: 'Prethodna fotografija',
  next: 'Sledeća fotografija',
  slide: (n, total) => `Slika ${n} od ${total}`,
  open: 'Otvori preko celog ekrana',
  viewer: 'Pregled fotografija',
  close: 'Zatvori',
};
const images = [0, 1, 2].map((i) => ({
  src: sampleImage(i),
  alt: `BMW 320d, fotografija ${i + 1}`,
}));

const meta = {
  component: ImageSlider,
  args: { images, labels },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

// The clock must be fake before the first render, when the autoplay interval starts.
let clock: ReturnType<typeof installClock> | undefined;
const withFakeInterval = () => {
  clock = installClock(['setInterval', 'clearInterval']);
  return () => clock?.uninstall();
};
const tick = async (ms: number) => {
  // Let React run pending effects first (only intervals are fake), so a restarted one counts.
  await new Promise((resolve) => setTimeout(resolve, 0));
  act(() => void clock!.tick(ms));
};

export const Default: Story = {};

export const AutoplayLoops: Story = {
  beforeEach: withFakeInterval,
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await tick(3999);
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await tick(1);
    await expect(current(canvasElement)).toBe('Slika 2 od 3');
    await tick(4000);
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
    await tick(4000);
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
  },
};

export const PausesOnHoverAndFocus: Story = {
  beforeEach: withFakeInterval,
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Fotografije vozila' });
    await userEvent.hover(region);
    await expect(region).not.toHaveAttribute('data-autoplay');
    await tick(8000);
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay');
    await tick(4000);
    await expect(current(canvasElement)).toBe('Slika 2 od 3');
    canvas.getByRole('button', { name: 'Slika 1 od 3' }).focus();
    await tick(8000);
    await expect(current(canvasElement)).toBe('Slika 2 od 3');
  },
};

export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const noop = () => {};
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: noop,
        removeEventListener: noop,
        addListener: noop,
        removeListener: noop,
        dispatchEvent: () => false,
      } satisfies MediaQueryList;
    };
    const restoreClock = withFakeInterval();
    return () => {
      window.matchMedia = original;
      restoreClock();
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await tick(12000);
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await expect(canvas.getByRole('region')).not.toHaveAttribute('data-autoplay');
  },
};

export const ArrowsDotsKeyboardAndSwipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('[aria-live]')!;
    await expect(getComputedStyle(track).columnGap).toBe('30px');
    // Only the first photo loads at once (and first); the others wait until they are shown.
    const photos = track.querySelectorAll('img');
    await expect(photos[0]).toHaveAttribute('loading', 'eager');
    await expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    for (const photo of [...photos].slice(1)) {
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect(photo).not.toHaveAttribute('fetchpriority');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Prethodna fotografija' }));
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Sledeća fotografija' }));
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Slika 3 od 3' }));
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
    fireEvent.pointerDown(track, { clientX: 300, pointerId: 1 });
    fireEvent.pointerUp(track, { clientX: 150, pointerId: 1 });
    await expect(current(canvasElement)).toBe('Slika 1 od 3');
    fireEvent.pointerDown(track, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(track, { clientX: 250, pointerId: 1 });
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
  },
};

export const FullScreenViewer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('img', { name: 'BMW 320d, fotografija 1' }));
    const viewer = await body.findByRole('dialog', { name: 'Pregled fotografija' });
    await expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'BMW 320d, fotografija 1');
    await waitFor(() => expect(viewer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'BMW 320d, fotografija 2');
    await expect(within(viewer).getByText('Slika 2 od 3')).toBeVisible();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Sledeća fotografija' }));
    await expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'BMW 320d, fotografija 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(current(canvasElement)).toBe('Slika 3 od 3');
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Sledeća fotografija' }),
    ).not.toBeInTheDocument();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  beforeEach: withFakeInterval,
  render: (args) => (
    <div className="flex flex-col gap-6">
      <ImageSlider {...args} />
      <ImageSlider
        {...args}
        labels={{ ...args.labels, region: 'Jedna fotografija' }}
        images={images.slice(1, 2)}
      />
    </div>
  ),
};
