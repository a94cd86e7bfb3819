import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server.ts';

/** The PostgreSQL server the suite runs on (RESILIENCE_DATABASE_URL, else the local one). */
export const baseUrl = () =>
  process.env.RESILIENCE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A new, empty database on the server at `server` (dropped by `drop`). */
export async function createDatabase(server = baseUrl()): Promise<TempDatabase> {
  const name = `autoberza_resilience_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows;
    },
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Debian keeps PostgreSQL's server programs out of PATH. */
function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error(
    'PostgreSQL server programs (initdb, pg_ctl) not found; set PG_BINDIR (Debian: postgresql package)',
  );
}

export interface TempCluster {
  url: string;
  /** `fast`: clients are disconnected, like a restart by the operator; `immediate`: like a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/**
 * A PostgreSQL server of its own (initdb in a temporary folder, its own port), so the database
 * restart scenario can stop and start a real server without touching the machine's one.
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
 */
export async function tempCluster(extraOptions = ''): Promise<TempCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'autoberza-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    }
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${extraOptions}`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      if (asRoot) execFileSync('rm', ['-rf', dir]);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
