import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hammer, helloWorld } from './api-mixed.ts';

const app = await buildApp({
  config: loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  }),
  outbox: { worker: false },
  renderFirstScreen: null,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const paths = (process.env.PROBE_PATHS ?? '/api/health').split(',');
await hammer(url, paths, 50, 2);
const a = await hammer(url, paths, 50, 8);
const h = await helloWorld(50, 8);
console.log(paths.join(','), Math.round(a.rps), 'p99', a.p99, '| hello', Math.round(h.rps), 'p99', h.p99, '| ratio', (a.rps / h.rps).toFixed(2));
await app.close();
