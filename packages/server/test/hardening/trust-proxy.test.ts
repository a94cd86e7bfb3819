import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers.ts';

// A security probe found (decision 007): TRUST_PROXY=true believed any client's X-Forwarded-For, so 60 guesses
// from rotating made-up addresses met no limit.
describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies, and refuses "trust everyone"', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: 'svi' })).toThrow(/TRUST_PROXY/);
  });

  const guesses = async (env: Record<string, string>, forwardedFor: (i: number) => string) => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '5', ...env } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'x-forwarded-for': forwardedFor(i) },
          payload: { email: 'zrtva@example.rs', password: `Pogodak${i}xx` },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  };

  it('behind one proxy, a made-up address before the real one does not escape the limit', async () => {
    // The proxy appends the address it saw; the client controls only what comes before it.
    const statuses = await guesses({ TRUST_PROXY: '1' }, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('with the proxies listed, a client that is not one of them is not believed', async () => {
    const statuses = await guesses({ TRUST_PROXY: '10.0.0.1' }, (i) => `198.51.100.${i}`);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});
