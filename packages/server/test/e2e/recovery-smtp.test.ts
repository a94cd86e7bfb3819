import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../plugins/notify-harness.ts';
import { approvedUser, auth, buildTestApp, login, type TestApp } from '../helpers.ts';

describe('password recovery through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'AutoBerza <no-reply@autoberza.rs>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a link whose token sets a new password end to end', async () => {
    const user = await approvedUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);

    const result = await t.app.outbox.drain();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((m) => m.to.includes(user.email) && /lozink/i.test(m.decoded));
    expect(mail, 'recovery mail received').toBeDefined();
    const link = /http:\/\/localhost:5173\/new-password\/([\w-]+)/.exec(mail!.decoded);
    expect(link).not.toBeNull();

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery-account',
      payload: { token: link![1], password: 'IzMejla90Z', confirmPassword: 'IzMejla90Z' },
    });
    expect(set.statusCode).toBe(200);
    const token = await login(t.app, user.email, 'IzMejla90Z');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(me.json().email).toBe(user.email);
    // The link was single use.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery-account',
      payload: { token: link![1], password: 'Drugi12345X' },
    });
    expect(reuse.statusCode).toBe(400);
  });
});
