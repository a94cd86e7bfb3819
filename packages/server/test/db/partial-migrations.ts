import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/paths.ts';
import type { createTestDatabase } from '../helpers.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Migrates `database` up to, not including, the migration whose tag ends with `tagSuffix` (so a
 * test can leave data there for that migration to meet), by copying the earlier migrations to a
 * folder of their own. Resolves with a function that removes the folder.
 */
export async function migrateUpTo(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  tagSuffix: string,
): Promise<() => void> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const target = journal.entries.find((e) => e.tag.endsWith(tagSuffix));
  if (!target) throw new Error(`no ${tagSuffix} migration in the journal`);
  const before = journal.entries.filter((e) => e.idx < target.idx);
  const folder = mkdtempSync(path.join(tmpdir(), 'autoberza-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  for (const entry of before) {
    cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
  await migrate(database.db as never, { migrationsFolder: folder });
  return () => rmSync(folder, { recursive: true, force: true });
}
