import { SESSION_HEADER } from '@autoberza/contract';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The app is served from the same origin; other origins only when CORS_ORIGINS lists them. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.CORS_ORIGINS.length > 0 ? app.config.CORS_ORIGINS : false,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // A renewed session token (plugins/app/auth.ts) must be readable by an app on another origin.
      exposedHeaders: [SESSION_HEADER],
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
