// @vitest-environment node
// Dev, tests and production run the same dependency code (decision 005): the build changes no
// file under node_modules. A change to a dependency is a `pnpm patch` (patches/, applied at
// install, failing when it no longer applies), never a build-time rewrite.
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

describe('the app build', () => {
  for (const isSsrBuild of [false, true]) {
    it(`has no plugin of ours that transforms code (${isSsrBuild ? 'server' : 'browser'} build)`, async () => {
      const config =
        typeof viteConfig === 'function'
          ? await viteConfig({ command: 'build', mode: 'production', isSsrBuild })
          : viteConfig;
      const ours = (await flatPlugins(config.plugins ?? [])).filter((p) =>
        p.name.startsWith('autoberza-'),
      );
      if (!isSsrBuild) expect(ours.length).toBeGreaterThan(0); // precompress, app shell...
      expect(ours.filter((p) => p.transform).map((p) => p.name)).toEqual([]);
    });
  }
});
