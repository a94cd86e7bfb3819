import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { advertForm, approvedSellers, call, photos, references } from '../lib/http.ts';
import { createDatabase, tempCluster } from '../lib/pg.ts';
import type { Checks } from '../lib/report.ts';
import { sleep, waitFor, type Mode } from '../lib/report.ts';
import { startServer } from '../lib/server.ts';

const DOWN_MESSAGE =
  'Baza podataka trenutno nije dostupna. Pokušajte ponovo za nekoliko trenutaka.';

interface Sample {
  at: number;
  ms: number;
  status: number;
  body: string;
  url: string;
}

/**
 * PostgreSQL (a server of the suite's own) is stopped under load and started again: requests
 * during the outage get a quick 503 in Serbian, health says the database is down, and the
 * server serves again without being restarted.
 */
export async function dbRestart(mode: Mode, checks: Checks): Promise<void> {
  const cluster = await tempCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-dbr-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const db = await createDatabase(cluster.url);
    server = await startServer({ env: { DATABASE_URL: db.url, DATA_DIR: dataDir } });
    const base = server.url;
    const [seller] = await approvedSellers(base, 1, 'baza');
    const refs = await references(base, seller!.token);
    const images = await photos(1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(base, 'POST', '/api/car', {
        token: seller!.token,
        body: advertForm(refs, i, images),
      });
      ids.push(res.json<{ _id: string }>()._id);
    }

    const outageMs = mode === 'full' ? 20_000 : 6_000;
    const samples: Sample[] = [];
    let running = true;
    const t0 = Date.now();
    const urls = [
      '/api/car/search?limit=20',
      '/api/car?limit=20',
      ...ids.map((id) => `/api/car/${id}`),
      '/api/user/me',
      '/api/health',
    ];
    const worker = async (n: number) => {
      for (let i = n; running; i += 1) {
        const url = urls[i % urls.length]!;
        const started = Date.now();
        try {
          const res = await call(base, 'GET', url, { token: seller!.token });
          samples.push({
            at: started - t0,
            ms: Date.now() - started,
            status: res.status,
            body: res.body,
            url,
          });
        } catch (error) {
          samples.push({
            at: started - t0,
            ms: Date.now() - started,
            status: 0,
            body: String(error),
            url,
          });
        }
        await sleep(20);
      }
    };
    const workers = Array.from({ length: 20 }, (_, n) => worker(n));
    await sleep(3_000);
    const downAt = Date.now() - t0;
    cluster.stop('fast');
    await sleep(1_000);
    const health = await call(base, 'GET', '/api/health');
    await sleep(outageMs - 1_000);
    const upAt = Date.now() - t0;
    cluster.start();
    const recovered = await waitFor(
      async () => (await call(base, 'GET', '/api/health')).status === 200,
      30_000,
    );
    const recoveredAt = Date.now() - t0;
    await sleep(5_000);
    running = false;
    await Promise.all(workers);

    // Requests that began while the server was stopped (a second's margin on both sides).
    const during = samples.filter((s) => s.at > downAt + 500 && s.at < upAt - 500);
    const wrong = during.filter(
      (s) =>
        !(
          s.status === 503 &&
          (s.url === '/api/health' || JSON.parse(s.body).message === DOWN_MESSAGE)
        ) &&
        // A list served from the cache may still answer: only while it is valid, and never 5xx.
        s.status !== 200,
    );
    const slowest = Math.max(0, ...during.map((s) => s.ms));
    checks.add(
      'requests during the outage',
      '503 in Serbian (or a valid cached 200), none other',
      `${during.length} requests, ${during.filter((s) => s.status === 503).length} × 503, ${wrong.length} other${wrong[0] ? ` (first: ${wrong[0].status} ${wrong[0].body.slice(0, 120)})` : ''}`,
      during.length > 0 && wrong.length === 0,
    );
    checks.add(
      'slowest answer during the outage',
      '< 5 s',
      `${(slowest / 1000).toFixed(2)} s`,
      slowest < 5_000,
    );
    checks.add(
      'health during the outage',
      '503 {database: down}',
      `${health.status} ${health.body}`,
      health.status === 503 && health.json().database === 'down',
    );
    checks.add(
      'serves again after the database is back',
      'health 200 within 30 s, no restart',
      recovered ? `${((recoveredAt - upAt) / 1000).toFixed(1)} s` : 'never',
      recovered && !server.crashed(),
    );
    const after = samples.filter((s) => s.at > recoveredAt + 1_000);
    const afterBad = after.filter((s) => s.status !== 200);
    checks.add(
      'requests after recovery',
      'all 200',
      `${after.length - afterBad.length} of ${after.length}`,
      after.length > 0 && afterBad.length === 0,
    );
    await server.stop();
    await db.drop();
  } finally {
    if (server && !server.crashed()) await server.stop();
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
