import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../src/app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers.ts';

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await buildTestApp({ logger: { ...(loggerOptions('info') as object), stream } });
  });
  afterAll(() => t.close());

  it('never contain passwords, bearer tokens or the secret of a mailed link', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const token = login.json().token as string;
    await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const secret = 'S3cretResetToken_abcdefghijklmnopqrstuvwxyz';
    await t.app.inject({ method: 'GET', url: `/new-password/${secret}` });
    await t.app.inject({ method: 'GET', url: `/verify-email/${secret}?x=1` });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery-account',
      payload: { token: secret, password: 'Nova12Lozinka' },
    });

    const log = lines.join('');
    expect(log).toContain('/new-password/[redacted]');
    expect(log).toContain('/api/user/me');
    expect(log).not.toContain(ADMIN_PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Nova12Lozinka');
  });

  it('redactUrl keeps the rest of the path', () => {
    expect(redactUrl('/verify-email/abc?utm=1')).toBe('/verify-email/[redacted]?utm=1');
    expect(redactUrl('/cars?brand=x')).toBe('/cars?brand=x');
  });
});
