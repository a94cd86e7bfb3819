// The e2e server: the real app (packages/server) serving the web app the e2e run built into its
// own folder (E2E_APP_DIST), so another build of packages/app/dist cannot swap the assets under
// a running suite. global-setup.ts starts it with tsx from packages/server (plain JS here: the
// server's sources are type-checked by the server package, not by this one).
import { buildApp, loadConfig, loggerOptions } from '@autoberza/server/testing';

const config = loadConfig();
const appDist = process.env.E2E_APP_DIST;
const app = await buildApp({
  config,
  logger: loggerOptions(config.LOG_LEVEL),
  ...(appDist ? { appDist } : {}),
});
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: config.PORT, host: config.HOST });
