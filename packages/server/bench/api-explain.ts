/**
 * Where a cold search's PostgreSQL time goes (`pnpm bench:api`, PostgreSQL only): each search of
 * the bench's mix is asked once, alone, on the instance without the list cache; the statements
 * it sent are captured from the pool and run again under `EXPLAIN (ANALYZE, BUFFERS)` as the app
 * runs them (a statement with parameters prepared with a generic plan, as src/db/client.ts has
 * every connection do; one without them planned for its values). The shapes of the mix (which
 * filters a search names) are ranked by the time they cost, and the plan of the costliest
 * statement of the costliest shapes is printed.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CONNECTION_OPTIONS } from '../src/db/client.ts';
import { searchShape } from './search-mix.ts';

interface Statement {
  text: string;
  values: unknown[];
}

interface Costed extends Statement {
  /** Execution time, plus planning time when the app plans it on every run (ms). */
  ms: number;
  /** The planning part of `ms`. */
  planMs: number;
  buffers: number;
}

export interface ShapeCost {
  shape: string;
  searches: number;
  /** PostgreSQL's time a search of this shape costs, mean and max (ms). */
  meanMs: number;
  maxMs: number;
  /** Of meanMs, planning statements planned for their values. */
  planMs: number;
  /** Shared buffers a search of this shape touches (mean). */
  buffers: number;
  /** Of the mix's total time. */
  share: number;
  /** The slowest search of the shape and its costliest statement's plan. */
  slowest: { path: string; plan: string };
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** The statements sent through `pool` while `run` runs. */
async function captured(pool: pg.Pool, run: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const query = pool.query.bind(pool) as Query;
  (pool as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as pg.QueryConfig).text;
    const given = typeof config === 'string' ? values : (config as pg.QueryConfig).values;
    statements.push({
      text,
      values: (Array.isArray(values) ? values : (given as unknown[])) ?? [],
    });
    return query(...args);
  };
  try {
    await run();
  } finally {
    (pool as unknown as { query: Query }).query = query;
  }
  return statements;
}

/** A value as a literal for EXECUTE (PostgreSQL casts it to the parameter's type). */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return client.escapeLiteral(String(prepareValue(value)));
}

/** As pg sends a value: arrays as array literals, dates as ISO text. */
function prepareValue(value: unknown): unknown {
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : JSON.stringify(String(prepareValue(v))))).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A statement that only reads. */
const READ = /^\s*(select|with)\b(?![\s\S]*\b(insert|update|delete)\b)/i;

let prepared = 0;
/** Runs of each EXPLAIN ANALYZE; the fastest counts (a shared machine adds its own delays). */
const RUNS = 3;

async function fastest(client: pg.Client, text: string) {
  let best: { 'QUERY PLAN': string }[] = [];
  let bestMs = Infinity;
  for (let i = 0; i < RUNS; i += 1) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(text);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms =
      Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0) +
      Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    if (ms < bestMs) [best, bestMs] = [rows, ms];
  }
  return best;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement as the app runs it: its plan and its cost. */
async function explain(client: pg.Client, statement: Statement, timing: boolean) {
  const options = `ANALYZE, BUFFERS, TIMING ${timing ? 'ON' : 'OFF'}`;
  let rows: { 'QUERY PLAN': string }[];
  if (statement.values.length === 0) {
    rows = await fastest(client, `EXPLAIN (${options}) ${statement.text}`);
  } else {
    const name = `bench_explain_${(prepared += 1)}`;
    await client.query(`PREPARE ${name} AS ${statement.text}`);
    const args = statement.values.map((v) => literal(client, v)).join(', ');
    // Once to build the generic plan the app's connections keep, then measured.
    await client.query(`EXECUTE ${name}(${args})`);
    rows = await fastest(client, `EXPLAIN (${options}) EXECUTE ${name}(${args})`);
    await client.query(`DEALLOCATE ${name}`);
  }
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const number = (re: RegExp) => Number(re.exec(plan)?.[1] ?? 0);
  const execution = number(/Execution Time: ([\d.]+) ms/);
  // A generic plan is made once per connection; a statement without parameters every run.
  const planning = statement.values.length === 0 ? number(/Planning Time: ([\d.]+) ms/) : 0;
  let buffers = 0;
  const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
  if (top) buffers = Number(top[1]) + Number(top[2] ?? 0);
  return { plan, ms: execution + planning, planMs: planning, buffers };
}

