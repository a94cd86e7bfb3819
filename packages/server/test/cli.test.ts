import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { findUserByEmail, verifyPassword } from '../src/accounts/index.ts';
import { createTestDatabase } from './helpers.ts';

describe('pnpm cli', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const output: string[] = [];
  const out = { log: (s: string) => output.push(s), error: (s: string) => output.push(s) };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-cli-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (process.env.TEST_DATABASE_URL) {
      pgDatabase = await createTestDatabase();
      await pgDatabase.close();
      env.DATABASE_URL = pgDatabase.url!;
    }
  });
  afterAll(async () => {
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function user(email: string) {
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    );
    try {
      return await findUserByEmail(database.db, email);
    } finally {
      await database.close();
    }
  }

  it('creates an admin with a given password (and migrates an empty database)', async () => {
    expect(await runCli(['create-admin', 'Sef@AutoBerza.rs', 'Glavni12AB'], env, out)).toBe(0);
    const admin = await user('sef@autoberza.rs');
    expect(admin).toMatchObject({ role: 'admin', status: 'approved' });
    expect(await verifyPassword(admin!.passwordHash, 'Glavni12AB')).toBe(true);
  });

  it('refuses a weak password', async () => {
    expect(await runCli(['create-admin', 'drugi@autoberza.rs', 'slaba'], env, out)).toBe(1);
    expect(await user('drugi@autoberza.rs')).toBeUndefined();
  });

  it('approves a user and resets a password (random when not given, printed once)', async () => {
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    );
    await database.db.insert(users).values({
      email: 'prodavac@example.rs',
      passwordHash: 'x',
      firstName: 'P',
      lastName: 'P',
    });
    await database.close();

    expect(await runCli(['approve-user', 'prodavac@example.rs'], env, out)).toBe(0);
    expect((await user('prodavac@example.rs'))!.status).toBe('approved');

    output.length = 0;
    expect(await runCli(['reset-password', 'prodavac@example.rs'], env, out)).toBe(0);
    const printed = /Nova lozinka: (\S+)/.exec(output.join('\n'))?.[1];
    expect(printed).toBeDefined();
    const after = (await user('prodavac@example.rs'))!;
    expect(await verifyPassword(after.passwordHash, printed!)).toBe(true);
    expect(after.tokenVersion).toBe(1);

    expect(await runCli(['approve-user', 'niko@example.rs'], env, out)).toBe(1);
    expect(await runCli(['nepoznata', 'x@y.rs'], env, out)).toBe(1);
  });
});
