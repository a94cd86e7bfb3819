import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { packageRoot } from './paths.ts';

/**
 * Writes the OpenAPI document to packages/server/openapi.json (the api-client is generated from
 * it), or to the path given as the first argument (the api-client's freshness check compares
 * such a copy with the committed file).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-openapi-'));
const database = await openDatabase({ kind: 'pglite' });
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@autoberza.local',
    ADMIN_PASSWORD: 'Openapi-only-00',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const committed = path.join(packageRoot, 'openapi.json');
  const target = process.argv[2] ? path.resolve(process.argv[2]) : committed;
  // Formatted as the repository's Prettier would, so `pnpm format:check` stays green.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(committed)) ?? {};
  writeFileSync(
    target,
    await prettier.format(JSON.stringify(app.swagger()), { ...options, filepath: committed }),
  );
  await app.close();
  console.log(`OpenAPI document written to ${target}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
