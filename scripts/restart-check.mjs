// The README's start command, twice, as a user runs it on the next day: build the
// product, start it on a fresh data folder, write something, stop; build again, start again on
// the same folder. The second start must answer, keep the first start's admin and data, and not
// print a new admin password. A build that emits nothing (stale build info) fails here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages/server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-restart-'));

function fail(message) {
  console.error(`restart check: FAIL: ${message}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

function build(round) {
  console.log(`restart check: build ${round} (pnpm build)`);
  const { status } = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) fail(`build ${round} exited with ${status}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node dist/server.js` as `pnpm start` does; resolves once /api/health answers 200. */
async function start(port) {
  const child = spawn('node', ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires the operator the privacy notice names; this check's is a demo.
      OPERATOR_NAME: 'Demo operater — nije stvarno pravno lice',
      OPERATOR_ADDRESS: 'Primer ulica 1, 11000 Beograd (demo adresa)',
      OPERATOR_PIB: '999999995',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      fail(`no healthy answer within 90 s:\n${output}`);
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(port, method, url, { token, body } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : text };
}

const adminLine = /e-mail:\s+(\S+)\s*[\s\S]*?lozinka:\s+(\S+)/;
const marker = `Poruka posle prvog starta ${Date.now()}`;

build(1);
const port = await freePort();
const first = await start(port);
const printed = first.output().match(adminLine);
if (!printed) fail(`the first start printed no admin account:\n${first.output()}`);
const [, adminEmail, adminPassword] = printed;
const login1 = await call(port, 'POST', '/api/user/login', {
  body: { email: adminEmail, password: adminPassword },
});
if (login1.status !== 200) fail(`the printed admin could not sign in: ${login1.status}`);
const sent = await call(port, 'POST', '/api/contact', {
  token: login1.json.token,
  body: { name: 'Provera restarta', email: 'restart@demo.autoberza.example', message: marker },
});
if (sent.status !== 201) fail(`the contact message was refused: ${sent.status}`);
await first.stop();
console.log('restart check: first start answered, admin signed in, a message was written');

build(2);
const second = await start(port);
try {
  const page = await fetch(`http://127.0.0.1:${port}/login`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root"'))
    fail(`the second start serves no app page at /login (${page.status})`);
  if (adminLine.test(second.output()))
    fail(`the second start printed a new admin password:\n${second.output()}`);
  const login2 = await call(port, 'POST', '/api/user/login', {
    body: { email: adminEmail, password: adminPassword },
  });
  if (login2.status !== 200) fail(`the first start's admin cannot sign in: ${login2.status}`);
  const messages = await call(port, 'GET', '/api/admin/contact-messages?limit=50', {
    token: login2.json.token,
  });
  const kept = messages.json.data?.some?.((m) => m.message === marker);
  if (!kept) fail(`the first start's contact message is gone: ${JSON.stringify(messages.json)}`);
} finally {
  await second.stop();
}
rmSync(dataDir, { recursive: true, force: true });
console.log('restart check: PASS (second build started on the same data: admin and data kept)');
