// The open-loop generator's process (see open-loop.ts): each request leaves at its scheduled
// time whether or not the earlier ones have answered, and its latency counts from that time,
// so a server that stalls is charged for every request that waited (no coordinated omission).
// How late each request left is kept too: a generator that cannot keep its schedule measures
// itself, not the server.
import { Pool } from 'undici';

const options = await new Promise((resolve) => process.once('message', resolve));
const { origin, paths, rate, seconds, headers, connections, timeoutMs } = options;
const pool = new Pool(origin, { connections, pipelining: 1 });
const total = Math.max(1, Math.round(rate * seconds));
const interval = 1000 / rate;
const latencies = new Float64Array(total);
const lateness = new Float64Array(total);
let sent = 0;
let answered = 0;
let errors = 0;
const statuses = {};

const start = performance.now() + 20;
await new Promise((resolve) => {
  const finish = () => {
    answered += 1;
    if (answered === total) resolve();
  };
  const send = (index, intended) => {
    pool
      .request({
        path: paths[index % paths.length],
        method: 'GET',
        headers,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      })
      .then(async (res) => {
        await res.body.dump();
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode < 200 || res.statusCode >= 300) errors += 1;
      })
      .catch(() => {
        errors += 1;
      })
      .finally(() => {
        latencies[index] = performance.now() - intended;
        finish();
      });
  };
  const tick = () => {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      const intended = start + sent * interval;
      lateness[sent] = now - intended;
      send(sent, intended);
      sent += 1;
    }
    if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
  };
  setTimeout(tick, Math.max(0, start - performance.now()));
});
await pool.close();
process.send({ latencies, lateness, sent, errors, statuses }, () => process.disconnect());
