import { readFileSync } from 'node:fs';
import path from 'node:path';
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

const messages = flatten(JSON.parse(readFileSync(path.join(localesFolder, 'server.json'), 'utf8')));

export type TranslateVars = Record<string, string | number>;

/** Serbian text for a key of locales/sr-Latn/server.json; `{{name}}` placeholders are filled from vars. */
export function t(key: string, vars?: TranslateVars): string {
  const template = messages[key];
  if (template === undefined) throw new Error(`Missing server message: ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return key in messages;
}
