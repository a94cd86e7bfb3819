import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { buildTestApp, type TestApp } from '../../helpers.ts';

describe('POST /api/test/clock', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('does not exist without E2E_CLOCK_CONTROL', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { offsetMs: 60_000 },
    });
    expect(res.statusCode).toBe(404);
    const before = t.clock.now().getTime();
    expect(t.app.clock.now().getTime()).toBe(before);
  });

  it('moves the server clock with E2E_CLOCK_CONTROL and NODE_ENV=test', async () => {
    t = await buildTestApp({ env: { E2E_CLOCK_CONTROL: 'true' } });
    const base = t.clock.now().getTime();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { offsetMs: 21 * 60_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offsetMs: 21 * 60_000,
      now: new Date(base + 21 * 60_000).toISOString(),
    });
    expect(t.app.clock.now().getTime()).toBe(base + 21 * 60_000);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { offsetMs: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets the clock to an instant, also one in the past, from where it runs on', async () => {
    t = await buildTestApp({ env: { E2E_CLOCK_CONTROL: 'true' } });
    const base = t.clock.now().getTime();
    // Three days and an hour before the test clock's 2026-03-01T10:00:00Z.
    const at = new Date('2026-02-26T09:00:00.000Z');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { at: '2026-02-26T10:00:00+01:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offsetMs: at.getTime() - base, now: at.toISOString() });
    t.clock.advance(60_000);
    expect(t.app.clock.now().toISOString()).toBe('2026-02-26T09:01:00.000Z');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { at: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the clock and runs a job now, only with E2E_CLOCK_CONTROL', async () => {
    t = await buildTestApp({ env: { E2E_CLOCK_CONTROL: 'true' } });
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs: 5000 } });
    const clock = await t.app.inject({ method: 'GET', url: '/api/test/clock' });
    expect(clock.json()).toMatchObject({ offsetMs: 5000 });
    const job = await t.app.inject({ method: 'POST', url: '/api/test/jobs/savedSearchDigest' });
    expect(job.statusCode).toBe(200);
    expect(job.json()).toEqual({ handled: 0 });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/test/jobs/dropTables' });
    expect(unknown.statusCode).toBe(400);
    await t.close();
    t = await buildTestApp();
    const off = await t.app.inject({ method: 'POST', url: '/api/test/jobs/savedSearchDigest' });
    expect(off.statusCode).toBe(404);
  });

  it('is left out of the OpenAPI document', async () => {
    t = await buildTestApp({ env: { E2E_CLOCK_CONTROL: 'true' } });
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.includes('/test/'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it.each(['production', 'development'])('refuses to start with NODE_ENV=%s', (env) => {
    expect(() =>
      loadConfig({ NODE_ENV: env, E2E_CLOCK_CONTROL: 'true', DATA_DIR: '/tmp/autoberza-never' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: env, E2E_CLOCK_CONTROL: 'true', DATA_DIR: '/tmp/autoberza-never' }),
    ).toThrow(/E2E_CLOCK_CONTROL: dozvoljeno samo uz NODE_ENV=test/);
  });
});
