// HydratesApart: the parts of a server-rendered page hydrate one at a time, each committed in a
// task of its own and in the page's order, over the server's own elements; in a page the app
// renders itself they render at once.
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratesApart, partsHydrated } from '../../src/components/HydratesApart';

/** Each part's commit: its name, and whether an earlier part committed in the same task. */
let commits: { name: string; sameTaskAsEarlier: boolean }[] = [];
let inCommitTask = false;
/** Called when the header part commits (its switch could be pressed from then on). */
let onHeaderCommit: (() => void) | undefined;

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    commits.push({ name, sameTaskAsEarlier: inCommitTask });
    if (name === 'header') onHeaderCommit?.();
    inCommitTask = true;
    // Microtasks run once the task that commits is over: a later commit in the same task sees true.
    queueMicrotask(() => (inCommitTask = false));
  }, [name]);
  return (
    <button type="button" id={name} onClick={() => setClicks((n) => n + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Stranica</h1>
      <HydratesApart>
        <Part name="header" />
      </HydratesApart>
      <HydratesApart>
        <Part name="form" />
        <HydratesApart>
          <Part name="inner" />
        </HydratesApart>
      </HydratesApart>
      <HydratesApart>
        <Part name="results" />
      </HydratesApart>
    </main>
  );
}

/** React's own scheduling, as in a browser (no act()): waits until `done` or 2 s have passed. */
async function waitFor(done: () => boolean) {
  for (let waited = 0; !done() && waited < 2000; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The page as the server renders it: no `window` there. */
function serverHtml() {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
  }
}

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  commits = [];
  onHeaderCommit = undefined;
});

describe('HydratesApart', () => {
  it("hydrates the server's parts one by one, each in a task of its own, in the page's order", async () => {
    const html = serverHtml();
    // The server renders every part, each inside a boundary of its own.
    expect(html.match(/<!--\$-->/g)).toHaveLength(4);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButtons = ['header', 'form', 'inner', 'results'].map((id) =>
      container.querySelector(`#${id}`),
    );
    const errors: unknown[] = [];
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    await waitFor(() => commits.length === 4);

    expect(commits.map((c) => c.name)).toEqual(['header', 'form', 'results', 'inner']);
    expect(commits.every((c) => !c.sameTaskAsEarlier)).toBe(true);
    expect(errors).toEqual([]);
    // The server's elements were kept (hydrated, not replaced), and they work.
    const buttons = ['header', 'form', 'inner', 'results'].map((id) =>
      container.querySelector(`#${id}`),
    );
    expect(buttons).toEqual(serverButtons);
    (buttons[3] as HTMLButtonElement).click();
    await waitFor(() => buttons[3]!.textContent === 'results 1');
    expect(buttons[3]).toHaveTextContent('results 1');
  });

  it('settles partsHydrated once every part has hydrated, and at once when none waits', async () => {
    container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    let settledAfter: number | undefined;
    onHeaderCommit = () => void partsHydrated().then(() => (settledAfter ??= commits.length));
    hydrateRoot(container, <Page />);
    await waitFor(() => settledAfter !== undefined);
    // Asked when the header had hydrated; settled only once the other three parts had too.
    expect(settledAfter).toBe(4);

    let atOnce = false;
    void partsHydrated().then(() => (atOnce = true));
    await Promise.resolve();
    expect(atOnce).toBe(true);
  });

  it("keeps a part's server elements when the page renders again before the part hydrated", async () => {
    // The page renders again right after it hydrated (a query answered), while its parts still
    // wait for their turns: each part gets new children.
    let labelWhenSettled: string | null | undefined;
    function BusyPage() {
      const [renders, setRenders] = useState(1);
      useEffect(() => {
        setRenders(2);
        // Asked while the parts are held back: settles once they have hydrated, not before.
        if (typeof window !== 'undefined')
          void partsHydrated().then(
            () => (labelWhenSettled = document.querySelector('label')?.textContent),
          );
      }, []);
      return (
        <main>
          <HydratesApart>
            <Part name="header" />
          </HydratesApart>
          <HydratesApart>
            <label>
              Marka {renders}
              <input id="brand" defaultValue="" />
            </label>
          </HydratesApart>
        </main>
      );
    }
    vi.stubGlobal('window', undefined);
    const html = renderToString(<BusyPage />);
    vi.unstubAllGlobals();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('#brand')!;
    // Typed while the page's script was loading.
    input.value = 'Aud';
    const errors: unknown[] = [];
    hydrateRoot(container, <BusyPage />, { onRecoverableError: (error) => errors.push(error) });
    await waitFor(() => container.querySelector('label')!.textContent === 'Marka 2');

    // Hydrated, not rendered anew: the same input, with what was typed into it.
    expect(container.querySelector('#brand')).toBe(input);
    expect(input.value).toBe('Aud');
    // And then the children of the page's last render.
    expect(container.querySelector('label')).toHaveTextContent('Marka 2');
    expect(errors).toEqual([]);
    await waitFor(() => labelWhenSettled !== undefined);
    expect(labelWhenSettled).toBe('Marka 2');
  });

  it('renders at once in a page the app renders itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    await waitFor(() => commits.length === 4);
    // One commit, no waiting for turns.
    expect(commits.map((c) => c.name)).toEqual(['header', 'form', 'inner', 'results']);
    expect(commits.slice(1).every((c) => c.sameTaskAsEarlier)).toBe(true);
    expect(container.querySelector('#inner')).toHaveTextContent('inner 0');
  });
});
