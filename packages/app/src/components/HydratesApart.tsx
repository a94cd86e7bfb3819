import {
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, in its turn (decision 003).
 *
 * React hydrates every part of a page that waits (a Suspense boundary) in one render and commits
 * them together, with every effect and the re-render react-aria's fields ask for right after:
 * on a car list, one task of 60-100 ms on this machine, four times that on a phone, during which
 * the page ignores the reader. Here each part waits for its turn while it hydrates; a turn is
 * given once the part before has committed, in a task of its own, in the page's order. The server's
 * markup stays on screen meanwhile (a part that waits while hydrating is not replaced). In every
 * other render (the server's, a page the app renders itself, later updates) nothing waits.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  const hydrating = useIsHydrating() && typeof window !== 'undefined';
  const [, show] = useReducer((n: number) => n + 1, 0);
  const [held] = useState<Held | null>(() => (hydrating ? { part: null } : null));
  // Until it has hydrated, the part counts as waiting (partsHydrated), whether or not React has
  // got to it yet: a part held back may not have asked for its turn.
  useLayoutEffect(() => {
    if (!held || held.done) return;
    unhydrated.add(held);
    return () => {
      unhydrated.delete(held);
      settleIfHydrated();
    };
  }, [held]);
  // The page renders again while this part waits (a query answered): new children would reach the
  // part, and React renders a part updated before it hydrated anew, replacing the server's
  // elements and what was typed into them. Until it has hydrated it gets the same element, then
  // the children of the last render.
  if (held?.part) {
    held.latest = children;
    return held.part;
  }
  const part = (
    <Suspense>
      <InTurn
        hydrated={
          held && !held.done
            ? () => {
                held.part = null;
                held.done = true;
                unhydrated.delete(held);
                if ('latest' in held) show();
                settleIfHydrated();
              }
            : undefined
        }
      >
        {children}
      </InTurn>
    </Suspense>
  );
  if (held && !held.done) held.part = part;
  return part;
}

/** A part that hydrates: its element until it has, and the children of a render meanwhile. */
interface Held {
  part: ReactElement | null;
  done?: boolean;
  latest?: ReactNode;
}

/** The parts of the server's page that have not hydrated yet. */
const unhydrated = new Set<Held>();

const noSubscription = () => () => {};

/** True while React hydrates the calling component from the server's markup, false otherwise. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The turns of the parts still hydrating, by their `useId` (the same in every attempt). */
const turns = new Map<string, Promise<void>>();
const waiting: { id: string; start: () => void }[] = [];
/** The part whose turn it is, until it commits. */
let current: string | null = null;
/**
 * A part that never commits in its turn (removed meanwhile, or rendered anew after a mismatch)
 * holds up the rest no longer than this.
 */
const TURN_LIMIT_MS = 250;

/** Called once no part is left to hydrate. */
let settled: (() => void)[] = [];

/** Whether any part has asked for a turn since the page loaded. */
let anyPart = false;

/**
 * Every part that asked for a turn has had it (a part never committed, removed or rendered anew,
 * is not waited for). Checked again a moment later: a part's own parts ask for their turns only
 * when React gets to them, after it committed.
 */
function settleIfHydrated() {
  const hydrated = () =>
    anyPart && current === null && waiting.length === 0 && unhydrated.size === 0;
  if (!hydrated()) return;
  setTimeout(() => {
    if (!hydrated()) return;
    const done = settled;
    settled = [];
    for (const resolve of done) resolve();
  }, 100);
}

/** `afterHydration` waits no longer than this, whatever happens to the parts. */
const HYDRATION_LIMIT_MS = 5000;

/**
 * Settles once every part of a server-rendered page has hydrated: a change every part shows (the
 * other script) must wait for it, or a part not yet hydrated would meet markup it did not render.
 * Only for a page that hydrates and has parts (React may get to them after the caller's commit).
 */
export function afterHydration(): Promise<void> {
  return new Promise((resolve) => {
    settled.push(resolve);
    settleIfHydrated();
    setTimeout(resolve, HYDRATION_LIMIT_MS);
  });
}

/**
 * Settles at once when no part of a server-rendered page is left to hydrate, else as
 * `afterHydration`: the other script chosen while parts still wait (a press on the header's switch
 * once the header hydrated) would meet their markup in the script it is leaving.
 */
export function partsHydrated(): Promise<void> {
  return current === null && waiting.length === 0 && unhydrated.size === 0
    ? Promise.resolve()
    : afterHydration();
}

/** Gives the next waiting part its turn, in a task of its own. */
function giveNextTurn() {
  const next = waiting.shift();
  current = next?.id ?? null;
  if (!next) {
    settleIfHydrated();
    return;
  }
  setTimeout(next.start, 0);
  setTimeout(() => {
    if (current === next.id) giveNextTurn();
  }, TURN_LIMIT_MS);
}

function turnFor(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    anyPart = true;
    turn = new Promise<void>((start) => waiting.push({ id, start }));
    turns.set(id, turn);
    if (current === null) giveNextTurn();
  }
  return turn;
}

function InTurn({ children, hydrated }: { children: ReactNode; hydrated?: () => void }) {
  const id = useId();
  const hydrating = useIsHydrating() && typeof window !== 'undefined';
  const turn = hydrating ? turnFor(id) : null;
  if (turn) use(turn);
  useLayoutEffect(() => {
    turns.delete(id);
    if (current === id) giveNextTurn();
    hydrated?.();
  }, [id, hydrated]);
  return children;
}
