import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/paths.ts';
import { createTestDatabase } from '../helpers.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A fresh database migrated up to the migration whose tag ends with `tagEnd`, not including it,
 * so a test can write the rows that migration finds; `database.migrate()` then runs it and the
 * rest. `done()` drops the database.
 */
export async function databaseBefore(tagEnd: string) {
  const database = await createTestDatabase();
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const target = journal.entries.find((e) => e.tag.endsWith(tagEnd));
  if (!target) throw new Error(`no migration ending with ${tagEnd} in the journal`);
  // The migrations before it, as a folder of their own.
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
  rmSync(folder, { recursive: true, force: true });
  return {
    database,
    /** The rows of a query. */
    rows: async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows,
    done: () => database.drop(),
  };
}

/** A seller with a brand and a model to post adverts under, written with plain SQL. */
export async function advertOwner(
  database: Awaited<ReturnType<typeof databaseBefore>>['database'],
) {
  const ids = {
    brand: '00000000-0000-4000-8000-00000000000b',
    model: '00000000-0000-4000-8000-00000000000c',
    user: '00000000-0000-4000-8000-00000000000a',
  };
  await database.db.execute(sql`insert into brands (id, name) values (${ids.brand}, 'Marka')`);
  await database.db.execute(
    sql`insert into models (id, brand_id, name) values (${ids.model}, ${ids.brand}, 'Model')`,
  );
  await database.db.execute(
    sql`insert into users (id, email, password_hash, first_name, last_name)
        values (${ids.user}, 'p@test.rs', 'x', 'Pera', 'Perić')`,
  );
  return ids;
}
