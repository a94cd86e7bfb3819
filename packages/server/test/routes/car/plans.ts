/**
 * What a request sends to PostgreSQL and how PostgreSQL plans it: for the tests that hold the
 * car lists to their plans (docs/decisions/008, 009). PostgreSQL only (`t.database.url`).
 */
import pg from 'pg';
import { CONNECTION_OPTIONS } from '../../../src/db/client.ts';
import { auth, type TestApp } from '../../helpers.ts';

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
export function* planNodes(node: Record<string, unknown>): Generator<Record<string, unknown>> {
  yield node;
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? [])
    yield* planNodes(child);
}

/** A value of each parameter type the list statements take (a generic plan ignores them). */
const sampleValue: Record<string, string> = {
  'timestamp with time zone': 'now()',
  'timestamp without time zone': 'now()',
  integer: '20',
  bigint: '20',
  uuid: 'gen_random_uuid()',
  'uuid[]': 'array[gen_random_uuid()]',
  text: "'x'",
  car_status: "'sold'",
  boolean: 'true',
};

/** The statements a request (GET `url`, signed in with `token`) sends, as node-postgres gets them. */
export async function statementsOf(t: TestApp, url: string, token: string) {
  const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
  const sent: { text: string; params: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const text = (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string')
      sent.push({ text, params: Array.isArray(rest[0]) ? (rest[0] as unknown[]) : [] });
    return query(config, ...rest);
  };
  try {
    t.app.carListCache.clear();
    const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  } finally {
    (pool as { query: unknown }).query = query;
  }
  return sent;
}

/** A connection planning as the app's connections plan (CONNECTION_OPTIONS). */
async function withClient<T>(t: TestApp, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: (t.database as { url?: string }).url,
    options: CONNECTION_OPTIONS,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The generic plan of `statement` (with `settings` applied first), as EXPLAIN's JSON. */
export function genericPlan(
  t: TestApp,
  statement: string,
  settings: string[] = [],
): Promise<Record<string, unknown>> {
  return withClient(t, async (client) => {
    for (const setting of settings) await client.query(`set ${setting}`);
    await client.query(`prepare list_page as ${statement}`);
    const [{ parameter_types: types }] = (
      await client.query(
        "select parameter_types::text[] as parameter_types from pg_prepared_statements where name = 'list_page'",
      )
    ).rows as [{ parameter_types: string[] }];
    const args = types.map((type) => {
      const value = sampleValue[type];
      if (!value) throw new Error(`no sample value for a ${type} parameter`);
      return value;
    });
    return (
      await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
        `explain (format json) execute list_page${args.length > 0 ? `(${args.join(', ')})` : ''}`,
      )
    ).rows[0]!['QUERY PLAN'][0].Plan;
  });
}

/** What a statement without parameters did when it ran: EXPLAIN (ANALYZE, BUFFERS)'s JSON. */
export function executedPlan(t: TestApp, statement: string): Promise<Record<string, unknown>> {
  return withClient(
    t,
    async (client) =>
      (
        await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
          `explain (analyze, buffers, format json) ${statement}`,
        )
      ).rows[0]!['QUERY PLAN'][0].Plan,
  );
}
