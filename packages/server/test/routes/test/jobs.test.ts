import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers.ts';

describe('POST /api/test/jobs/:name', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('does not exist without E2E_CLOCK_CONTROL', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/test/jobs/favouriteDigest' });
    expect(res.statusCode).toBe(404);
  });

  it('runs a job now with E2E_CLOCK_CONTROL, and refuses an unknown one', async () => {
    t = await buildTestApp({ env: { E2E_CLOCK_CONTROL: 'true' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/jobs/favouriteDigest' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ handled: 0 });
    const bad = await t.app.inject({ method: 'POST', url: '/api/test/jobs/everything' });
    expect(bad.statusCode).toBe(400);
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.includes('/test/'))).toBe(false);
  });
});
