// Changing scripts, loaded only when a reader wants the one not shown (script.ts).
import i18n from './index';
import type { Script } from './resources';
import { SCRIPT_KEY } from './script';

/**
 * Shows the texts in `script`: the Cyrillic texts load first (once, all namespaces), then every
 * translated text, the page title, dates (month names) and `<html lang>` follow. Words users wrote
 * are shown as written.
 */
export async function showScript(script: Script): Promise<void> {
  if (script === 'sr-Cyrl' && !i18n.hasResourceBundle(script, 'common')) {
    const { cyrillic } = await import('./cyrillic');
    for (const [ns, bundle] of Object.entries(cyrillic)) {
      i18n.addResourceBundle(script, ns, bundle, true, true);
    }
  }
  if (i18n.language !== script) await i18n.changeLanguage(script);
  document.documentElement.lang = script;
}

/** The reader picked a script (the switch in the header and footer): kept for this browser. */
export function chooseAndShowScript(script: Script): Promise<void> {
  try {
    localStorage.setItem(SCRIPT_KEY, script);
  } catch {
    // Not kept (storage refused): shown for this visit all the same.
  }
  return showScript(script);
}
