import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { Clock } from '../src/plugins/app/clock.ts';

export const fixturesSeedData = fileURLToPath(new URL('./fixtures/seed-data', import.meta.url));
export const ADMIN_EMAIL = 'admin@test.autoberza.rs';
export const ADMIN_PASSWORD = 'AdminPass12';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-01T10:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A fresh, migrated, empty database: PGlite in memory, or, with TEST_DATABASE_URL, a new
 * database with a random name on that server, dropped again by `drop()`.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { ...database, drop: () => database.close() };
  }
  const name = `autoberza_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<
  Omit<BuildAppOptions, 'config' | 'clock' | 'database'>
> {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  clock?: TestClock;
}

/** The whole app on a fresh database and a temporary DATA_DIR; `close()` removes both. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:5173',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    OPERATOR_EMAIL: 'operator@test.autoberza.rs',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const database = await createTestDatabase();
  const { env: _env, clock: _clock, ...rest } = options;
  const app = await buildApp({
    seedDataFolder: fixturesSeedData,
    appDist: path.join(dataDir, 'no-app-build'),
    ...rest,
    config,
    clock,
    database,
  });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
