/**
 * pnpm --filter @autoberza/server exec tsx resilience/profile-load.ts [--full]
 *
 * The load scenario on a PostgreSQL server of its own with pg_stat_statements (planning time
 * tracked), then the statements that cost the database most: calls, execution and planning
 * milliseconds in total, and per call. PROFILE_PG_OPTIONS adds server settings to try
 * (e.g. "-c join_collapse_limit=1").
 */
import pg from 'pg';
import { tempCluster } from './lib/pg.ts';
import { Checks } from './lib/report.ts';
import { load } from './scenarios/load.ts';

const cluster = await tempCluster(
  `-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on ${process.env.PROFILE_PG_OPTIONS ?? ''}`,
);
try {
  process.env.RESILIENCE_DATABASE_URL = cluster.url;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query('create extension pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
  await load(process.argv.includes('--full') ? 'full' : 'short', new Checks());
  const { rows } = await client.query<Record<string, string>>(
    `select calls, round(total_exec_time) as exec_ms, round(total_plan_time) as plan_ms,
            round(((total_exec_time + total_plan_time) / greatest(calls, 1))::numeric, 2) as per_call_ms,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 200) as query
       from pg_stat_statements where query not like '%pg_stat_statements%'
      order by total_exec_time + total_plan_time desc limit 15`,
  );
  console.log('\ncalls | exec ms | plan ms | per call ms | statement');
  for (const r of rows) {
    console.log(`${r.calls} | ${r.exec_ms} | ${r.plan_ms} | ${r.per_call_ms} | ${r.query}`);
  }
  await client.end();
} finally {
  cluster.destroy();
}
