import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OPERATOR, loadConfig, parseConfig } from '../src/config.ts';
import { isValidPib } from '@autoberza/contract/company';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'autoberza-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      PUBLIC_BROWSING: false,
      SEED_DEMO: true,
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_MAX).toBe(20);
    expect(config.SUBSCRIPTION_PRICE_RSD).toBe(2400);
    expect(config.EUR_RSD_RATE).toBe(117.2);
    expect(config.ADVERT_ACTIVE_DAYS).toBe(30);
    expect(config.PAYMENT_RECIPIENT).toBe('AutoBerza d.o.o., Beograd');
    expect(config.PAYMENT_ACCOUNT).toBe('160-0000000012345-95');
    expect(config.PAYMENT_CODE).toBe('221');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SEARCH_CACHE_TTL_SECONDS).toBe(30);
    // Renders leave a core to the API: one less than the machine's cores, at least one.
    expect(config.RENDER_THREADS).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('names a support address for users, never the no-reply sender', () => {
    expect(parseConfig({}).SUPPORT_EMAIL).toBe('podrska@autoberza.local');
    expect(parseConfig({ ADMIN_EMAIL: 'admin@a.rs' }).SUPPORT_EMAIL).toBe('admin@a.rs');
    expect(
      parseConfig({ ADMIN_EMAIL: 'admin@a.rs', OPERATOR_EMAIL: 'info@a.rs' }).SUPPORT_EMAIL,
    ).toBe('info@a.rs');
    expect(
      parseConfig({ OPERATOR_EMAIL: 'info@a.rs', SUPPORT_EMAIL: 'podrska@a.rs' }).SUPPORT_EMAIL,
    ).toBe('podrska@a.rs');
    expect(() =>
      parseConfig({ MAIL_FROM: 'AutoBerza <no-reply@a.rs>', SUPPORT_EMAIL: 'No-Reply@a.rs' }),
    ).toThrow(/SUPPORT_EMAIL: ne sme biti adresa pošiljaoca/);
    expect(() => parseConfig({ SUPPORT_EMAIL: 'podrska' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('refuses to start in production without the operator the privacy notice names', () => {
    let error: unknown;
    try {
      parseConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_PIB']) {
      expect(message).toContain(`${name}: obavezno uz NODE_ENV=production`);
    }
    const real = {
      NODE_ENV: 'production',
      OPERATOR_NAME: 'AutoBerza d.o.o.',
      OPERATOR_ADDRESS: 'Bulevar 1, Beograd',
      OPERATOR_PIB: '100002887',
    };
    expect(parseConfig(real)).toMatchObject({ ...real, OPERATOR_DEMO: false });
    // One of the three missing is enough to refuse.
    expect(() => parseConfig({ ...real, OPERATOR_ADDRESS: ' ' })).toThrow(
      /OPERATOR_ADDRESS: obavezno/,
    );
  });

  it('stands a marked demo operator in for the missing details outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(parseConfig({ NODE_ENV })).toMatchObject({ ...DEMO_OPERATOR, OPERATOR_DEMO: true });
    }
    expect(DEMO_OPERATOR.OPERATOR_NAME).toMatch(/^Demo operater — nije stvarno pravno lice$/);
    expect(isValidPib(DEMO_OPERATOR.OPERATOR_PIB)).toBe(true);
  });

  it('checks the check digit of a PIB (ISO 7064, MOD 11,10)', () => {
    // Real PIBs of Serbian companies, and each with its last digit changed.
    for (const pib of ['100002887', '101670560', '100001378']) {
      expect(isValidPib(pib), pib).toBe(true);
      expect(() => parseConfig({ OPERATOR_PIB: pib })).not.toThrow();
      const wrong = `${pib.slice(0, 8)}${(Number(pib[8]) + 1) % 10}`;
      expect(isValidPib(wrong), wrong).toBe(false);
      expect(() => parseConfig({ OPERATOR_PIB: wrong })).toThrow(
        /OPERATOR_PIB: PIB nije ispravan: poslednja cifra nije njegova kontrolna cifra/,
      );
    }
    expect(() => parseConfig({ OPERATOR_PIB: '12345678' })).toThrow(
      /OPERATOR_PIB: PIB ima 9 cifara/,
    );
    expect(isValidPib('10000288a')).toBe(false);
  });

  it('defaults APP_URL to the port it listens on, so links and the banner match', () => {
    expect(parseConfig({ PORT: '4123' }).APP_URL).toBe('http://localhost:4123');
    expect(parseConfig({ PORT: '4123', APP_URL: 'https://autoberza.rs' }).APP_URL).toBe(
      'https://autoberza.rs',
    );
  });

  it('parses booleans, lists and urls', () => {
    const config = parseConfig({
      PUBLIC_BROWSING: 'true',
      SEED_DEMO: '0',
      CORS_ORIGINS: 'https://a.rs, https://b.rs',
      APP_URL: 'https://autoberza.rs/',
      DATABASE_URL: 'postgres://u@db:5432/x',
      DATABASE_POOL_MAX: '40',
      SUBSCRIPTION_PRICE_RSD: '3000',
      PAYMENT_ACCOUNT: '265-1234567890123-40',
      PAYMENT_CODE: '289',
      SEARCH_CACHE_TTL_SECONDS: '0',
      RENDER_THREADS: '3',
    });
    expect(config.RENDER_THREADS).toBe(3);
    expect(config.DATABASE_POOL_MAX).toBe(40);
    expect(config.SEARCH_CACHE_TTL_SECONDS).toBe(0);
    expect(config.SUBSCRIPTION_PRICE_RSD).toBe(3000);
    expect(config.PAYMENT_ACCOUNT).toBe('265-1234567890123-40');
    expect(config.PAYMENT_CODE).toBe('289');
    expect(config.PUBLIC_BROWSING).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['https://a.rs', 'https://b.rs']);
    expect(config.APP_URL).toBe('https://autoberza.rs');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_POOL_MAX', '0'],
    ['SEARCH_CACHE_TTL_SECONDS', '-1'],
    ['SEARCH_CACHE_TTL_SECONDS', '1.5'],
    ['RENDER_THREADS', '0'],
    ['RENDER_THREADS', 'dva'],
    ['SUBSCRIPTION_PRICE_RSD', '-5'],
    ['EUR_RSD_RATE', '0'],
    ['EUR_RSD_RATE', 'evro'],
    ['ADVERT_ACTIVE_DAYS', '3'],
    ['ADVERT_ACTIVE_DAYS', 'mesec'],
    ['PAYMENT_ACCOUNT', '12345'],
    ['PAYMENT_ACCOUNT', '160-0000000012345-67'],
    ['PAYMENT_CODE', '21'],
    ['PAYMENT_CODE', '321'],
    ['PAYMENT_RECIPIENT', 'AutoBerza | Beograd'],
    ['PAYMENT_RECIPIENT', 'A'.repeat(71)],
    ['APP_URL', 'localhost'],
    ['PUBLIC_BROWSING', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('says in Serbian why a payment account, payee or code cannot go on the slip', () => {
    expect(() => parseConfig({ PAYMENT_ACCOUNT: '160-0000000012345-67' })).toThrow(
      'PAYMENT_ACCOUNT: kontrolni broj računa nije ispravan: za 160-0000000012345 treba da bude 95 (MOD 97)',
    );
    expect(() => parseConfig({ PAYMENT_ACCOUNT: '160-12345' })).toThrow(
      /PAYMENT_ACCOUNT: račun u obliku 160-0000000012345-95/,
    );
    // The short and the 18-digit forms of a good account are both accepted.
    expect(parseConfig({ PAYMENT_ACCOUNT: '840-955845-10' }).PAYMENT_ACCOUNT).toBe('840-955845-10');
    expect(parseConfig({ PAYMENT_ACCOUNT: '840000000095584510' }).PAYMENT_ACCOUNT).toBe(
      '840000000095584510',
    );
    expect(() => parseConfig({ PAYMENT_RECIPIENT: 'AutoBerza | Beograd' })).toThrow(
      /PAYMENT_RECIPIENT: sadrži znak koji IPS QR kôd ne dozvoljava: „\|“/,
    );
    expect(() => parseConfig({ PAYMENT_CODE: '321' })).toThrow(
      /PAYMENT_CODE: šifra plaćanja ima tri cifre/,
    );
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
    const given = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: given }).JWT_SECRET).toBe(given);
  });
});
