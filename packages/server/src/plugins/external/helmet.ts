import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. Computed once: with static directives (no
 * nonces, no functions) they do not depend on the request. @fastify/helmet built the whole
 * middleware again for every request (parsing the CSP each time), a measurable share of a
 * cached search's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Powerful browser features the app never uses, off for its pages and anything they embed. Web
 * Share and the clipboard (the share action) and notifications (push) are not listed: they stay
 * allowed for the app's own origin.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

/** Account and admin answers are personal: no browser or proxy keeps a copy. */
const PRIVATE_PREFIXES = ['/api/user/', '/api/admin/'];

/** Security headers with a CSP for the Vite-built SPA: everything from self, images also blob:/data:. */
export default fp(
  async (app) => {
    const firebase = app.config.FIREBASE_SERVICE_ACCOUNT
      ? [
          'https://*.googleapis.com',
          'https://*.firebaseio.com',
          'https://firebaseinstallations.googleapis.com',
          'https://fcmregistrations.googleapis.com',
        ]
      : [];
    const imageHosts = app.config.S3_PUBLIC_URL ? [new URL(app.config.S3_PUBLIC_URL).origin] : [];
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...(firebase.length ? ['https://www.gstatic.com'] : [])],
          // The API docs UI injects small inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'blob:', 'data:', ...imageHosts],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...firebase],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(app.config.APP_URL.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Images are loaded cross-origin by nobody but us; allow the app's own pages to embed them.
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: app.config.APP_URL.startsWith('https://'),
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('cache-control', 'no-store');
      }
      done();
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
