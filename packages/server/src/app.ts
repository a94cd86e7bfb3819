import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { t } from './lib/i18n.ts';
import { logError } from './lib/log.ts';
import { installSerbianZodMessages } from './lib/zod-sr.ts';
import authPlugin from './plugins/app/auth.ts';
import browseViewerPlugin from './plugins/app/browse-viewer.ts';
import bootstrapPlugin from './plugins/app/bootstrap.ts';
import carListCachePlugin, { type CarListCacheOptions } from './plugins/app/car-list-cache.ts';
import clockPlugin, { type Clock } from './plugins/app/clock.ts';
import configPlugin from './plugins/app/config.ts';
import dbPlugin from './plugins/app/db.ts';
import errorsPlugin from './plugins/app/errors.ts';
import imagesPlugin from './plugins/app/images.ts';
import inputGuardPlugin from './plugins/app/input-guard.ts';
import mailerPlugin, { type MailerOptions } from './plugins/app/mailer.ts';
import outboxPlugin, { type OutboxOptions } from './plugins/app/outbox.ts';
import pushPlugin, { type PushOptions } from './plugins/app/push.ts';
import storagePlugin, { type StoragePluginOptions } from './plugins/app/storage.ts';
import viewsPlugin from './plugins/app/views.ts';
import type { BufferPluginOptions } from './lib/write-buffer.ts';
import statsCounterPlugin from './plugins/app/stats-counter.ts';
import statsRoutes from './routes/car/stats.ts';
import compressPlugin from './plugins/external/compress.ts';
import corsPlugin from './plugins/external/cors.ts';
import helmetPlugin, { PERMISSIONS_POLICY } from './plugins/external/helmet.ts';
import type { RenderFirstScreen } from './lib/first-screen.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import loginThrottlePlugin from './plugins/app/login-throttle.ts';
import staticPlugin from './plugins/app/static.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import jobsPlugin from './jobs/index.ts';
import carRoutes from './routes/car/index.ts';
import fcmRoutes from './routes/fcm/index.ts';
import adminRoutes from './routes/admin/index.ts';
import contactRoutes from './routes/contact/index.ts';
import healthRoutes from './routes/health/index.ts';
import legalRoutes from './routes/legal/index.ts';
import marketRoutes from './routes/market/index.ts';
import referenceRoutes from './routes/reference/index.ts';
import favouriteRoutes from './routes/user/favourites.ts';
import subscriptionRoutes from './routes/user/subscription.ts';
import savedSearchRoutes from './routes/saved-search/index.ts';
import seoRoutes from './routes/seo/index.ts';
import savedSearchUnsubscribeRoutes from './routes/saved-search/unsubscribe.ts';
import testRoutes from './routes/test/index.ts';
import userRoutes from './routes/user/index.ts';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  /** Fastify logger options, or false (tests). */
  logger?: FastifyServerOptions['logger'];
  /** An already opened database (tests); otherwise opened from config. */
  database?: Database;
  /** Reference seed folder (tests use fixtures). */
  seedDataFolder?: string;
  /** Built web app folder (defaults to packages/app/dist). */
  appDist?: string;
  /** What renders public pages' first screens (defaults to the app's server build; null: none). */
  renderFirstScreen?: RenderFirstScreen | null;
  /** Outbox worker settings (tests turn the worker off and call app.outbox.drain()). */
  outbox?: OutboxOptions;
  /** How views and statistics are batched (tests turn the timer off and call flush()). */
  batches?: BufferPluginOptions;
  /** A mail transport instead of SMTP_URL / .eml files. */
  mailer?: MailerOptions;
  /** A push transport instead of Firebase. */
  push?: PushOptions;
  /** A storage driver instead of the one chosen from config. */
  storage?: StoragePluginOptions;
  /** Car list cache bounds (tests make it small). */
  carListCache?: CarListCacheOptions;
}

/** Paths, headers and fields whose values never reach the logs. */
export const logRedact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.oldPassword',
    '*.newPassword',
    '*.confirmPassword',
    '*.token',
    '*.passwordHash',
    '*.refreshToken',
    '*.secret',
  ],
  censor: '[redacted]',
};

