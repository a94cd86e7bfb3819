import { negotiate } from '@fastify/accept-negotiator';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import {
  paths,
  PUBLIC_BROWSING_META,
  ROUTE_PRELOADS_FILE,
  SUPPORT_EMAIL_META,
  type RoutePreload,
} from '@autoberza/contract';
import { SCRIPTS, type Script } from '@autoberza/contract/script';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { appDistFolder } from '../../paths.ts';
import { carPhotoLinks, pageHeads } from '../../cars/index.ts';
import { marketShare } from '../../pricing/index.ts';
import { hasSessionHint, spliceProblems } from '../../lib/first-screen.ts';
import { pageScript } from '../../lib/i18n.ts';
import { pageInScript, withHead } from '../../lib/page-head.ts';
import type { RenderFirstScreen } from '../../lib/first-screen.ts';
import { inThreadRenderer, poolRenderer, type Renderer } from '../../lib/render-pool.ts';
import { FinishedPage, renderedPages } from '../../lib/rendered-pages.ts';
import type { ResultCache } from '../../lib/result-cache.ts';
import { visitorViewKey } from './views.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' rendered pages by script and URL (with PUBLIC_BROWSING and the app's server build). */
    renderedPages?: ResultCache<FinishedPage>;
  }
}

export interface StaticOptions {
  /** Where the built web app is; defaults to packages/app/dist. */
  appDist?: string;
  /**
   * What renders a public page's first screen; by default the app's server build beside the app
   * (`../dist-ssr/entry-server.js`), used only with PUBLIC_BROWSING. Null turns it off.
   */
  renderFirstScreen?: RenderFirstScreen | null;
}

/**
 * How long a page waits for its first screen before it goes out with the loading shell instead
 * (the app then renders it in the browser, as for a signed-in reader).
 */
export const FIRST_SCREEN_TIMEOUT_MS = 2000;
/** The precompressed forms of a page, in the server's order of preference. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const missingBuildPage = `<!doctype html>
<html lang="sr-Latn"><head><meta charset="utf-8"><title>AutoBerza</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>AutoBerza</h1>
<p>Veb aplikacija još nije izgrađena. Pokrenite <code>pnpm build</code> (ili <code>pnpm start</code>, koji je gradi) pa osvežite stranicu. API radi: <a href="/api/docs">/api/docs</a>.</p>
<p lang="en">The web app has not been built yet. Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds it) and reload. The API is up: <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** A route pattern split once into its segments; `match` takes a path already split. */
export function compileRoute(pattern: string) {
  const want = pattern.split('/').filter(Boolean);
  const rest = want.at(-1) === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  return (have: string[]): Record<string, string> | null => {
    if (rest ? have.length < fixed.length : have.length !== fixed.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < fixed.length; i += 1) {
      const part = fixed[i]!;
      if (!part.startsWith(':')) {
        if (part !== have[i]) return null;
        continue;
      }
      try {
        params[part.slice(1)] = decodeURIComponent(have[i]!);
      } catch {
        return null; // a broken %-escape matches nothing
      }
    }
    return params;
  };
}

/** A URL path's segments, as `compileRoute`'s matchers take them. */
export const pathSegments = (pathname: string) => pathname.split('/').filter(Boolean);

/** Every address of the app (the admin console has its own routes inside). */
const appRoutes = [...Object.values(paths), `${paths.admin}/*`].map(compileRoute);

/** Whether a page address is one of the app's; any other gets the app's 404 page with status 404. */
export const isAppPath = (segments: string[]) => appRoutes.some((match) => match(segments));

/**
 * The params of a URL path that matches a route pattern (`:name` is one segment, a trailing `*`
 * the rest), or null.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  return compileRoute(pattern)(pathSegments(pathname));
}

/** Whether a URL path matches a route pattern. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/**
 * Pages whose address carries a secret (an unsubscribe or renewal signature, a reset or
 * verification token): no cache keeps them, not even the browser's.
 */
const SECRET_PAGES = [
  paths.unsubscribeSavedSearch,
  paths.renewAdvert,
  paths.newPassword,
  paths.verifyEmail,
];

/** no-store for a page of SECRET_PAGES, no-cache (always revalidated) for every other. */
function pageCacheControl(pathname: string): 'no-store' | 'no-cache' {
  return SECRET_PAGES.some((page) => matchesRoute(page, pathname)) ? 'no-store' : 'no-cache';
}

