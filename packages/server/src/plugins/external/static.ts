import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { appDistFolder } from '../../paths.ts';

export interface StaticOptions {
  /** Where the built web app is; defaults to packages/app/dist. */
  appDist?: string;
}

const missingBuildPage = `<!doctype html>
<html lang="sr-Latn"><head><meta charset="utf-8"><title>AutoBerza</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>AutoBerza</h1>
<p>Veb aplikacija još nije izgrađena. Pokrenite <code>pnpm build</code> (ili <code>pnpm start</code>, koji je gradi) pa osvežite stranicu. API radi: <a href="/api/docs">/api/docs</a>.</p>
<p lang="en">The web app has not been built yet. Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds it) and reload. The API is up: <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** A path pattern of the web app's routes (`/car/:id`, `/admin/*`) and the files it preloads. */
interface RoutePreload {
  path: string;
  files: string[];
}

/** Whether a URL path matches a route pattern: `:name` is one segment, a trailing `*` the rest. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [i, part] of want.entries()) {
    if (part === '*') return true;
    const segment = have[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return want.length === have.length;
}

/** index.html as sent: plain and pre-compressed, built once per route. */
interface Page {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressPage(html: string): Page {
  const body = Buffer.from(html);
  return {
    html: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * index.html for each route the build listed in `.vite/route-preloads.json` (app vite.config.ts):
 * with a modulepreload link per file the route's screen needs beyond the first bundle, so the
 * browser fetches them beside that bundle rather than after it ran. Only public build files.
 */
function routePages(dist: string): { pattern: string; page: Page }[] {
  const list = path.join(dist, '.vite', 'route-preloads.json');
  if (!existsSync(list)) return [];
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(list, 'utf8')) as RoutePreload[];
  return routes.map((route) => {
    const links = route.files
      .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    return { pattern: route.path, page: compressPage(html.replace('</head>', `${links}</head>`)) };
  });
}

/** Uploaded images under /uploads/, the built SPA at / with index.html for every other GET. */
export default fp<StaticOptions>(
  async (app, opts) => {
    const uploads = path.join(app.config.DATA_DIR, 'uploads');
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });

    const dist = opts.appDist ?? appDistFolder;
    const hasApp = existsSync(path.join(dist, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The app build writes .br and .gz beside every text asset; the best one the client
        // accepts is sent with content-encoding (and vary: accept-encoding).
        preCompressed: true,
        setHeaders: (res, file) => {
          // Vite's hashed assets never change; index.html always revalidates.
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(`web app build not found at ${dist}; serving a hint page`);
    }
    const pages = hasApp ? routePages(dist) : [];

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        !url.startsWith('/uploads/');
      if (!isPage || path.extname(url) !== '') {
        return reply.status(404).send({ message: app.t('errors.routeNotFound') });
      }
      if (!hasApp) return reply.status(200).type('text/html; charset=utf-8').send(missingBuildPage);
      const route = pages.find((p) => matchesRoute(p.pattern, url));
      if (!route) return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(route.page.html);
      return reply.header('content-encoding', encoding).send(route.page[encoding]);
    });
  },
  { name: 'static', dependencies: ['config', 'errors'] },
);
