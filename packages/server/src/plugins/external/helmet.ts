import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
    await app.register(helmet, {
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
      hsts: app.config.APP_URL.startsWith('https://'),
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