/**
 * Each of `paths` once through `app` (signed in with `headers`), its statements explained.
 * `databaseUrl`: the bench's database, for a connection of its own with the app's settings.
 */
export async function explainSearches(
  app: FastifyInstance,
  pool: pg.Pool,
  databaseUrl: string,
  paths: string[],
  headers: Record<string, string>,
): Promise<ShapeCost[]> {
  const client = new pg.Client({ connectionString: databaseUrl, options: CONNECTION_OPTIONS });
  await client.connect();
  try {
    const searches: { path: string; shape: string; statements: Costed[] }[] = [];
    for (const path of [...new Set(paths)]) {
      const statements = await captured(pool, async () => {
        const res = await app.inject({ method: 'GET', url: path, headers });
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
      });
      const costed: Costed[] = [];
      // Reads only: EXPLAIN ANALYZE runs what it explains, and the app's timers (the views'
      // flush) may write through the same pool meanwhile.
      for (const statement of statements.filter((st) => READ.test(st.text))) {
        costed.push({ ...statement, ...(await explain(client, statement, false)) });
      }
      searches.push({ path, shape: searchShape(path), statements: costed });
    }
    const total = searches.reduce((sum, s) => sum + cost(s.statements), 0);
    const byShape = new Map<string, typeof searches>();
    for (const s of searches) byShape.set(s.shape, [...(byShape.get(s.shape) ?? []), s]);
    const shapes: ShapeCost[] = [];
    for (const [shape, list] of byShape) {
      const costs = list.map((s) => cost(s.statements));
      const slowest = list[costs.indexOf(Math.max(...costs))]!;
      const worst = slowest.statements.reduce((a, b) => (b.ms > a.ms ? b : a));
      const { plan } = await explain(client, worst, true);
      shapes.push({
        shape,
        searches: list.length,
        meanMs: costs.reduce((a, b) => a + b, 0) / list.length,
        maxMs: Math.max(...costs),
        planMs:
          list.reduce((sum, s) => sum + s.statements.reduce((n, st) => n + st.planMs, 0), 0) /
          list.length,
        buffers:
          list.reduce((sum, s) => sum + s.statements.reduce((n, st) => n + st.buffers, 0), 0) /
          list.length,
        share: costs.reduce((a, b) => a + b, 0) / Math.max(total, 1e-9),
        slowest: { path: slowest.path, plan: `${worst.text}\n${plan}` },
      });
    }
    return shapes.sort((a, b) => b.share - a.share);
  } finally {
    await client.end();
  }
}

const cost = (statements: Costed[]) => statements.reduce((sum, s) => sum + s.ms, 0);

/** The ranking, then the plans of the `plans` costliest shapes. */
export function printShapeCosts(shapes: ShapeCost[], plans = 2): void {
  console.log(
    '\ncold search, PostgreSQL time by shape (each search of the mix once, alone; EXPLAIN ANALYZE of what it sent)',
  );
  console.log(
    `${'shape'.padEnd(36)} searches  mean ms (planning)  max ms  buffers  share of the mix`,
  );
  for (const s of shapes) {
    console.log(
      `${s.shape.padEnd(36)} ${String(s.searches).padStart(8)} ${s.meanMs.toFixed(2).padStart(8)} (${s.planMs.toFixed(2).padStart(6)}) ${s.maxMs.toFixed(2).padStart(7)} ${s.buffers.toFixed(0).padStart(8)}  ${(s.share * 100).toFixed(0).padStart(5)} %`,
    );
  }
  for (const s of shapes.slice(0, plans)) {
    console.log(`\nthe costliest statement of ${s.slowest.path}:`);
    console.log(s.slowest.plan.replace(/^/gm, '  '));
  }
}
