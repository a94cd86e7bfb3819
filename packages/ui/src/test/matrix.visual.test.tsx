import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { installClock } from './fakeTimers';

// Every story tagged `matrix` is photographed at both widths and compared with the baseline
// committed under __screenshots__/ (update with `pnpm --filter @autoberza/ui test:update`).
const modules = import.meta.glob<Record<string, unknown>>('../components/*.stories.tsx', {
  eager: true,
});

type Composed = ComponentType & { tags: string[]; storyName: string };
const matrixStories = Object.entries(modules).flatMap(([file, mod]) =>
  (Object.values(composeStories(mod as Parameters<typeof composeStories>[0])) as Composed[])
    .filter((story) => story.tags.includes('matrix'))
    .map((story) => ({
      id: `${file.replace(/^.*\/(.*)\.stories\.tsx$/, '$1')}-${story.storyName}`,
      Story: story,
    })),
);

const widths = [390, 1280] as const;

let root: Root | undefined;
let container: HTMLElement | undefined;
let clock: ReturnType<typeof installClock> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  clock?.uninstall();
});

test('there are state-matrix stories to photograph', () => {
  expect(matrixStories.length).toBeGreaterThan(10);
});

describe.each(widths)('at %i px', (width) => {
  test.each(matrixStories)('$id', async ({ id, Story }) => {
    await page.viewport(width, 900);
    // Freeze autoplay (the slider) so the picture is always the first slide.
    clock = installClock(['setInterval', 'clearInterval']);
    container = document.createElement('div');
    container.style.padding = '16px';
    container.style.background = '#ffffff';
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () => root!.render(<Story />));
    await document.fonts.ready;
    // Let portals and effects settle (e.g. a region that mounts into its own container).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // Element screenshots are clipped to the viewport: make it as tall as the matrix.
    await page.viewport(width, Math.max(900, container.scrollHeight + 32));
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`${id}-${width}`);
  });
});
