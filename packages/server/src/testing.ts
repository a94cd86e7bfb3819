/**
 * What the end-to-end suite (tests/serve-e2e.mjs) needs to run the real server:
 * `@autoberza/server/testing`.
 */
export { buildApp, loggerOptions } from './app.ts';
export { loadConfig } from './config.ts';
