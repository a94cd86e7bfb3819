import { useSyncExternalStore } from 'react';

/*
 * The comparison tray (docs/product.md, “Comparing adverts”): up to four adverts the reader picked
 * with „Uporedi“, kept in the browser (localStorage) so that it follows them across pages and
 * tabs. The last change is a message the tray announces.
 */

export const COMPARE_MAX = 4;
const STORAGE_KEY = 'autoberza:compare';

/** An advert in the tray: its id and its title as the card showed it. */
export interface TrayItem {
  id: string;
  title: string;
}

/** The last change, for the tray's live region. */
export type TrayNotice =
  | { kind: 'added' | 'removed'; title: string; count: number }
  | { kind: 'full'; title: string }
  | { kind: 'cleared' };

interface TrayState {
  items: readonly TrayItem[];
  notice: TrayNotice | null;
}

const EMPTY: TrayState = { items: [], notice: null };
let state: TrayState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function read(): readonly TrayItem[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is TrayItem =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as TrayItem).id === 'string' &&
          typeof (item as TrayItem).title === 'string',
      )
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

function current(): TrayState {
  if (!loaded) {
    loaded = true;
    state = { items: read(), notice: null };
  }
  return state;
}

function set(items: readonly TrayItem[], notice: TrayNotice): void {
  state = { items, notice };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or refused (private mode): the tray lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Another tab changed the tray: take its list. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY) return;
  state = { items: read(), notice: null };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Adds an advert; false (and a `full` notice) when four are already in the tray. */
export function addToTray(item: TrayItem): boolean {
  const { items } = current();
  if (items.some((i) => i.id === item.id)) return true;
  if (items.length >= COMPARE_MAX) {
    set(items, { kind: 'full', title: item.title });
    return false;
  }
  const next = [...items, item];
  set(next, { kind: 'added', title: item.title, count: next.length });
  return true;
}

export function removeFromTray(id: string): void {
  const { items } = current();
  const item = items.find((i) => i.id === id);
  if (!item) return;
  const next = items.filter((i) => i.id !== id);
  set(next, { kind: 'removed', title: item.title, count: next.length });
}

export function clearTray(): void {
  set([], { kind: 'cleared' });
}

/** The tray's adverts and last change; empty on the server and in the first render. */
export function useCompareTray(): TrayState {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

/** For tests: forget the loaded state (the next read takes localStorage again). */
export function resetTrayForTests(): void {
  loaded = false;
  state = EMPTY;
}
