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

  it('takes hop counts 1 to 10 and refuses values that trust any chain, naming the variable', () => {
    expect(parseConfig({ TRUST_PROXY: '10' }).TRUST_PROXY).toBe(10);
    expect(parseConfig({ TRUST_PROXY: '::1, fd00::/16' }).TRUST_PROXY).toEqual([
      '::1',
      'fd00::/16',
    ]);
    for (const value of ['11', '99', '0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0', '10.0.0.0/33']) {
      let message = '';
      try {
        parseConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, value).toMatch(/TRUST_PROXY: /);
      expect(message, value).toMatch(/(proksija|adrese)/);
    }
    expect(() => parseConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/obuhvata sve adrese/);
    expect(() => parseConfig({ TRUST_PROXY: '99' })).toThrow(/od 1 do 10/);
  });

  it('refuses ranges that alone or together are too broad, IPv4-mapped ones included', () => {
    const refused = (value: string) => {
      try {
        parseConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error, value).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return undefined;
    };
    const alone =
      /TRUST_PROXY: opseg kraći od \/8 \(IPv4\) ili \/16 \(IPv6\) obuhvata previše adresa/;
    const together = /TRUST_PROXY: opsezi zajedno obuhvataju previše adresa/;
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '2001::/15',
      '::ffff:0.0.0.0/100',
    ]) {
      expect(refused(value), value).toMatch(alone);
    }
    // Every /8 of the IPv4 space listed one by one is everyone too; and so is an IPv6 range that
    // holds the IPv4-mapped space (a client's IPv4 address is matched as ::ffff:a.b.c.d).
    const everyEight = Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`).join(',');
    for (const value of [everyEight, '10.0.0.0/8,11.0.0.0/8', '::/80', '2001::/16,2002::/16']) {
      expect(refused(value), value.slice(0, 40)).toMatch(together);
    }
    expect(refused('::ffff:0:0/96')).toMatch(/obuhvata sve adrese/);
    // The usual private ranges together, a /8, a /16 of IPv6, and one range listed twice pass.
    for (const value of [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16',
      '100.64.0.0/10,10.0.0.0/8',
      'fd00::/16',
      '10.0.0.0/8,10.0.0.0/8',
      '::ffff:10.0.0.0/104',
    ]) {
      expect(refused(value), value).toBeUndefined();
    }
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
