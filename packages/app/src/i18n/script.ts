import i18n from './index';
import type { Script } from './resources';
import { SCRIPT_KEY } from './scriptKey';

/**
 * The script a browser shows (docs/product.md, “Two scripts”): the reader's choice if one is kept;
 * else the first Serbian of the browser's languages: `sr-Latn` (and Montenegro's `sr-ME`) is
 * Latin, any other Serbian (`sr`, `sr-Cyrl`, `sr-RS`) Cyrillic; else Latin. (The server's
 * `scriptOfLanguages`, written out: importing it would bring the transliteration into the first
 * bundle.)
 */
export function chooseScript(kept: string | null, languages: readonly string[]): Script {
  if (kept === 'sr-Latn' || kept === 'sr-Cyrl') return kept;
  const serbian = languages.find((tag) => /^sr(-|$)/i.test(tag));
  return !serbian || /^sr-(latn|me)\b/i.test(serbian) ? 'sr-Latn' : 'sr-Cyrl';
}

/** This browser's script (`chooseScript` of what it keeps and its languages). */
export function browserScript(): Script {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(SCRIPT_KEY);
  } catch {
    // Storage refused (a private window's settings): the browser's languages decide.
  }
  return chooseScript(kept, navigator.languages ?? [navigator.language]);
}

/**
 * Shows the browser's script if it is not the one shown; for a page the server `rendered`, the
 * script it was rendered in (its `<html lang>`), so that it hydrates what the server wrote. The
 * code that changes scripts loads only then (showScript.ts): a reader of the Latin texts never
 * loads it.
 */
export async function followBrowserScript(rendered?: unknown): Promise<void> {
  const script = rendered ? (document.documentElement.lang as Script) : browserScript();
  if (script !== i18n.language) await (await import('./showScript')).showScript(script);
}
