// A keyword typed into the server's page before its script took over is searched, not lost to
// the takeover (hydration): the field takes it into the form's state when it hydrates.
import { useCallback, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { KeywordField, keywordIn } from '../../../src/features/cars/components/KeywordField';

let state = '';
let renders = 0;

function Form() {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  state = keyword ?? '';
  renders += 1;
  return <KeywordField value={keyword} onChange={setKeyword} isInvalid={false} />;
}

/**
 * A form that renders again at once after it hydrated (as the list's forms do when their queries
 * answer), before the field's part had its turn to hydrate; its `onChange` stays the same.
 */
function BusyForm() {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [, setRenders] = useState(0);
  useEffect(() => setRenders(1), []);
  state = keyword ?? '';
  const change = useCallback((next: string) => setKeyword(next), []);
  return <KeywordField value={keyword} onChange={change} isInvalid={false} />;
}

function serverHtml(form = <Form />) {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(form);
  } finally {
    vi.unstubAllGlobals();
  }
}

async function waitFor(done: () => boolean) {
  for (let waited = 0; !done() && waited < 3000; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
  state = '';
  renders = 0;
});

it('keeps a keyword typed before the page hydrated, in the input and in the state', async () => {
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const input = container.querySelector('input')!;
  expect(input.name).toBe('q');
  // The visitor types while the page's script is still loading.
  input.value = 'kuka';

  renders = 0;
  root = hydrateRoot(container, <Form />);
  await waitFor(() => state === 'kuka');

  expect(state).toBe('kuka');
  // Rendered again with the state: the input still shows the word.
  expect(renders).toBeGreaterThan(1);
  expect(container.querySelector('input')!.value).toBe('kuka');
});

it('keeps the typed keyword when the form renders again before the field hydrated', async () => {
  container = document.createElement('div');
  container.innerHTML = serverHtml(<BusyForm />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = 'kuka';

  root = hydrateRoot(container, <BusyForm />);
  await waitFor(() => state === 'kuka');

  // The server's input hydrated, not replaced by a new one without the word.
  expect(container.querySelector('input')).toBe(input);
  expect(state).toBe('kuka');
  expect(input.value).toBe('kuka');
});

it('changes nothing when nothing was typed before hydration', async () => {
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  renders = 0;
  root = hydrateRoot(container, <Form />);
  await waitFor(() => renders > 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(state).toBe('');
  expect(renders).toBe(1);
});

it('sends the word the input holds, even before the field has taken it in', () => {
  const form = document.createElement('form');
  form.innerHTML = '<input name="q" value="kuka">';
  expect(keywordIn(form, undefined)).toBe('kuka');
  expect(keywordIn(form, '')).toBe('kuka');
  // A form without the field: the state.
  expect(keywordIn(document.createElement('form'), 'šiber')).toBe('šiber');
});
