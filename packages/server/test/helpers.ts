import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { outbox, users } from '../src/db/schema/index.ts';
import type { Clock } from '../src/plugins/app/clock.ts';
import { serbianDay } from '@autoberza/contract/format';

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
 * Concurrency tests can only fail on PostgreSQL (the server suite's second pass in .ci/run,
 * with TEST_DATABASE_URL): PGlite runs one statement at a time, so requests "at once" take
 * turns. Such a test runs on both and says in its name which kind of run it is.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const concurrencyLabel = onPostgres
  ? 'PostgreSQL, truly concurrent'
  : 'PGlite, serialised: can fail only on PostgreSQL (TEST_DATABASE_URL)';

/**
 * A fresh database with nothing in it, not even the migrations (for the migration tests): PGlite
 * in memory, or, with TEST_DATABASE_URL, a new database with a random name on that server,
 * dropped again by `drop()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return newTestDatabase(undefined);
}

/**
 * A fresh database with every migration applied: a copy of the one test/global-setup.ts
 * migrated for the run (PGlite's files, or a PostgreSQL template database).
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  return newTestDatabase(inject('migratedTemplate'));
}

export type TestDatabase = Database & { drop(): Promise<void>; url?: string };

/** The rows of db.execute's answer (node-postgres and PGlite: `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let templateArchive: Blob | undefined;

async function newTestDatabase(
  template: ReturnType<typeof inject<'migratedTemplate'>> | undefined,
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template && template.kind !== 'pglite') throw new Error('the template is not PGlite');
    if (template) templateArchive ??= new Blob([readFileSync(template.file)]);
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: template ? templateArchive : undefined,
    });
    return { ...database, drop: () => database.close().catch(() => undefined) };
  }
  if (template && template.kind !== 'postgres') throw new Error('the template is not PostgreSQL');
  const name = `autoberza_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template
      ? `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`
      : `CREATE DATABASE "${name}"`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      // Tests that simulate an outage close the connection themselves.
      await database.close().catch(() => undefined);
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
    AUTH_RATE_LIMIT: '1000',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const database = await createMigratedTestDatabase();
  const { env: _env, clock: _clock, ...rest } = options;
  const app = await buildApp({
    seedDataFolder: fixturesSeedData,
    appDist: path.join(dataDir, 'no-app-build'),
    // Tests deliver the outbox by hand (app.outbox.drain()) or read what was queued.
    outbox: { worker: false },
    // ...and write views and statistics by hand (app.views.flush(), app.stats.flush()).
    batches: { timer: false },
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

export const USER_PASSWORD = 'Tramvaj12X';

/** The id of a seeded fixture city by name. */
export async function cityId(app: FastifyInstance, name = 'Beograd'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/city' });
  const city = (res.json() as { data: { _id: string; name: string }[] }).data.find(
    (c) => c.name === name,
  );
  if (!city) throw new Error(`no city ${name}`);
  return city._id;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; id: string }> {
  const email =
    (overrides.email as string | undefined) ??
    `dealer-${randomBytes(4).toString('hex')}@test.autoberza.rs`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      firstName: 'Marko',
      lastName: 'Marković',
      phone: '+381 64 123 4567',
      email,
      password: USER_PASSWORD,
      address: 'Bulevar oslobođenja 1',
      city: await cityId(app),
      acceptTerms: true,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return {
    email,
    password: (overrides.password as string | undefined) ?? USER_PASSWORD,
    id: row!.id,
  };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const adminToken = (app: FastifyInstance) => login(app, ADMIN_EMAIL, ADMIN_PASSWORD);

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered account that the admin has approved, logged in. */
export async function approvedUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(app, overrides);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${user.id}/approve`,
    headers: auth(await adminToken(app)),
  });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return { ...user, token: await login(app, user.email, user.password) };
}

export interface QueuedMail {
  to: string;
  template: string;
  vars: Record<string, unknown>;
  replyTo?: string;
}

/** Mails queued in the outbox (oldest first), optionally only those to one address. */
export async function queuedMails(app: FastifyInstance, to?: string): Promise<QueuedMail[]> {
  const rows = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, 'mail'))
    .orderBy(outbox.createdAt);
  const mails = rows.map((row) => row.payload as unknown as QueuedMail);
  return to ? mails.filter((m) => m.to === to.toLowerCase() || m.to === to) : mails;
}

/** The secret at the end of the link in the latest mail of that template to that address. */
export async function tokenFromMail(
  app: FastifyInstance,
  to: string,
  template: string,
): Promise<string> {
  const mail = (await queuedMails(app, to)).filter((m) => m.template === template).at(-1);
  const link = mail?.vars.link;
  if (typeof link !== 'string') throw new Error(`no ${template} mail to ${to}`);
  return link.split('/').at(-1)!;
}

/** The body of an admin's "payment received" (activate): today's date and a month's price. */
export function paymentOf(app: FastifyInstance, extra: Record<string, unknown> = {}) {
  return { paidOn: serbianDay(app.clock.now()), amount: 2400, ...extra };
}
