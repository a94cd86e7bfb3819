import { composeStory } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';

// Every story renders in both scripts (the toolbar's „Pismo“, src/storybook/preview.tsx): the
// story as written (Latin, run with its play function and axe by the storybook project), and
// here again in Cyrillic, where every text the story gives is shown in Cyrillic.
const modules = import.meta.glob<Record<string, unknown>>('../components/*.stories.tsx', {
  eager: true,
});

type Meta = Parameters<typeof composeStory>[1];
type StoryAnnotations = Parameters<typeof composeStory>[0];

const stories = Object.entries(modules).flatMap(([file, mod]) => {
  const meta = mod.default as Meta;
  const component = file.replace(/^.*\/(.*)\.stories\.tsx$/, '$1');
  return Object.entries(mod)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([name, annotations]) => {
      const story = annotations as StoryAnnotations & { globals?: Record<string, unknown> };
      const inScript = (script: string) =>
        composeStory(
          { ...story, globals: { ...story.globals, script } },
          meta,
          undefined,
          name,
        ) as unknown as ComponentType;
      return {
        id: `${component} ${name}`,
        latin: inScript('sr-Latn'),
        cyrillic: inScript('sr-Cyrl'),
      };
    });
});

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

/** The text a story shows (portals included: dialogs and popovers render into the body). */
async function render(Story: ComponentType): Promise<{ text: string; cyrillicPart: boolean }> {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(<Story />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const shown = {
    text: document.body.innerText,
    cyrillicPart: container.querySelector(':scope > [lang="sr-Cyrl"]') !== null,
  };
  act(() => root!.unmount());
  container.remove();
  root = undefined;
  return shown;
}

/** Letters only Serbian Latin writes: a Cyrillic page that shows one shows Latin copy. */
const serbianLatin = /[čćžšđČĆŽŠĐ]|\b(?:lj|nj|dž)/i;

test('there are stories to render', () => {
  expect(stories.length).toBeGreaterThan(50);
});

test.each(stories)('$id renders in both scripts', async ({ latin, cyrillic }) => {
  const asWritten = await render(latin);
  const inCyrillic = await render(cyrillic);
  expect(asWritten.cyrillicPart).toBe(false);
  // The decorator marks the story's part `lang="sr-Cyrl"` (screen readers read it so).
  expect(inCyrillic.cyrillicPart).toBe(true);
  if (serbianLatin.test(asWritten.text)) expect(inCyrillic.text).toMatch(/[\u0400-\u04FF]/);
  expect(inCyrillic.text).not.toMatch(serbianLatin);
});

test('a text marked Latin stays Latin in Cyrillic (the switch back to „Latinica“)', async () => {
  const toLatin = stories.find(({ id }) => id === 'ScriptSwitch ToLatin');
  expect(toLatin).toBeDefined();
  expect((await render(toLatin!.cyrillic)).text).toContain('Latinica');
});
