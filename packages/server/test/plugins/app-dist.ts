import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app in a new temporary folder, as the server reads one: an index.html titled
 * "AutoBerza SPA" with its module script (`/assets/index-1.js`) and the loading shell in `#root`, and the build's `.vite/route-preloads.json` with these routes.
 * With `ssrEntry`, the app's server build beside it (`../dist-ssr/entry-server.js`) has that
 * source; remove the dist's parent folder then.
 */
export function fakeAppDist(
  routes: { path: string; files: string[]; carPhotoSizes?: string }[],
  ssrEntry?: string,
) {
  let dist = mkdtempSync(path.join(tmpdir(), 'autoberza-dist-'));
  if (ssrEntry !== undefined) {
    // The server build sits beside the app's dist: dist-ssr/entry-server.js.
    mkdirSync(path.join(dist, 'dist-ssr'));
    writeFileSync(path.join(dist, 'dist-ssr', 'entry-server.js'), ssrEntry);
    dist = path.join(dist, 'dist');
    mkdirSync(dist);
  }
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
