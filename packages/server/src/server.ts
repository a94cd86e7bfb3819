import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoInBackground } from './demo/seed.ts';
import { printBanner } from './lib/console-banner.ts';

/** Starts the app: listens, and closes cleanly (in-flight requests, database) on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    config,
    logger: loggerOptions(config.LOG_LEVEL),
  });
  app.server.requestTimeout = 60_000;
  app.server.headersTimeout = 20_000;
  app.server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // An empty database gets demo dealers and adverts (SEED_DEMO=false turns this off).
  seedDemoInBackground(app);
  app.log.info(`AutoBerza: ${config.APP_URL} (API docs: ${config.APP_URL}/api/docs)`);
  if (app.generatedAdmin) printAdminBanner(config.APP_URL, app.generatedAdmin);
}

/** The first start's admin login, on the console in plain text so a person sees it. */
function printAdminBanner(appUrl: string, admin: { email: string; password: string }): void {
  const lines = [
    `AutoBerza radi na / is running at ${appUrl}`,
    'Administratorski nalog (admin account):',
    `  e-mail:  ${admin.email}`,
    `  lozinka: ${admin.password}`,
    `Administracija / admin console: ${appUrl}/admin`,
    'Promenite lozinku posle prve prijave (Moj nalog → Lozinka),',
    'ili postavite novu: pnpm cli reset-password <email> [lozinka]',
  ];
  printBanner(lines);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
