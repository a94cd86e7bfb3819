import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isValidPib } from '@autoberza/contract/company';
import { judgeProxyRanges, SHORTEST_PREFIX } from './lib/proxy-ranges.ts';
import { bankAccountProblem } from './lib/bank-account.ts';
import { IPS_QR_LIMITS, ipsTextProblem, paymentCodeProblem } from './lib/ips-qr-fields.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'očekuje se true ili false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = (protocols: RegExp) =>
  optionalString.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)),
    {
      message: 'nije ispravan URL',
    },
  );

const optionalEmail = optionalString.refine(
  (v) => v === undefined || z.email().safeParse(v).success,
  {
    message: 'nije ispravna adresa e-pošte',
  },
);

/**
 * Which proxies in front of the server are believed about the client's address
 * (`X-Forwarded-For`): none (`false`), the nearest N hops (`1` behind one load balancer), or the
 * proxies' addresses and ranges (`10.0.0.1,10.0.0.0/8`). "Everything" (`true`) is refused: it lets
 * any client name its own address and so step around every rate limit.
 */
const MAX_PROXY_HOPS = 10;

const PROXY_RANGE_ERRORS = {
  invalid: 'očekuje se false, broj proksija ili lista IP adresa/opsega odvojenih zarezom',
  everyone:
    'opseg /0 (npr. 0.0.0.0/0 ili ::/0) obuhvata sve adrese: navedite adrese proksija ispred servera',
  tooBroad: `opseg kraći od /${SHORTEST_PREFIX.ipv4} (IPv4) ili /${SHORTEST_PREFIX.ipv6} (IPv6) obuhvata previše adresa: navedite adrese proksija ispred servera`,
  tooBroadTogether: `opsezi zajedno obuhvataju previše adresa (koliko i opseg kraći od /${SHORTEST_PREFIX.ipv4} kod IPv4 ili /${SHORTEST_PREFIX.ipv6} kod IPv6): navedite adrese proksija ispred servera`,
} as const;

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || ['false', '0', 'no'].includes(value)) return false;
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PROXY_HOPS)
      return Number(value);
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true se više ne prihvata: navedite broj proksija ispred servera (npr. 1) ili njihove adrese (npr. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `broj proksija mora biti od 1 do ${MAX_PROXY_HOPS}; veći broj veruje svakom lancu adresa`,
      });
      return z.NEVER;
    }
    const addresses = value.split(',').map((a) => a.trim());
    const verdict = judgeProxyRanges(addresses);
    if (verdict !== 'ok') {
      ctx.addIssue({ code: 'custom', message: PROXY_RANGE_ERRORS[verdict] });
      return z.NEVER;
    }
    return addresses;
  });

const DEFAULT_SUPPORT_EMAIL = 'podrska@autoberza.local';

/** The operator's details the privacy notice names as the data controller. */
const OPERATOR_SETTINGS = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_PIB'] as const;

/**
 * The operator of a development or test server without OPERATOR_*: marked as a demo wherever it
 * shows, so nobody takes it for a real company (its PIB has a valid check digit, far above the
 * numbers issued so far). Benchmarks that run in production mode pass it explicitly.
 */
export const DEMO_OPERATOR = {
  OPERATOR_NAME: 'Demo operater — nije stvarno pravno lice',
  OPERATOR_ADDRESS: 'Primer ulica 1, 11000 Beograd (demo adresa)',
  OPERATOR_PIB: '999999995',
} as const;

const DEMO_SHOWN = 'required in production; elsewhere a demo operator, marked as such';

