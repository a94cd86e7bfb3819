import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { packageRoot } from './paths.ts';

/** Writes the OpenAPI document to packages/server/openapi.json (the api-client is generated from it). */
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
  const target = path.join(packageRoot, 'openapi.json');
  // Formatted as the repository's Prettier would, so `pnpm format:check` stays green.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(
    target,
    await prettier.format(JSON.stringify(app.swagger()), { ...options, filepath: target }),
  );
  await app.close();
  console.log(`OpenAPI document written to ${target}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
