import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/audit/log.ts';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { createMigratedTestDatabase } from '../helpers.ts';

/** Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */
describe('the audit log is append-only', () => {
  let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  let entryId: string;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    const [admin] = await database.db
      .insert(users)
      .values({
        email: 'admin@x.rs',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
        status: 'approved',
      })
      .returning();
    await recordAudit(database.db, {
      actorId: admin!.id,
      action: 'user.block',
      target: { kind: 'user', id: admin!.id, label: 'A B <admin@x.rs>' },
      reason: '  lažni podaci ',
      at: new Date('2026-11-26T10:00:00Z'),
    });
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({ actorEmail: 'admin@x.rs', reason: 'lažni podaci' });
    entryId = row!.id;
  });
  afterAll(() => database.drop());

  /** The database's own refusal (drizzle wraps it as the cause of "Failed query"). */
  async function refused(query: PromiseLike<unknown>): Promise<string> {
    try {
      await query;
    } catch (error) {
      const e = error as Error & { cause?: Error };
      return (e.cause ?? e).message;
    }
    return 'not refused';
  }
  const refusal = /^audit_log is append-only/;

  it('refuses UPDATE', async () => {
    expect(
      await refused(
        database.db
          .update(auditLog)
          .set({ reason: 'prepravljeno' })
          .where(eq(auditLog.id, entryId)),
      ),
    ).toMatch(refusal);
    expect(
      await refused(database.db.execute(sql`update audit_log set action = 'user.approve'`)),
    ).toMatch(refusal);
  });

  it('refuses DELETE and TRUNCATE', async () => {
    expect(await refused(database.db.delete(auditLog).where(eq(auditLog.id, entryId)))).toMatch(
      refusal,
    );
    expect(await refused(database.db.execute(sql`truncate audit_log`))).toMatch(refusal);
  });

  it('still holds the entry, unchanged', async () => {
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: entryId, action: 'user.block', reason: 'lažni podaci' });
  });
});

describe("the app's code", () => {
  const src = fileURLToPath(new URL('../../src', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
    });

  it('never updates or deletes the audit log', () => {
    const offenders = files(src).filter((file) =>
      /\.(update|delete)\(\s*auditLog\b|(update|delete\s+from|truncate)\s+"?audit_log/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
