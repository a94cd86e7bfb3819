// @vitest-environment node
// Dev, tests and production run the same dependency code (decision 005): the build changes no
// file under node_modules. A change to a dependency is a `pnpm patch` (patches/, applied at
// install, failing when it no longer applies), never a build-time rewrite. Every plugin of the
// build, ours and the libraries', is asked to load and transform real dependency modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin, PluginOption } from 'vite';
import viteConfig from '../../vite.config';

async function flatPlugins(options: PluginOption[]): Promise<Plugin[]> {
  const out: Plugin[] = [];
  for (const option of options) {
    const resolved = await option;
    if (!resolved) continue;
    if (Array.isArray(resolved)) out.push(...(await flatPlugins(resolved)));
    else out.push(resolved as Plugin);
  }
  return out;
}

type Pattern = string | RegExp;
type IdFilter =
  Pattern | Pattern[] | { include?: Pattern | Pattern[]; exclude?: Pattern | Pattern[] };
const list = (p: Pattern | Pattern[] | undefined) => (p === undefined ? [] : [p].flat());
const hit = (p: Pattern, id: string) => (typeof p === 'string' ? p === id : p.test(id));
/** Whether a hook's `filter.id` (Vite / Rolldown hook filters) lets the id through. */
function passes(filter: IdFilter | undefined, id: string): boolean {
  if (filter === undefined) return true;
  if (typeof filter === 'string' || filter instanceof RegExp || Array.isArray(filter))
    return list(filter).some((p) => hit(p, id));
  if (list(filter.exclude).some((p) => hit(p, id))) return false;
  const include = list(filter.include);
  return include.length === 0 || include.some((p) => hit(p, id));
}

/** The hook's handler, or undefined when its filter keeps it off this id. */
function handlerFor(hook: unknown, id: string): ((...args: unknown[]) => unknown) | undefined {
  if (typeof hook === 'function') return hook as (...args: unknown[]) => unknown;
  if (!hook || typeof hook !== 'object') return undefined;
  const { handler, filter } = hook as { handler?: unknown; filter?: { id?: IdFilter } };
  if (typeof handler !== 'function' || !passes(filter?.id, id)) return undefined;
  return handler as (...args: unknown[]) => unknown;
}

const require = createRequire(import.meta.url);
/** Real dependency modules, as the build sees them (absolute paths under node_modules). */
const dependencies = ['react-dom/client', 'react-router', '@reduxjs/toolkit'].map((name) => {
  const id = require.resolve(name);
  return { id, code: readFileSync(id, 'utf8') };
});

const context = {
  environment: { name: 'client', config: {} },
  addWatchFile() {},
  warn() {},
  error(error: unknown) {
    throw error;
  },
  getModuleInfo: () => null,
  meta: { watchMode: false },
};

describe('the app build', () => {
  it('looks at dependency modules under node_modules', () => {
    for (const { id } of dependencies) expect(id).toMatch(/[\\/]node_modules[\\/]/);
  });

  for (const isSsrBuild of [false, true]) {
    it(`has no plugin that loads or transforms a dependency differently (${isSsrBuild ? 'server' : 'browser'} build)`, async () => {
      const config =
        typeof viteConfig === 'function'
          ? await viteConfig({ command: 'build', mode: 'production', isSsrBuild })
          : viteConfig;
      const plugins = await flatPlugins(config.plugins ?? []);
      // Ours and the libraries' (React, Tailwind) alike.
      if (!isSsrBuild) expect(plugins.some((p) => p.name.startsWith('autoberza-'))).toBe(true);
      expect(plugins.some((p) => !p.name.startsWith('autoberza-'))).toBe(true);
      const changed: string[] = [];
      for (const plugin of plugins) {
        for (const { id, code } of dependencies) {
          const load = handlerFor(plugin.load, id);
          if (load && (await load.call(context, id, { ssr: isSsrBuild })) != null)
            changed.push(`${plugin.name} loads ${id}`);
          const transform = handlerFor(plugin.transform, id);
          if (!transform) continue;
          const out = await transform.call(context, code, id, { ssr: isSsrBuild });
          const text =
            out == null ? code : typeof out === 'string' ? out : (out as { code?: string }).code;
          if (text != null && text !== code) changed.push(`${plugin.name} transforms ${id}`);
        }
      }
      expect(changed).toEqual([]);
    });
  }
});
