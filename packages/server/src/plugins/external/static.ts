import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    });
  },
  { name: 'static', dependencies: ['config', 'errors'] },
);
