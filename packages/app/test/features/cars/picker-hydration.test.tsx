// A brand typed into the server's page before its script took over stays in the field and reaches
// the form (the search then takes it or says it names no brand), even when the form renders again
// before the field's part hydrated.
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from '@autoberza/ui/ComboBox';
import { HydratesApart } from '../../../src/components/HydratesApart';

const BRANDS = [
  { id: 'audi', name: 'Audi' },
  { id: 'bmw', name: 'BMW' },
];

/** What the form holds of the field: the text as typed, as the search form's pickers report it. */
let text = '';

/** A form that renders again at once after it hydrated (as the search form does when its lookups answer). */
function BusyForm() {
  const [renders, setRenders] = useState(0);
  useEffect(() => setRenders(1), []);
  return (
    <form data-renders={renders}>
      <HydratesApart>
        <ComboBox
          label="Marka"
          buttonLabel="Prikaži opcije"
          defaultItems={BRANDS}
          onInputChange={(next) => (text = next)}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      </HydratesApart>
    </form>
  );
}

function serverHtml() {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<BusyForm />);
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
  text = '';
});

it('keeps a brand typed before the page hydrated, in the field and in the form', async () => {
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const input = container.querySelector('input')!;
  // The visitor types while the page's script is still loading.
  input.value = 'Aud';

  root = hydrateRoot(container, <BusyForm />);
  await waitFor(() => text === 'Aud');
  // The form rendered again, and the field after it.
  await waitFor(() => container!.querySelector('form')!.dataset.renders === '1');
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(text).toBe('Aud');
  expect(container.querySelector('input')).toBe(input);
  expect(input.value).toBe('Aud');
});

it('changes nothing when nothing was typed before hydration', async () => {
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const input = container.querySelector('input')!;
  root = hydrateRoot(container, <BusyForm />);
  await waitFor(() => container!.querySelector('form')!.dataset.renders === '1');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(text).toBe('');
  expect(input.value).toBe('');
});
