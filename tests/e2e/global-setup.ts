import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { E2E_PORT, E2E_PUBLIC_PORT } from '../playwright.config';
import { ADMIN, E2E_DIR, MAILBOX_DIR } from './env';

const serverDir = fileURLToPath(new URL('../../packages/server', import.meta.url));
const testsDir = fileURLToPath(new URL('..', import.meta.url));

/** A loopback SMTP server that drops every message into MAILBOX_DIR as a raw file. */
async function startSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        count += 1;
        writeFileSync(
          join(MAILBOX_DIR, `${Date.now()}-${count}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer ${url} in time (see the logs in ${E2E_DIR}).`);
}

/** Starts the real server on a fresh data folder, mail going to the loopback SMTP server. */
export default async function globalSetup() {
  // Another suite (or app) on the port would answer our requests: refuse instead of mixing.
  for (const port of [E2E_PORT, E2E_PUBLIC_PORT]) {
    const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`Port ${port} is in use: stop that server or set E2E_PORT.`);
  }
  rmSync(E2E_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  const smtp = await startSmtp();
  const { openSync } = await import('node:fs');
  // The suite's own builds of the web app (see build-apps.mjs), else packages/app/dist.
  const appDist = process.env.E2E_APP_DIST ?? join(serverDir, '../app/dist');
  const publicDist = process.env.E2E_PUBLIC_APP_DIST ?? join(serverDir, '../app/dist');
  for (const dist of [appDist, publicDist]) {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(`No web app build in ${dist}: run "pnpm --filter @autoberza/tests e2e".`);
    }
  }
  /** The real server on `port`, its data in E2E_DIR/<name>, its log in E2E_DIR/<name>.log. */
  const startServer = (port: number, dist: string, name: string, env: Record<string, string>) => {
    const log = openSync(join(E2E_DIR, `${name}.log`), 'w');
    return spawn('pnpm', ['exec', 'tsx', join(testsDir, 'serve-e2e.mjs')], {
      cwd: serverDir,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        E2E_APP_DIST: dist,
        NODE_ENV: 'test',
        E2E_CLOCK_CONTROL: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: join(E2E_DIR, name),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
  };
  const servers = [
    startServer(E2E_PORT, appDist, 'server', {}),
    // Public browsing on (docs/product.md, “Public browsing”), for public.spec.ts: visitors browse
    // cars, whose pages come rendered.
    startServer(E2E_PUBLIC_PORT, publicDist, 'public-server', { PUBLIC_BROWSING: 'true' }),
  ];
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, Date.now() + 120_000);
  await waitForHealth(`http://127.0.0.1:${E2E_PUBLIC_PORT}/api/health`, Date.now() + 120_000);
  return async () => {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await smtp.close();
  };
}