/** One-time secrets travel in SPA paths (/new-password/<token>, /verify-email/<token>). */
export function redactUrl(url: string): string {
  return url.replace(/\/(new-password|verify-email)\/[^/?#]+/g, '/$1/[redacted]');
}

/** Logger options for the server: level, redaction, and request lines without secrets. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: logRedact,
    serializers: {
      err: logError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Router errors skip the hooks that set the security headers: the essentials, set by hand. */
const FRAMEWORK_ERROR_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB,
 * unreadable HTTP, a request too slow to arrive): answered like every other error, in Serbian.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'errors.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.requestTimeout']
        : [400, 'errors.badRequest'];
  const body = JSON.stringify({ message: t(key) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(FRAMEWORK_ERROR_HEADERS)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** Fastify's form of TRUST_PROXY: nobody, the nearest N hops, or the trusted addresses. */
function trustProxySetting(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting.join(',');
}

/** Builds the whole application as a plugin tree; does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  installSerbianZodMessages();
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY: a hop count or the proxies' addresses (config.ts); never "everyone".
    trustProxy: trustProxySetting(options.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // The embedded database's first start creates its files (4–5 s on this 2-core machine,
    // twice that with another server starting beside it) and runs every migration: Fastify's
    // 10 s for a plugin failed the e2e servers' start. A plugin that hangs still fails, later.
    pluginTimeout: 120_000,
    // The router's own refusals (bad percent-encoding, an over-long parameter) in Serbian too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? 414 : 400)
        .headers(FRAMEWORK_ERROR_HEADERS)
        .send({ message: t(tooLong ? 'errors.uriTooLong' : 'errors.badUrl') });
    },
  };
  serverOptions.clientErrorHandler = answerClientError;
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads): plain text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  // Tier 1: application core (config, clock, errors, database, auth).
  await app.register(configPlugin, { config: options.config });
  await app.register(clockPlugin, options.clock ? { clock: options.clock } : {});
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, options.database ? { database: options.database } : {});
  await app.register(outboxPlugin, options.outbox ?? {});
  await app.register(mailerPlugin, options.mailer ?? {});
  await app.register(pushPlugin, options.push ?? {});
  await app.register(storagePlugin, options.storage ?? {});
  await app.register(imagesPlugin);
  await app.register(authPlugin);
  await app.register(browseViewerPlugin);
  await app.register(carListCachePlugin, options.carListCache ?? {});
  await app.register(viewsPlugin, options.batches ?? {});
  await app.register(statsCounterPlugin, options.batches ?? {});
  await app.register(jobsPlugin);
  await app.register(
    bootstrapPlugin,
    options.seedDataFolder ? { seedDataFolder: options.seedDataFolder } : {},
  );

  // Tier 2: external plugins.
  await app.register(helmetPlugin);
  await app.register(compressPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(loginThrottlePlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(staticPlugin, {
    ...(options.appDist ? { appDist: options.appDist } : {}),
    ...(options.renderFirstScreen !== undefined
      ? { renderFirstScreen: options.renderFirstScreen }
      : {}),
  });

  // Tier 3: routes, one folder per resource; robots.txt and the sitemap at the site's root.
  await app.register(seoRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(legalRoutes);
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(fcmRoutes, { prefix: '/fcm' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(carRoutes, { prefix: '/car' });
      await api.register(statsRoutes, { prefix: '/car' });
      await api.register(marketRoutes, { prefix: '/market' });
      await api.register(subscriptionRoutes, { prefix: '/user' });
      await api.register(favouriteRoutes, { prefix: '/user' });
      await api.register(savedSearchRoutes, { prefix: '/saved-search' });
      await api.register(savedSearchUnsubscribeRoutes, { prefix: '/saved-search' });
      if (options.config.E2E_CLOCK_CONTROL) await api.register(testRoutes, { prefix: '/test' });
    },
    { prefix: '/api' },
  );

  return app;
}
