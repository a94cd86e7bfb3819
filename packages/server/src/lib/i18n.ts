import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isScript,
  SCRIPT_COOKIE,
  SCRIPTS,
  scriptOfLanguages,
  toCyrillic,
  type Script,
  type TransliterationRules,
} from '@autoberza/contract/script';
import { localesFolder } from '../paths.ts';

type Messages = Record<string, string>;

function flatten(value: unknown, prefix = '', out: Messages = {}): Messages {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** locales/<script>/server.json, flattened; the Cyrillic file has the same keys (decision 047). */
const read = (script: Script): Messages =>
  flatten(JSON.parse(readFileSync(path.join(localesFolder, '..', script, 'server.json'), 'utf8')));
const messages = Object.fromEntries(SCRIPTS.map((script) => [script, read(script)])) as Record<
  Script,
  Messages
>;

const rules = JSON.parse(
  readFileSync(path.join(localesFolder, '..', 'transliteration-exceptions.json'), 'utf8'),
) as TransliterationRules;

/** A Latin text (not one of the locale's: the built page's) written in `script`, by the locale's rules. */
export function inScriptOf(script: Script, latin: string): string {
  return script === 'sr-Cyrl' ? toCyrillic(latin, rules) : latin;
}

export type TranslateVars = Record<string, string | number>;

/**
 * The script of the request being answered (set by the errors plugin from Accept-Language, then
 * by the session from the user's setting); outside a request (jobs, the command line) Latin.
 */
const requestScript = new AsyncLocalStorage<{ script: Script }>();

/**
 * Runs `work` (the rest of a request, or a part of it) with `script` as its script, the calls it
 * makes and awaits included; `setRequestScript` may change it.
 */
export function inScript<T>(script: Script, work: () => T): T {
  return requestScript.run({ script }, work);
}

/** The current request is answered in `script` from now on (a signed-in user's setting). */
export function setRequestScript(script: Script): void {
  const scope = requestScript.getStore();
  if (scope) scope.script = script;
}

/** The script of the request being answered; Latin outside a request. */
export function currentScript(): Script {
  return requestScript.getStore()?.script ?? 'sr-Latn';
}

/**
 * The script an Accept-Language header asks for: its languages by their q-values (a language
 * with q=0 is refused), the first Serbian deciding (`scriptOfLanguages`); none, Latin.
 */
export function scriptOfAcceptLanguage(header: string | undefined): Script {
  if (!header) return 'sr-Latn';
  const languages = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((l) => l.tag);
  return scriptOfLanguages(languages);
}

type ScriptHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

/** The script kept in SCRIPT_COOKIE (the reader's pick in this browser), if any. */
function cookieScript(cookie: string | undefined): Script | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SCRIPT_COOKIE && isScript(value)) return value;
  }
  return undefined;
}

/**
 * The script a reader's page is rendered in (docs/decisions/049-*): the one their browser shows,
 * which the app keeps in SCRIPT_COOKIE; on a first visit, without it, their Accept-Language.
 */
export function pageScript(headers: ScriptHeaders): Script {
  return cookieScript(headers.cookie) ?? scriptOfAcceptLanguage(headers['accept-language']);
}

/**
 * The script a request chose, rather than fell back to: the one the reader picked in this browser
 * (SCRIPT_COOKIE), else Cyrillic when its Accept-Language asks for it; null otherwise. A Latin
 * Accept-Language alone says nothing: the app sends the script it shows, Latin until the reader or
 * the browser asks for another (docs/decisions/049-*).
 */
export function chosenScript(headers: ScriptHeaders): Script | null {
  const kept = cookieScript(headers.cookie);
  if (kept) return kept;
  return scriptOfAcceptLanguage(headers['accept-language']) === 'sr-Cyrl' ? 'sr-Cyrl' : null;
}

/**
 * Serbian text for a key of locales/sr-Latn/server.json, in `script` (by default the current
 * request's, `currentScript`); `{{name}}` placeholders are filled from vars as given (names and
 * numbers are not transliterated).
 */
export function t(key: string, vars?: TranslateVars, script: Script = currentScript()): string {
  const template = messages[script][key];
  if (template === undefined) throw new Error(`Missing server message: ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return key in messages['sr-Latn'];
}
