// Changing scripts, loaded only when a reader wants the one not shown (script.ts).
import { SCRIPT_COOKIE } from '@autoberza/contract/script';
import i18n from './index';
import { loadLazyNamespaces, type Script } from './resources';
import { SCRIPT_KEY } from './scriptKey';

/**
 * Turns every translated text, dates (month names) and the API's messages (the API client sends
 * the shown script as Accept-Language) to `script`; the Cyrillic texts load first (once, all
 * namespaces). No page around it: the server renders its pages with this (entry-server.tsx), whose
 * route loaders then load the screens' texts of the script shown (loadScreenNamespaces).
 */
export async function switchTexts(script: Script): Promise<void> {
  if (script === 'sr-Cyrl' && !i18n.hasResourceBundle(script, 'common')) {
    const { cyrillic } = await import('./cyrillic');
    for (const [ns, bundle] of Object.entries(cyrillic)) {
      i18n.addResourceBundle(script, ns, bundle, true, true);
    }
  }
  if (i18n.language !== script) await i18n.changeLanguage(script);
}

/**
 * Shows the texts in `script` (`switchTexts`): the page title and `<html lang>` follow. Words users
 * wrote are shown as written.
 */
export async function showScript(script: Script): Promise<void> {
  // A reader of Cyrillic has the screens' texts in Cyrillic only (loadScreenNamespaces): the Latin
  // ones load before the screens turn to Latin.
  if (script === 'sr-Latn' && !i18n.hasResourceBundle(script, 'cars')) {
    (await loadLazyNamespaces()).addScreenTexts(i18n);
  }
  await switchTexts(script);
  document.documentElement.lang = script;
}

/** Those told of every script the reader picks (the signed-in app saves it to the profile). */
const choiceListeners = new Set<(script: Script) => void>();

/** Calls `listener` whenever the reader picks a script; the function returned stops it. */
export function onScriptChosen(listener: (script: Script) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * Keeps `script` as this browser's choice: in localStorage for the app, and in SCRIPT_COOKIE
 * (a year) for the server, which renders the pages it sends in it.
 */
export function keepScript(script: Script): void {
  try {
    localStorage.setItem(SCRIPT_KEY, script);
  } catch {
    // Not kept (storage refused): shown for this visit all the same.
  }
  document.cookie = `${SCRIPT_COOKIE}=${script}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The choice this browser's `script` cookie keeps, taken back into storage when storage keeps
 * none (cleared while the cookie stayed): the browser's script (script.ts) is then the one the
 * server renders its pages in, and a served page does not turn to the other script once
 * hydrated. Only the app writes the cookie, always with the reader's choice.
 */
export function restoreKeptScript(): void {
  try {
    if (localStorage.getItem(SCRIPT_KEY)) return;
    const kept = new RegExp(`(?:^|;\\s*)${SCRIPT_COOKIE}=(sr-Latn|sr-Cyrl)(?:;|$)`).exec(
      document.cookie,
    )?.[1];
    if (kept) localStorage.setItem(SCRIPT_KEY, kept);
  } catch {
    // Storage refused: the browser's languages decide (script.ts).
  }
}

/** The reader picked a script (the switch in the header and footer): kept, shown, told. */
export async function chooseAndShowScript(script: Script): Promise<void> {
  keepScript(script);
  await showScript(script);
  for (const listener of choiceListeners) listener(script);
}
