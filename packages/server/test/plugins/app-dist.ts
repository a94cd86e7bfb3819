import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app in a new temporary folder, as the server reads one: an index.html titled
 * "AutoBerza SPA" with its module script (`/assets/index-1.js`) and the loading shell in `#root`, and the build's `.vite/route-preloads.json` with these routes.
 */
export function fakeAppDist(routes: { path: string; files: string[]; carPhotoSizes?: string }[]) {
  const dist = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>AutoBerza SPA</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"><div class="shell">Učitavanje...</div></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(routes));
  return dist;
}
