import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT_ELEMENT_ID, ROUTE_PRELOADS_FILE, type RoutePreload } from '@autoberza/contract';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import common from '../../locales/sr-Latn/common.json' with { type: 'json' };
import { screenModules, screens } from './src/app/screens.ts';
import { SLIDER_SIZES } from './src/features/cars/carImages.ts';
import { paths } from './src/paths.ts';
import { appShellHtml } from './src/app/shell.ts';

/** Test files that mock modules (vi.mock) or stub globals: each runs in a fresh module graph. */
const isolatedTests = [
  'test/app/first-request.test.tsx',
  'test/app/hydrates-apart.test.tsx',
  'test/features/cars/keyword-hydration.test.tsx',
  'test/features/cars/picker-hydration.test.tsx',
  'test/features/push.test.tsx',
  'test/i18n/screen-texts.test.ts',
];

/**
 * Writes .br and .gz beside every text file of the build; the server sends them as they are
 * (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(file);
      return compressible.test(entry.name) ? [file] : [];
    });
  return {
    name: 'autoberza-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (statSync(file).size < 512) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/** The loading screen goes into index.html, so the first paint does not wait for JavaScript. */
function appShell(): Plugin {
  return {
    name: 'autoberza-app-shell',
    transformIndexHtml: (html) => {
      const root = `<div id="${ROOT_ELEMENT_ID}"></div>`;
      // The server splices rendered pages into this element: a page without it must not build.
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root}`);
      return html.replace(
        root,
        `<div id="${ROOT_ELEMENT_ID}">${appShellHtml(common.loading)}</div>`,
      );
    },
  };
}

/**
 * Writes the route preloads (`ROUTE_PRELOADS_FILE`, the contract with the server): for each path of src/app/screens.ts, the files its first
 * visit needs beyond the first bundle (screen, layout, texts, API client and what they import),
 * and for the car detail the `sizes` of its first photo.
 * The server puts them into that page as modulepreload links, so they load beside the first
 * bundle instead of after it (one round of requests less on a slow phone).
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'autoberza-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
      const preloads: RoutePreload[] = Object.entries(screens).map(([pattern, entry]) => {
        const files = new Set<string>();
        for (const module of screenModules(entry)) {
          const chunk = byModule.get(path.join(root, 'src', module));
          if (!chunk) this.error(`route preloads: no chunk for src/${module}`);
          closure(chunk.fileName, files);
        }
        const needed = [...files].filter((file) => !initial.has(file)).sort();
        // The car detail's largest paint is the car's first photo: the server adds a preload for
        // it with the sizes of the slider's <img> (see the server's static plugin).
        return pattern === paths.car
          ? { path: pattern, files: needed, carPhotoSizes: SLIDER_SIZES }
          : { path: pattern, files: needed };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The server's build of the app (`vite build --ssr src/entry-server.tsx`, into dist-ssr/): src/entry-server.tsx, which
 * renders a public page's first screen (the server's static plugin loads it). Every library is
 * bundled in, so the server needs nothing but that folder, and the same build plugins apply.
 */
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  minify: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [appShell(), routePreloads(), precompress()]),
  ],
  ssr: { noExternal: true },
  // The server build bundles React too: its production build, whatever NODE_ENV the server has.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        manifest: true,
        emptyOutDir: true,
        // Every browser the app supports preloads modules itself; the polyfill only added bytes.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Few, larger files: over HTTP/1.1 on a slow phone every extra request costs a round trip.
              groups: [
                // Everything the first screen (sign-in) runs, libraries and app alike.
                { name: 'app', tags: ['$initial'], priority: 5 },
                // Push, only after sign-in and only when configured (docs/product.md, “Notices”).
                {
                  name: 'firebase',
                  test: /node_modules[\\/](@firebase|firebase)[\\/]/,
                  priority: 4,
                },
                // RTK Query and the generated client: every screen that talks to the server.
                {
                  name: 'api',
                  test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query|packages[\\/]api-client[\\/]/,
                  priority: 3,
                },
                // The form libraries, only on the form screens.
                {
                  name: 'forms',
                  test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
                  priority: 2,
                },
                // Design-system and react-aria code two or more screens share: one file instead of a
                // dozen small ones (each a request, queued six at a time over HTTP/1.1 on a phone).
                {
                  name: 'ui',
                  test: /packages[\\/]ui[\\/]src|node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|tailwind-variants)[\\/]/,
                  priority: 1,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Every class list the tests render is checked for Tailwind conflicts (the lite build
    // leaves them unresolved; packages/ui/src/test/class-conflicts.ts).
    alias: [
      {
        find: /^tailwind-variants\/lite$/,
        replacement: new URL('../ui/src/test/class-conflicts.ts', import.meta.url).pathname,
      },
    ],
    css: false,
    // The machine is shared; lazy routes and user-event need headroom under load.
    testTimeout: 30_000,
    // Two workers: with modules shared per worker the run takes 153 s instead of 227 s.
    maxWorkers: 2,
    env: { VITE_API_URL: 'http://localhost:3000/api' },
    // Files share a worker's modules and page (loading React, the router and the store again for
    // each file was half the run); the files that mock modules or stub globals run apart.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolatedTests],
        },
      },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
}));