/** The bare address of a sender such as `AutoBerza <no-reply@autoberza.local>`. */
export function senderAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The whole environment, parsed and validated in one place. */
export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'dozvoljeno: development, production, test',
      })
      .default('development')
      .describe('`production` for a deployment; `test` only in the test suites'),
    PORT: z.coerce
      .number({ error: 'mora biti broj od 0 do 65535' })
      .int({ error: 'mora biti broj od 0 do 65535' })
      .min(0, { error: 'mora biti broj od 0 do 65535' })
      .max(65535, { error: 'mora biti broj od 0 do 65535' })
      .default(3000)
      .describe('port to listen on'),
    HOST: z.string().min(1).default('0.0.0.0').describe('address to listen on'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .describe(
        'PGlite database, JWT secret, uploaded images and the `.eml` outbox (relative to the working directory)',
      ),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/).describe(
      'a PostgreSQL server (`postgres://…`); without it the embedded PGlite in `DATA_DIR/pglite`',
    ),
    DATABASE_POOL_MAX: z.coerce
      .number({ error: 'mora biti broj od 1 do 500' })
      .int({ error: 'mora biti broj od 1 do 500' })
      .min(1, { error: 'mora biti broj od 1 do 500' })
      .max(500, { error: 'mora biti broj od 1 do 500' })
      .default(20)
      .describe('connections per instance in the PostgreSQL pool (1–500)'),
    JWT_SECRET: optionalString
      .refine((v) => v === undefined || v.length >= 32, {
        message: 'mora imati bar 32 znakova',
      })
      .meta({
        description:
          'token signing key (at least 32 characters); also keys the unsubscribe links, so every instance needs the same value',
        shownDefault: 'generated once into `DATA_DIR/jwt-secret`',
      }),
    /** A session's idle timeout: a token unused this long expires; one in use is renewed. */
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'primer: 7d, 12h')
      .default('12h')
      .describe(
        'idle timeout of a session (`30m`, `12h`, `7d`): a token unused this long expires; one in use is renewed after half of it (`X-Session-Token`)',
      ),
    /** However active, a session ends this long after sign-in. */
    SESSION_MAX_AGE: z
      .string()
      .regex(/^\d+[smhd]$/, 'primer: 30d')
      .default('30d')
      .describe(
        'however active, a session ends this long after sign-in; „Odjava“ ends every session of the account at once',
      ),
    /** Absent: http://localhost:<PORT>, so mailed links and the console banner match the port. */
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'nije ispravan URL' })
      .optional()
      .transform((v) => v?.replace(/\/+$/, ''))
      .meta({
        description: 'public address used in mailed links and printed at start',
        shownDefault: '`http://localhost:<PORT>`',
      }),
    PUBLIC_BROWSING: bool(false).describe(
      '`true` lets visitors browse cars and sellers, their first screen rendered on the server (docs/product.md, “Public browsing”); read at run time only',
    ),
    SMTP_URL: optionalUrl(/^smtps?:$/).describe(
      'mail transport (`smtp://user:pass@host:587`); without it mails are `.eml` files in `DATA_DIR/outbox` and their links are logged',
    ),
    MAIL_FROM: optionalString
      .default('AutoBerza <no-reply@autoberza.local>')
      .describe('sender of every e-mail'),
    SUBSCRIPTION_PRICE_RSD: z.coerce
      .number({ error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .int({ error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .min(1, { error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .max(10_000_000, { error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .default(2400)
      .describe('monthly subscription price in dinars, shown with the payment details'),
    /** docs/product.md, “Expiry and renewal”: how long an advert is listed before it expires. */
    ADVERT_ACTIVE_DAYS: z.coerce
      .number({ error: 'mora biti ceo broj dana od 4 do 365' })
      .int({ error: 'mora biti ceo broj dana od 4 do 365' })
      .min(4, { error: 'mora biti ceo broj dana od 4 do 365' })
      .max(365, { error: 'mora biti ceo broj dana od 4 do 365' })
      .default(30)
      .describe(
        'days an advert stays listed after it is posted or renewed; then it expires (its owner is e-mailed 3 days before and on the day) until the owner renews it',
      ),
    /** Dinars for one euro: a car's price is also shown in dinars, as an estimate. */
    EUR_RSD_RATE: z.coerce
      .number({ error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .min(1, { error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .max(1000, { error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .default(117.2)
      .describe(
        "dinars for one euro: a car's detail also shows its price in dinars, rounded to 1,000, as an estimate",
      ),
    PAYMENT_RECIPIENT: z
      .string()
      .trim()
      .min(1, { error: 'ne sme biti prazno' })
      // It is also the payee (tag N) of the slip's IPS QR code.
      .superRefine((v, ctx) => {
        const problem = ipsTextProblem(v, IPS_QR_LIMITS.payee);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default('AutoBerza d.o.o., Beograd')
      .describe(
        'payee on the payment slip a user gets with the reference number, and in its IPS QR code (at most 70 characters, no „|“)',
      ),
    PAYMENT_ACCOUNT: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = bankAccountProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default('160-0000000012345-95')
      .describe(
        'account the subscription is paid to, on the payment slip and in its IPS QR code; its 2 control digits are checked (MOD 97)',
      ),
    PAYMENT_CODE: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = paymentCodeProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default('221')
      .describe(
        'payment code („šifra plaćanja“) on the slip and in its IPS QR code: 221, goods and services for final consumption',
      ),
    OPERATOR_NAME: optionalString.meta({
      description:
        'the operator (data controller) named in the privacy notice, e.g. „AutoBerza d.o.o.“; required in production',
      shownDefault: DEMO_SHOWN,
    }),
    OPERATOR_ADDRESS: optionalString.meta({
      description:
        "the operator's registered address, shown in the privacy notice; required in production",
      shownDefault: DEMO_SHOWN,
    }),
    OPERATOR_PIB: optionalString
      .refine((v) => v === undefined || /^\d{9}$/.test(v), { message: 'PIB ima 9 cifara' })
      .refine((v) => v === undefined || !/^\d{9}$/.test(v) || isValidPib(v), {
        message:
          'PIB nije ispravan: poslednja cifra nije njegova kontrolna cifra (ISO 7064, MOD 11,10)',
      })
      .meta({
        description:
          "the operator's tax number (PIB: 9 digits, the last its check digit), shown in the privacy notice; required in production",
        shownDefault: DEMO_SHOWN,
      }),
    OPERATOR_EMAIL: optionalEmail.meta({
      description: "receives the contact form's messages",
      shownDefault: '`ADMIN_EMAIL`',
    }),
    SUPPORT_EMAIL: optionalEmail.meta({
      description:
        'the address users are told to write to (e-mails, a refused sign-in, the contact page); the `MAIL_FROM` address is refused',
      shownDefault: '`OPERATOR_EMAIL`, else `ADMIN_EMAIL`, else `podrska@autoberza.local`',
    }),
    ADMIN_EMAIL: optionalEmail.describe(
      'first admin, created at start; without it an empty database gets `admin@autoberza.local` with a password printed once',
    ),
    ADMIN_PASSWORD: optionalString.describe(
      'password of `ADMIN_EMAIL` (random and printed without it)',
    ),
    CORS_ORIGINS: optionalString
      .transform((v) =>
        v === undefined
          ? []
          : v
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean),
      )
      .meta({
        description: 'comma-separated origins allowed to call the API from elsewhere',
        shownDefault: '– (closed)',
      }),
    REDIS_URL: optionalUrl(/^rediss?:$/).describe(
      'shares rate-limit counters between instances (kept in memory otherwise)',
    ),
    /** How long a cached car list (search, newest, a seller's) is served before it is rebuilt; 0: no cache. */
    SEARCH_CACHE_TTL_SECONDS: z.coerce
      .number({ error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .int({ error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .min(0, { error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .max(3600, { error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .default(30)
      .describe(
        "seconds a cached car list (search, newest, a seller's) or rendered page is fresh, then served as long again while it is rebuilt, as long as the data has not changed; `0` turns the caches off",
      ),
    /**
     * Visitors' pages rendered at once, each in a worker thread (decision 011). Default: one less
     * than the machine's cores, at least one, so renders never take the last core from the API.
     */
    RENDER_THREADS: z.coerce
      .number({ error: 'mora biti ceo broj od 1 do 64' })
      .int({ error: 'mora biti ceo broj od 1 do 64' })
      .min(1, { error: 'mora biti ceo broj od 1 do 64' })
      .max(64, { error: 'mora biti ceo broj od 1 do 64' })
      .default(Math.max(1, availableParallelism() - 1))
      .meta({
        description:
          "visitors' pages rendered at once with `PUBLIC_BROWSING`, each in a worker thread; 8 more wait, the rest get the loading shell at once",
        shownDefault: 'one less than the cores (at least 1)',
      }),
    SEED_DEMO: bool(true).describe('demo dealers and adverts written on an empty database'),
    /** Requests per 15 minutes and client address on login, register, recovery and contact. */
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: 'mora biti ceo broj veći od 0' })
      .int({ error: 'mora biti ceo broj veći od 0' })
      .min(1, { error: 'mora biti ceo broj veći od 0' })
      .default(10)
      .describe(
        'requests per 15 minutes and client address on sign-in, registration, recovery and contact',
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'dozvoljeno: fatal, error, warn, info, debug, trace, silent',
      })
      .default('info')
      .describe('pino log level (`silent` … `trace`)'),
    TRUST_PROXY: trustProxy.describe(
      'proxies believed about the client address (`X-Forwarded-For`): a hop count from 1 to 10 (`1` behind one load balancer) or their addresses and ranges (`10.0.0.1,10.0.0.0/8`); `true`, larger counts and ranges broader than /8 (IPv6: /16), alone or together, are refused as unsafe',
    ),
    FIREBASE_SERVICE_ACCOUNT: optionalString.describe(
      'service-account JSON (or a path to it): push through FCM; push is off without it, and nothing fails',
    ),
    S3_ENDPOINT: optionalUrl(/^https?:$/).describe(
      'endpoint of an S3-compatible service (AWS without it)',
    ),
    S3_REGION: optionalString.describe('region of the bucket'),
    S3_BUCKET: optionalString.describe(
      'images in this S3-compatible bucket instead of `DATA_DIR/uploads`',
    ),
    S3_ACCESS_KEY_ID: optionalString.describe('access key of the bucket'),
    S3_SECRET_ACCESS_KEY: optionalString.describe('secret key of the bucket'),
    S3_PUBLIC_URL: optionalUrl(/^https?:$/).describe(
      "public address of the bucket's images (a CDN); required with `S3_BUCKET`",
    ),
    /** Test only: POST /api/test/clock moves the server's clock (refused unless NODE_ENV=test). */
    E2E_CLOCK_CONTROL: bool(false).describe(
      'test only: opens `POST /api/test/clock` and `POST /api/test/jobs/:name`; refused unless `NODE_ENV=test`',
    ),
  })
  .refine((c) => !c.E2E_CLOCK_CONTROL || c.NODE_ENV === 'test', {
    path: ['E2E_CLOCK_CONTROL'],
    message: 'dozvoljeno samo uz NODE_ENV=test',
  })
  .refine((c) => c.SUPPORT_EMAIL?.toLowerCase() !== senderAddress(c.MAIL_FROM).toLowerCase(), {
    path: ['SUPPORT_EMAIL'],
    message: 'ne sme biti adresa pošiljaoca iz MAIL_FROM: na nju niko ne odgovara',
  })
  .superRefine((c, ctx) => {
    // The privacy notice must name a real controller: a deployment does not start without one.
    if (c.NODE_ENV !== 'production') return;
    for (const name of OPERATOR_SETTINGS) {
      if (c[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'obavezno uz NODE_ENV=production: rukovalac podacima koga obaveštenje o privatnosti imenuje (naziv, adresa i PIB operatera)',
        });
      }
    }
  })
  .transform((c) => ({
    ...c,
    // Outside production a clearly marked demo operator stands in for the missing details.
    OPERATOR_DEMO: OPERATOR_SETTINGS.some((name) => c[name] === undefined),
    OPERATOR_NAME: c.OPERATOR_NAME ?? DEMO_OPERATOR.OPERATOR_NAME,
    OPERATOR_ADDRESS: c.OPERATOR_ADDRESS ?? DEMO_OPERATOR.OPERATOR_ADDRESS,
    OPERATOR_PIB: c.OPERATOR_PIB ?? DEMO_OPERATOR.OPERATOR_PIB,
    APP_URL: c.APP_URL ?? `http://localhost:${c.PORT}`,
    SUPPORT_EMAIL: c.SUPPORT_EMAIL ?? c.OPERATOR_EMAIL ?? c.ADMIN_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  }));

export type Config = z.output<typeof configSchema> & { JWT_SECRET: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a wrong value throws a ConfigError naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): z.output<typeof configSchema> {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Neispravna konfiguracija (invalid configuration):\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Loads the configuration and makes sure DATA_DIR and a JWT secret exist (generated once, kept there). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let secret = parsed.JWT_SECRET;
  if (secret === undefined) {
    const file = path.join(dataDir, 'jwt-secret');
    if (existsSync(file)) {
      secret = readFileSync(file, 'utf8').trim();
    } else {
      secret = randomBytes(48).toString('base64url');
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    }
  }
  return { ...parsed, DATA_DIR: dataDir, JWT_SECRET: secret };
}
