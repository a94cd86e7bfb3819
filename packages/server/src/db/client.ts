import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The same query API on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database's files as one archive, for `loadDataDir`. */
  dumpDataDir?(): Promise<File | Blob>;
}

export type DatabaseTarget =
  /**
   * poolMax: connections in the pool (DATABASE_POOL_MAX, default 20); namedPerConnection: how
   * many statements a connection keeps prepared (below; default NAMED_PER_CONNECTION).
   */
  | { kind: 'postgres'; url: string; poolMax?: number; namedPerConnection?: number }
  /**
   * dataDir undefined: in memory (tests). loadDataDir: start from a copy of another database's
   * files (PGlite's dumpDataDir) instead of an empty one: the tests' migrated template.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The name a statement is prepared under: a hash of its text. */
export function statementName(text: string): string {
  return `ab_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

/**
 * Every parameterised statement is sent as a named prepared statement (named by a hash of its
 * text) and, with plan_cache_mode=force_generic_plan, planned once per connection. Planning the
 * car-list query (eight relations) took 2-5 ms against 0.5 ms to run it, and was most of the
 * database's time in the resilience load run: read p99 went from ~590 ms to ~90 ms there.
 * Parameters never change a statement's shape (filters that are absent are absent from the
 * text), so one generic plan per shape fits; docs/decisions/008 has the measurements.
 */
function nameStatements(client: pg.PoolClient, limit: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      !config ||
      typeof config !== 'object' ||
      typeof (config as pg.QueryConfig).text !== 'string'
    )
      return query(config, ...rest);
    const { name: given, ...unnamed } = config as pg.QueryConfig;
    const text = unnamed.text;
    const name =
      given ??
      (Array.isArray(rest[0]) && (rest[0] as unknown[]).length > 0
        ? statementName(text)
        : undefined);
    if (name === undefined) return query(config, ...rest);
    // A prepared statement holds its plan in the connection's memory for the connection's life
    // (a car list's: ~330 KB), and lists come in as many shapes as their filters combine. Past
    // `limit` statements a connection prepares nothing new: the statement is sent unnamed and
    // planned again for each run. The pool recycles connections (maxUses, below), so the
    // statements asked most are prepared again on the next connection.
    if (named.has(name) || named.size < limit) {
      named.add(name);
      return query({ ...unnamed, name }, ...rest);
    }
    return query(unnamed, ...rest);
  };
}

/**
 * The settings of every PostgreSQL connection the app opens:
 * - plan_cache_mode: with named statements (nameStatements), each is planned once per
 *   connection;
 * - random_page_cost 1.1 (default 4): the car tables and their indexes are read from memory or
 *   SSD, where a random read costs about what a sequential one does. At 4 the planner hashed
 *   all 1,103 models to join a page of 20 cars; interleaved A/B at 100,000 listings
 *   (cache off): cold search +7 %, newest list +4 %, an advert's page +12 %, PostgreSQL's CPU
 *   per request lower in each (packages/server/bench/README.md).
 */
export const CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan -c random_page_cost=1.1';

/**
 * Rows of one insert of many (the outbox's notices, a listing's alerts). Drizzle builds an
 * insert's text on the event loop, and not in linear time: 1,000 rows took 39 ms, 250 rows 6 ms
 * (bench/README.md, 2026-11-30 day).
 */
export const ROWS_PER_INSERT = 250;

/** Statements a pooled connection keeps prepared; the rest are planned per run. */
export const NAMED_PER_CONNECTION = 100;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 20,
      // While the database is down a request fails within seconds (503) instead of hanging.
      connectionTimeoutMillis: 3_000,
      options: CONNECTION_OPTIONS,
      // A connection is replaced after this many queries, and its prepared statements with it:
      // they can only accumulate for a while (nameStatements).
      maxUses: 20_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01')
        console.error(`database connection lost: ${error.message}`);
    });
    pool.on('connect', (client) =>
      nameStatements(client, target.namedPerConnection ?? NAMED_PER_CONNECTION),
    );
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite is one connection; it serializes queries and transactions itself. Inside a
  // transaction always use the `tx` handle: a query on `db` there would wait forever.
  // unaccent: the keyword search's fold (migration 0027); pg_trgm: its nearest words (0028).
  const options = { extensions: { unaccent, pg_trgm }, loadDataDir: target.loadDataDir };
  const client = target.dataDir
    ? new PGlite(path.join(target.dataDir, 'pglite'), options)
    : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
