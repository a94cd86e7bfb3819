/**
 * Writes the configuration table into the top README, between its `config-table` markers, from
 * the zod schema of the environment (`src/config.ts`): each variable, its default and its
 * description. `--check` writes nothing and fails when the README's table is stale.
 *
 *   pnpm --filter @autoberza/server config-table [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { configSchema } from '../src/config.ts';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
export const START = '<!-- config-table:start (generated from packages/server/src/config.ts) -->';
export const END = '<!-- config-table:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function shown(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '–';
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** The table's rows, in the schema's order: defaults are what an empty environment parses to. */
export function configRows(): [name: string, shownDefault: string, description: string][] {
  const defaults = configSchema.parse({}) as Record<string, unknown>;
  return Object.entries(configSchema.in.shape).map(([name, field]) => {
    const meta = z.globalRegistry.get(field) ?? {};
    if (!meta.description) throw new Error(`${name} has no .describe() text in src/config.ts`);
    const fallback = typeof meta.shownDefault === 'string' ? meta.shownDefault : undefined;
    return [name, fallback ?? shown(defaults[name]), meta.description];
  });
}

export function configTable(): string {
  const lines = [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...configRows().map(
      ([name, fallback, text]) => `| \`${name}\` | ${cell(fallback)} | ${cell(text)} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const current = readFileSync(README, 'utf8');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  const spliced = `${current.slice(0, start + START.length)}\n\n${configTable()}\n\n${current.slice(end)}`;
  const next = await format(spliced, { ...(await resolveConfig(README)), filepath: README });
  if (next === current) {
    console.log('README.md: the configuration table is up to date');
  } else if (check) {
    console.error(
      'README.md: the configuration table is stale; run `pnpm --filter @autoberza/server config-table`',
    );
    process.exitCode = 1;
  } else {
    writeFileSync(README, next);
    console.log('README.md: configuration table written');
  }
}

await main();
