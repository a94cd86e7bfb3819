import { buildApp, logRedact } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDemo } from './seed.ts';

/** pnpm db:seed-demo: demo dealers and about 300 adverts, only into a database without cars. */
const config = loadConfig();
const app = await buildApp({
  config,
  logger: { level: config.LOG_LEVEL, redact: logRedact },
  outbox: { worker: false },
});
try {
  await app.ready();
  const listings = Number(process.argv[2] ?? 300);
  const result = await seedDemo(app, { listings });
  if (result) {
    console.log(
      `Demo: ${result.dealers} prodavaca, ${result.listings} oglasa. Lozinka prodavaca: ${result.password}`,
    );
  } else {
    console.log('Baza već ima oglase: demo podaci nisu upisani (database has cars already).');
  }
} finally {
  await app.close();
}
