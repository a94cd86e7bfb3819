import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO_OPERATOR } from '../../src/config.ts';
import type { ProbeAnswer, ProbeRequest } from './memory-probe.ts';
import type { Checks } from './report.ts';

/** The server package's folder: the server runs from its sources, as `pnpm dev` does, but in production mode. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const ADMIN_EMAIL = 'admin@resilience.autoberza.rs';
export const ADMIN_PASSWORD = 'Otpornost47Admin';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Whether the process ended without being asked to (a crash). */
  crashed(): boolean;
  /** The process's last output (for a failure's explanation). */
  output(): string;
  /**
   * The process's memory after a full garbage collection (needs `memoryProbe`); with `snapshot`
   * it also writes a heap snapshot there.
   */
  memoryAfterGc(snapshot?: string): Promise<NodeJS.MemoryUsage>;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill9(): Promise<void>;
}

export interface StartOptions {
  env: Record<string, string>;
  port?: number;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
  /** Load lib/memory-probe.ts into the process (with --expose-gc) for {@link ServerProcess.memoryAfterGc}. */
  memoryProbe?: boolean;
}

/**
 * Starts `src/server.ts` in its own process (NODE_ENV=production, unless `env` says otherwise:
 * lib/clock.ts) and waits until it answers.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const probe = options.memoryProbe
    ? ['--expose-gc', '--import', fileURLToPath(new URL('memory-probe.ts', import.meta.url))]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...probe, 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...DEMO_OPERATOR,
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        // Every request comes from 127.0.0.1: scenarios that test the limit set it themselves.
        AUTH_RATE_LIMIT: '1000',
        ...options.env,
      },
      stdio: options.memoryProbe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    },
  );
  let asked = 0;
  const answers = new Map<number, (answer: ProbeAnswer) => void>();
  child.on('message', (message) => {
    const answer = message as unknown as ProbeAnswer;
    answers.get(answer.id)?.(answer);
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  let expected = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${log.slice(-4000)}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid ?? 0,
    crashed: () => exited && !expected,
    output: () => log,
    async memoryAfterGc(snapshot) {
      if (!options.memoryProbe) throw new Error('started without the memory probe');
      const request: ProbeRequest = { id: (asked += 1), kind: 'memory' };
      const ask = (r: ProbeRequest) =>
        new Promise<ProbeAnswer>((resolve, reject) => {
          answers.set(r.id, resolve);
          if (exited) reject(new Error('the server has exited'));
          else child.send(r);
          // A full collection takes well under a second; a snapshot of the heap, some seconds.
          setTimeout(() => reject(new Error('the memory probe did not answer')), 120_000).unref();
        }).finally(() => answers.delete(r.id));
      if (snapshot) {
        const written = await ask({ id: (asked += 1), kind: 'snapshot', file: snapshot });
        if (written.error) throw new Error(written.error);
      }
      const reply = await ask(request);
      if (!reply.usage) throw new Error(reply.error ?? 'no answer from the memory probe');
      return reply.usage;
    },
    async stop() {
      expected = true;
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
    async kill9() {
      expected = true;
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

/** The check that ends a scenario: the server is still up and healthy. */
export async function checkHealthAfter(checks: Checks, server: ServerProcess): Promise<void> {
  const status = server.crashed()
    ? 0
    : await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((res) => res.status)
        .catch(() => 0);
  checks.add(
    'health afterwards',
    '200, server up',
    `${status}, ${server.crashed() ? 'crashed' : 'up'}`,
    status === 200 && !server.crashed(),
  );
}
