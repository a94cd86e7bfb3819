// A brand typed into the server's page before its script took over stays in the picker and
// reaches the form, not emptied by the picker's first render after hydration.
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from '@autoberza/ui/ComboBox';

type Brand = { id: string; name: string };
const brands: Brand[] = ['Audi', 'BMW', 'Škoda', 'Volkswagen'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

let text: string | undefined;

/**
 * A search form's brand picker: its brands arrive after hydration (the lookup answering), which
 * renders it again; `onInputChange` is what the form knows of the typed text.
 */
function Form({ selected, early = false }: { selected?: string; early?: boolean }) {
  const [items, setItems] = useState<Brand[]>(early ? brands : []);
  useEffect(() => setItems(brands), []);
  return (
    <ComboBox
      label="Marka"
      buttonLabel="Prikaži marke"
      defaultItems={items}
      defaultSelectedKey={selected}
      onInputChange={(next) => (text = next)}
    >
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

function serverHtml(form: React.ReactElement) {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(form);
  } finally {
    vi.unstubAllGlobals();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
  text = undefined;
});

function serverPage(form: React.ReactElement) {
  container = document.createElement('div');
  container.innerHTML = serverHtml(form);
  document.body.append(container);
  return container.querySelector('input')!;
}

it('keeps a brand typed before the page hydrated, in the field and for the form', async () => {
  const input = serverPage(<Form />);
  // The visitor types while the page's script is still loading.
  input.value = 'skod';
  root = hydrateRoot(container!, <Form />);
  await settle();
  expect(container!.querySelector('input')).toBe(input);
  expect(input.value).toBe('skod');
  expect(text).toBe('skod');
});

it('changes nothing when nothing was typed before hydration', async () => {
  const input = serverPage(<Form />);
  root = hydrateRoot(container!, <Form />);
  await settle();
  expect(input.value).toBe('');
  expect(text).toBeUndefined();
});

it('keeps the chosen brand the server rendered when nothing was typed', async () => {
  const input = serverPage(<Form selected="škoda" early />);
  expect(input.value).toBe('Škoda');
  root = hydrateRoot(container!, <Form selected="škoda" early />);
  await settle();
  expect(input.value).toBe('Škoda');
  expect(text).toBeUndefined();
});
