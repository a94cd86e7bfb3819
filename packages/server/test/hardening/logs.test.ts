import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { DEMO_OPERATOR } from '../../src/config.ts';
import { approvedUser, buildTestApp } from '../helpers.ts';

/** A logger that keeps every line, as the server's own options configure it. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('info') as object), stream } };
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNo';
const EMAIL = 'tajna.adresa@example.rs';

describe('the log keeps no secrets (finding 3)', () => {
  it('a failed query is logged without its parameters', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({ logger });
    try {
      const error = await t.app.db.execute(sql`select ${HASH}::int, ${EMAIL}::int`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      t.app.log.error({ err: error }, 'query failed');
      const line = lines.find((l) => l.includes('query failed'))!;
      expect(line).toBeDefined();
      expect(line).not.toContain(HASH);
      expect(line).not.toContain('c2VjcmV0c2FsdA');
      expect(line).not.toContain(EMAIL);
      // What helps find the cause stays: the statement and PostgreSQL's code.
      expect(line).toContain('params: [redacted]');
      expect(line).toMatch(/select \$1::int/);
    } finally {
      await t.close();
    }
  });

  it('passwords, tokens and reset links never reach the request log', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({
      logger,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info', ...DEMO_OPERATOR },
    });
    try {
      const user = await approvedUser(t.app, { email: EMAIL });
      await t.app.inject({ method: 'POST', url: '/api/user/recovery', payload: { email: EMAIL } });
      await t.app.outbox.drain();
      const all = lines.join('\n');
      expect(all).toContain('mail written as .eml');
      expect(all).toContain('links are not logged in production');
      expect(all).not.toMatch(/new-password\/[A-Za-z0-9_-]{10,}/);
      expect(all).not.toContain(EMAIL);
      expect(all).not.toContain(user.password);
      expect(all).not.toContain(user.token);
    } finally {
      await t.close();
    }
  });

  it('outside production the reset link is logged, for local use without SMTP', async () => {
    const { lines, logger } = capture();
    const t = await buildTestApp({ logger, env: { LOG_LEVEL: 'info' } });
    try {
      await approvedUser(t.app, { email: EMAIL });
      await t.app.inject({ method: 'POST', url: '/api/user/recovery', payload: { email: EMAIL } });
      await t.app.outbox.drain();
      const all = lines.join('\n');
      expect(all).toContain('their links are logged (not in production)');
      expect(all).toMatch(/new-password\/[A-Za-z0-9_-]{10,}/);
    } finally {
      await t.close();
    }
  });
});
