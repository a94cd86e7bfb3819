import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { fetch, FormData, Pool } from 'undici';
import { requestArb, operationsOf, type FuzzRequest, type OpenApi } from '../lib/fuzz-requests.ts';
import { nestedText } from '../lib/nested-json.ts';
import { advertForm, adminLogin, approvedSellers, call, photos, references } from '../lib/http.ts';
import { createDatabase } from '../lib/pg.ts';
import { type Checks, LEAK, type Mode } from '../lib/report.ts';
import { checkHealthAfter, startServer } from '../lib/server.ts';

/**
 * Six bodies of 20,000 nested arrays at once, three with a session and three without, and health
 * asked meanwhile: each such body took half a second of recursion, and three of them held health
 * up for 3.2 s, before the depth limit (docs/decisions/031-guarded-routes.md).
 */
async function deepBurst(base: string, token: string, checks: Checks): Promise<void> {
  const body = nestedText({ kind: 'nested', shape: 'arrays', size: 20_000 });
  const deep = [token, token, token, undefined, undefined, undefined].map((session) =>
    fetch(`${base}/api/fcm/save-token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body,
    }).then((res) => res.status),
  );
  await delay(5);
  const started = performance.now();
  const health = await fetch(`${base}/api/health`);
  const healthMs = performance.now() - started;
  const statuses = await Promise.all(deep);
  checks.add(
    'deep bodies at once: answers, and health meanwhile',
    '400 with a session, 401 without; health < 1,000 ms',
    `${statuses.join(', ')}; health ${health.status} in ${healthMs.toFixed(0)} ms`,
    statuses.join() === '400,400,400,401,401,401' && health.status === 200 && healthMs < 1_000,
  );
}

interface Finding {
  op: string;
  status: number;
  request: string;
  answer: string;
}

/**
 * Schema-driven fuzzing of every operation in /api/openapi.json: 2,000 requests in the short
 * run, 20,000 in the full one (FUZZ_SEED repeats a run). No answer may be a 5xx or show a stack,
 * SQL or a path; every refusal is `{ message }`; the server is healthy afterwards.
 */
export async function fuzz(mode: Mode, checks: Checks): Promise<void> {
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-fuzz-'));
  const server = await startServer({
    env: {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '1000000',
      ...(process.env.FUZZ_DEBUG ? { LOG_LEVEL: 'info' } : {}),
    },
  });
  try {
    const base = server.url;
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApi;
    const ops = operationsOf(doc);
    let [seller] = await approvedSellers(base, 1, 'fuzz');
    let admin = await adminLogin(base);
    const refs = await references(base, seller!.token);
    const [jpeg] = await photos(1, 320, 240);
    const car = await call(base, 'POST', '/api/car', {
      token: seller!.token,
      body: advertForm(refs, 1, [jpeg!]),
    });
    const ids = {
      uuids: [
        car.json<{ _id: string }>()._id,
        seller!.id,
        refs.brands[0]!._id,
        refs.models[0]!._id,
        refs.bodies[0]!._id,
        refs.fuels[0]!._id,
      ],
    };

    const count = mode === 'full' ? 20_000 : 2_000;
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    console.log(`  fuzz: ${ops.length} operations, ${count} requests, FUZZ_SEED=${seed}`);
    const requests = fc.sample(requestArb(ops, ids), { numRuns: count, seed });

    const statuses = new Map<string, number>();
    const perOp = new Map<string, number>();
    const codes = new Map<number, number>();
    const findings: Finding[] = [];
    let notMessage = 0;
    let lastStatus = 0;
    let closedOnOversized = 0;
    let done = 0;
    let next = 0;
    const garbage = randomBytes(2048);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );

    const started = Date.now();
    const refresh = async () => {
      admin = await adminLogin(base).catch(() => admin);
      const again = await call(base, 'POST', '/api/user/login', {
        json: { email: seller!.email, password: 'Otpornost47Prodavac' },
      });
      if (again.status === 200)
        seller = { ...seller!, token: again.json<{ token: string }>().token };
      // Blocked, rejected or renamed by an earlier request: a new seller takes over. Another
      // worker's fuzzed logout can end the admin's session meanwhile, so try a few times.
      else {
        for (let attempt = 1; ; attempt += 1) {
          try {
            [seller] = await approvedSellers(base, 1, 'fuzz');
            break;
          } catch (error) {
            if (attempt === 5) throw error;
          }
        }
      }
    };

    const send = async (r: FuzzRequest, dispatcher: Pool, previous: string) => {
      const headers: Record<string, string> = {};
      if (r.auth === 'user') headers.authorization = `Bearer ${seller!.token}`;
      if (r.auth === 'admin') headers.authorization = `Bearer ${admin}`;
      if (r.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
      let body: string | FormData | Buffer | undefined;
      const b = r.body;
      if (r.method !== 'GET' && r.method !== 'HEAD') {
        if (b.kind === 'json') {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(b.value) ?? 'null';
        } else if (b.kind === 'raw') {
          if (b.contentType) headers['content-type'] = b.contentType;
          body = b.text;
        } else if (b.kind === 'nested') {
          headers['content-type'] = 'application/json';
          body = nestedText(b);
        } else if (b.kind === 'oversized') {
          headers['content-type'] = 'application/json';
          body = JSON.stringify({ message: 'x'.repeat(1_500_000) });
        } else if (b.kind === 'multipart') {
          const form = new FormData();
          for (const [k, v] of b.fields) form.append(k, v);
          for (const [i, file] of b.files.entries()) {
            const content =
              file === 'jpeg'
                ? jpeg!
                : file === 'garbage'
                  ? garbage
                  : file === 'svg'
                    ? svg
                    : Buffer.alloc(0);
            form.append(
              b.fileField,
              new Blob([content], { type: file === 'svg' ? 'image/svg+xml' : 'image/jpeg' }),
              `f${i}.jpg`,
            );
          }
          body = form;
        } else if (b.kind === 'broken-multipart') {
          const boundary = '----fuzz';
          const part = `--${boundary}\r\nContent-Disposition: form-data; name="label"\r\n\r\nGolf\r\n--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
          headers['content-type'] =
            b.variant === 'no-boundary'
              ? 'multipart/form-data'
              : `multipart/form-data; boundary=${boundary}`;
          body = b.variant === 'garbage' ? garbage.toString('latin1') : part;
        }
      }
      let status = 0;
      let answer: string;
      const sentAt = ((Date.now() - started) / 1000).toFixed(1);
      try {
        const res = await fetch(`${base}${r.url}`, {
          dispatcher,
          method: r.method,
          headers,
          body: body ?? null,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        answer = await res.text();
      } catch (error) {
        answer = `request failed: ${(error as Error).message} ${String((error as Error).cause ?? '')}`;
      }
      lastStatus = status;
      const cls = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
      codes.set(status, (codes.get(status) ?? 0) + 1);
      statuses.set(cls, (statuses.get(cls) ?? 0) + 1);
      perOp.set(r.op, (perOp.get(r.op) ?? 0) + 1);
      const summary = `at ${sentAt} s, after ${previous}: ${r.method} ${r.url.slice(0, 160)} auth=${r.auth} body=${JSON.stringify(b).slice(0, 200)}`;
      if (
        status === 0 &&
        (b.kind === 'oversized' || (typeof body === 'string' && body.length > 1024 * 1024)) &&
        /EPIPE|ECONNRESET|other side closed/.test(answer)
      ) {
        // The server answered 413 at once and closed the connection; the client was still sending.
        closedOnOversized += 1;
      } else if (status === 0 || status >= 500)
        findings.push({ op: r.op, status, request: summary, answer: answer.slice(0, 300) });
      else if (status >= 400) {
        if (LEAK.test(answer))
          findings.push({ op: r.op, status, request: summary, answer: answer.slice(0, 300) });
        let isMessage = false;
        try {
          const json = JSON.parse(answer) as Record<string, unknown>;
          isMessage = typeof json.message === 'string' && Object.keys(json).length === 1;
        } catch {
          // not JSON
        }
        if (!isMessage) {
          notMessage += 1;
          if (notMessage <= 3)
            console.log(`  not { message }: ${status} ${summary} → ${answer.slice(0, 200)}`);
        }
      }
      if (status === 401 && r.auth !== 'none' && r.auth !== 'garbage') await refresh();
    };

    await Promise.all(
      Array.from({ length: 8 }, async () => {
        // One keep-alive connection per worker, as one client has.
        const dispatcher = new Pool(base, { connections: 1 });
        let previous = 'nothing';
        while (next < requests.length) {
          const r = requests[next++]!;
          await send(r, dispatcher, previous);
          previous = process.env.FUZZ_DEBUG
            ? `${r.method} ${r.url.slice(0, 80)} auth=${r.auth} ${JSON.stringify(r.body).slice(0, 400)} → ${lastStatus}`
            : `${r.method} ${r.url.slice(0, 80)} (${r.body.kind})`;
          done += 1;
        }
        await dispatcher.close();
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    const fives = findings.filter((f) => f.status === 0 || f.status >= 500);
    const leaks = findings.filter((f) => f.status > 0 && f.status < 500);
    if (process.env.FUZZ_DEBUG) {
      for (const f of findings.filter((x) => x.status === 0 && /timeout/.test(x.answer))) {
        const path = f.request.split(': ')[1]?.split(' ')[1]?.split('?')[0]?.slice(0, 50) ?? '';
        console.log(`  server lines for ${path}:`);
        for (const line of server
          .output()
          .split('\n')
          .filter((l) => path && l.includes(path))
          .slice(-6))
          console.log(`    ${line.slice(0, 300)}`);
      }
    }
    for (const f of findings.slice(0, 10))
      console.log(`  finding ${f.op}: ${f.status} ${f.request}\n    → ${f.answer}`);
    console.log(
      `  statuses: ${[...codes]
        .sort((x, y) => x[0] - y[0])
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
    checks.add(
      'requests over every operation',
      `${count} over ${ops.length} operations`,
      `${done} in ${seconds.toFixed(0)} s, ${perOp.size} operations; ${[...statuses]
        .sort()
        .map(([k, v]) => `${v} × ${k}`)
        .join(', ')}`,
      done === count && perOp.size === ops.length,
    );
    checks.add(
      '5xx or no answer',
      '0',
      `${fives.length} (and ${closedOnOversized} oversized bodies cut off by the 413's close while still being sent)`,
      fives.length === 0,
    );
    checks.add('stack, SQL or path in an answer', '0', `${leaks.length}`, leaks.length === 0);
    checks.add('refusals as { message }', 'all', `${notMessage} not`, notMessage === 0);
    // A fuzzed logout may have ended the seller's session.
    await refresh();
    await deepBurst(base, seller!.token, checks);
    await checkHealthAfter(checks, server);
  } finally {
    if (!server.crashed()) await server.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