/** index.html as sent: plain and pre-compressed, built once per route. */
interface Page {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A page finished per request (a car's shell with its photo link) goes out as it is below this
 * size: well inside a connection's first flight (10 packets), so compressing it would save no
 * round trip, while each compression stream costs the event loop its set-up (under a crowd of new
 * car pages, a sixth of its time went to brotli streams of 2 KB pages).
 */
export const COMPRESS_FROM_BYTES = 8 * 1024;
const perRequestBrotli = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    // A window and hint fitted to the page, not brotli's 4 MB default.
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function compressPage(html: string): Page {
  const body = Buffer.from(html);
  return {
    html: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

// The run-time settings the app reads from its page: the server's PUBLIC_BROWSING, so one setting
// opens browsing, with no build flag; and SUPPORT_EMAIL, the address the app gives users. (The
// privacy notice's operator comes from GET /api/legal, so a rendered notice names it too.)
export { PUBLIC_BROWSING_META, SUPPORT_EMAIL_META };

export interface RuntimeSettings {
  publicBrowsing: boolean;
  supportEmail: string;
}

/**
 * The built index.html with the run-time settings in its head. Throws (the server does not start)
 * when the page has no `</head>` to put them before: a build the server cannot read.
 */
export function withRuntimeConfig(html: string, settings: RuntimeSettings): string {
  if (!html.includes('</head>')) {
    throw new Error('the built index.html has no </head>: the server cannot add its settings');
  }
  return html.replace(
    '</head>',
    `<meta name="${PUBLIC_BROWSING_META}" content="${settings.publicBrowsing}">` +
      `<meta name="${SUPPORT_EMAIL_META}" content="${escapeAttribute(settings.supportEmail)}"></head>`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One of each for both scripts. */
const perScript = <T>(make: (script: Script) => T) =>
  Object.fromEntries(SCRIPTS.map((script) => [script, make(script)])) as Record<Script, T>;

/**
 * index.html for each route the build listed in its route preloads (app vite.config.ts):
 * with a modulepreload link per file the route's screen needs beyond the first bundle, so the
 * browser fetches them beside that bundle rather than after it ran. Only public build files.
 * `fallback` is the page of every other route. Each in both scripts (`pageInScript`).
 */
function routePages(
  dist: string,
  settings: RuntimeSettings,
  rendersPages: boolean,
): {
  fallback: Record<Script, Page>;
  routes: {
    pattern: string;
    match: ReturnType<typeof compileRoute>;
    page: Record<Script, Page>;
    html: Record<Script, string>;
    carPhotoSizes?: string;
  }[];
} {
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const problems = spliceProblems(built, rendersPages);
  if (problems.length > 0) {
    throw new Error(
      `the built index.html (${dist}) does not fit the server: ${problems.join(', ')}; rebuild the app`,
    );
  }
  const html = withRuntimeConfig(built, settings);
  const fallback = perScript((script) => compressPage(pageInScript(html, script)));
  const list = path.join(dist, ROUTE_PRELOADS_FILE);
  if (!existsSync(list)) return { fallback, routes: [] };
  const routes = JSON.parse(readFileSync(list, 'utf8')) as RoutePreload[];
  return {
    fallback,
    routes: routes.map((route) => {
      const links = route.files
        .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      const pages = perScript((script) =>
        pageInScript(html.replace('</head>', `${links}</head>`), script),
      );
      return {
        pattern: route.path,
        match: compileRoute(route.path),
        page: perScript((script) => compressPage(pages[script])),
        html: pages,
        ...(route.carPhotoSizes ? { carPhotoSizes: route.carPhotoSizes } : {}),
      };
    }),
  };
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
        // Pages go out with the server's settings in them (the not-found handler below).
        allowedPath: (pathName) => pathName !== '/index.html',
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
    // Pages open to visitors come with their first screen rendered (the app's server build),
    // so a visitor's browser paints it with the HTML instead of after the JavaScript.
    // Renders run in worker threads (decision 011); a render function given by a test runs here.
    let renderFirst: Renderer | null = null;
    if (hasApp && app.config.PUBLIC_BROWSING && opts.renderFirstScreen !== null) {
      renderFirst = opts.renderFirstScreen
        ? inThreadRenderer(app, opts.renderFirstScreen)
        : await poolRenderer(
            app,
            path.join(dist, '..', 'dist-ssr', 'entry-server.js'),
            app.config.RENDER_THREADS,
          );
    }
    if (renderFirst) {
      const renderer = renderFirst;
      app.addHook('onClose', () => renderer.close());
    }
    let built: ReturnType<typeof routePages> | undefined;
    try {
      built = hasApp
        ? routePages(
            dist,
            {
              publicBrowsing: app.config.PUBLIC_BROWSING,
              supportEmail: app.config.SUPPORT_EMAIL,
            },
            renderFirst !== null,
          )
        : undefined;
    } catch (error) {
      // A build the server cannot use stops the start: its render threads go with it.
      await renderFirst?.close();
      throw error;
    }
    const pages = built?.routes ?? [];
    if (hasApp && app.config.PUBLIC_BROWSING && !renderFirst) {
      app.log.warn('the app has no server build: public pages are rendered in the browser only');
    }
    const rendered = renderFirst
      ? renderedPages(app, renderFirst, FIRST_SCREEN_TIMEOUT_MS)
      : undefined;
    if (rendered) app.decorate('renderedPages', rendered.cache);
    const photoLinks = carPhotoLinks(app);
    // Only where visitors may browse cars does a page describe a car, a seller or a search.
    const heads = app.config.PUBLIC_BROWSING
      ? pageHeads(app, {
          [paths.market]: ({ brand = '', model = '' }) => ({
            key: `market ${brand} ${model}`,
            make: () => marketShare(app, brand, model),
          }),
        })
      : undefined;

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        !url.startsWith('/uploads/');
      if (!isPage || path.extname(url) !== '') {
        return reply.status(404).send({ message: app.t('errors.routeNotFound') });
      }
      if (!built) return reply.status(200).type('text/html; charset=utf-8').send(missingBuildPage);
      const segments = pathSegments(url);
      let route: (typeof pages)[number] | undefined;
      let params: Record<string, string> | null = null;
      for (const candidate of pages) {
        params = candidate.match(segments);
        if (params) {
          route = candidate;
          break;
        }
      }
      // q-values count: "br;q=0" refuses brotli.
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ENCODINGS);
      // The reader's script (docs/decisions/049-*): the script cookie, else Accept-Language.
      // Caches keep the pages apart by both (and by the session hint, in the cookie too).
      const script = pageScript(request.headers);
      reply.header('vary', 'accept-encoding, cookie, accept-language');
      if (!route) {
        const fallback = built.fallback[script];
        reply
          .status(isAppPath(segments) ? 200 : 404)
          .header('cache-control', pageCacheControl(url))
          .type('text/html; charset=utf-8');
        if (!encoding) return reply.send(fallback.html);
        return reply.header('content-encoding', encoding).send(fallback[encoding]);
      }
      // A page's own title, description, canonical address, preview tags and structured data
      // (docs/product.md, “Public browsing”). An advert or seller nobody may see answers 404; one
      // only its owner or an administrator may see answers 404 to a visitor (a signed-in
      // reader's shell goes out as before: the app asks with the session).
      const signedIn = hasSessionHint(request.headers.cookie);
      const share =
        heads && params ? await heads.of(route.pattern, params, request.url, script) : null;
      if (share?.status === 'missing' || (share?.status === 'restricted' && !signedIn)) {
        reply.status(404);
      }
      const head = share?.head ?? '';
      // A signed-in reader's page differs too (see below): the cookie in `vary` covers it.
      reply.header('cache-control', pageCacheControl(url)).type('text/html; charset=utf-8');
      // The first screen rendered here is a visitor's; a signed-in reader (the app's cookie hint)
      // gets the loading shell and the app renders the page with the session. A HEAD gets the
      // shell's headers without a render.
      // Only where visitors may browse cars does a page name a car's photo to anyone.
      const id = route.carPhotoSizes && params?.id;
      const photoLink = () =>
        app.config.PUBLIC_BROWSING && route.carPhotoSizes && id
          ? photoLinks.link(id, route.carPhotoSizes)
          : Promise.resolve('');
      // The page with its first screen and photo link, finished once per URL and data version.
      const finish = async (html: string) => {
        const link = await photoLink();
        return FinishedPage.of(
          withHead(html, head).replace('</head>', `${link}</head>`),
          link !== '',
        );
      };
      const first =
        rendered && request.method === 'GET' && !signedIn
          ? await rendered.page(request.url, route.html[script], request.ip, finish, script)
          : null;
      // A car page from the cache made no API call for this visitor: their view is noted here.
      if (first && !first.fresh && first.page.showsCar && id) {
        app.views.record(id, visitorViewKey(request.ip), app.clock.now());
      }
      // A visitor's rendered page goes without Cross-Origin-Opener-Policy (decision 003): COOP
      // makes the browser load the page in a fresh renderer process (a new browsing context
      // group), 50-70 ms of main-thread work here before the page can even be parsed, four times
      // that on a phone. Such a page holds no session and no secret; the app reloads it once a
      // session begins in it (main.tsx), so every signed-in page is a shell sent with COOP.
      if (first) {
        reply.removeHeader('cross-origin-opener-policy');
        if (!encoding) return reply.send(first.page.html);
        return reply.header('content-encoding', encoding).send(first.page[encoding]);
      }
      const link = await photoLink();
      if (link || head) {
        const html = Buffer.from(
          withHead(route.html[script], head).replace('</head>', `${link}</head>`),
        );
        if (!encoding || html.length < COMPRESS_FROM_BYTES) return reply.send(html);
        return reply
          .header('content-encoding', encoding)
          .send(
            await (encoding === 'br'
              ? brotliAsync(html, perRequestBrotli(html.length))
              : gzipAsync(html)),
          );
      }
      const page = route.page[script];
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    });
  },
  {
    name: 'static',
    dependencies: ['config', 'clock', 'errors', 'db', 'storage', 'views', 'car-list-cache'],
  },
);
