import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

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
    message: 'nije ispravna e-mail adresa',
  },
);

/**
 * Which proxies in front of the server are believed about the client's address
 * (`X-Forwarded-For`): none (`false`), the nearest N hops (`1` behind one load balancer), or the
 * proxies' addresses and ranges (`10.0.0.1,10.0.0.0/8`). "Everything" (`true`) is refused: it lets
 * any client name its own address and so step around every rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || ['false', '0', 'no'].includes(value)) return false;
    if (/^[1-9]\d{0,1}$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true se više ne prihvata: navedite broj proksija ispred servera (npr. 1) ili njihove adrese (npr. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const addresses = value.split(',').map((a) => a.trim());
    if (addresses.some((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
      ctx.addIssue({
        code: 'custom',
        message: 'očekuje se false, broj proksija ili lista IP adresa/opsega odvojenih zarezom',
      });
      return z.NEVER;
    }
    return addresses;
  });

/** The whole environment, parsed and validated in one place. */
export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'dozvoljeno: development, production, test',
      })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'mora biti broj od 0 do 65535' })
      .int({ error: 'mora biti broj od 0 do 65535' })
      .min(0, { error: 'mora biti broj od 0 do 65535' })
      .max(65535, { error: 'mora biti broj od 0 do 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
    DATABASE_POOL_MAX: z.coerce
      .number({ error: 'mora biti broj od 1 do 500' })
      .int({ error: 'mora biti broj od 1 do 500' })
      .min(1, { error: 'mora biti broj od 1 do 500' })
      .max(500, { error: 'mora biti broj od 1 do 500' })
      .default(20),
    JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'mora imati bar 32 karaktera',
    }),
    /** A session's idle timeout: a token unused this long expires; one in use is renewed. */
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'primer: 7d, 12h')
      .default('12h'),
    /** However active, a session ends this long after sign-in. */
    SESSION_MAX_AGE: z
      .string()
      .regex(/^\d+[smhd]$/, 'primer: 30d')
      .default('30d'),
    /** Absent: http://localhost:<PORT>, so mailed links and the console banner match the port. */
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'nije ispravan URL' })
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
    PUBLIC_BROWSING: bool(false),
    SMTP_URL: optionalUrl(/^smtps?:$/),
    MAIL_FROM: optionalString.default('AutoBerza <no-reply@autoberza.local>'),
    SUBSCRIPTION_PRICE_RSD: z.coerce
      .number({ error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .int({ error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .min(1, { error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .max(10_000_000, { error: 'mora biti ceo broj dinara od 1 do 10000000' })
      .default(2400),
    /** Dinars for one euro: a car's price is also shown in dinars, as an estimate. */
    EUR_RSD_RATE: z.coerce
      .number({ error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .min(1, { error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .max(1000, { error: 'mora biti broj dinara za jedan evro, od 1 do 1000' })
      .default(117.2),
    PAYMENT_RECIPIENT: z
      .string()
      .trim()
      .min(1, { error: 'ne sme biti prazno' })
      .default('AutoBerza d.o.o., Beograd'),
    PAYMENT_ACCOUNT: z
      .string()
      .trim()
      .regex(/^\d{3}-\d{1,13}-\d{2}$/, { error: 'račun u obliku 160-0000000012345-67' })
      .default('160-0000000012345-67'),
    OPERATOR_NAME: optionalString.describe(
      'The operator (data controller) named in the privacy notice, e.g. "AutoBerza d.o.o."',
    ),
    OPERATOR_ADDRESS: optionalString.describe(
      "The operator's registered address, shown in the privacy notice",
    ),
    OPERATOR_PIB: z
      .string()
      .trim()
      .regex(/^\d{9}$/, { error: 'PIB ima 9 cifara' })
      .optional()
      .describe("The operator's tax number (PIB, 9 digits), shown in the privacy notice"),
    OPERATOR_EMAIL: optionalEmail,
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: optionalString,
    CORS_ORIGINS: optionalString.transform((v) =>
      v === undefined
        ? []
        : v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    ),
    REDIS_URL: optionalUrl(/^rediss?:$/),
    /** How long a cached car list (search, newest, a seller's) is served before it is rebuilt; 0: no cache. */
    SEARCH_CACHE_TTL_SECONDS: z.coerce
      .number({ error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .int({ error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .min(0, { error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .max(3600, { error: 'mora biti ceo broj sekundi od 0 do 3600' })
      .default(30),
    /**
     * Visitors' pages rendered at once, each in a worker thread (decision 011). Default: one less
     * than the machine's cores, at least one, so renders never take the last core from the API.
     */
    RENDER_THREADS: z.coerce
      .number({ error: 'mora biti ceo broj od 1 do 64' })
      .int({ error: 'mora biti ceo broj od 1 do 64' })
      .min(1, { error: 'mora biti ceo broj od 1 do 64' })
      .max(64, { error: 'mora biti ceo broj od 1 do 64' })
      .default(Math.max(1, availableParallelism() - 1)),
    SEED_DEMO: bool(true),
    /** Requests per 15 minutes and client address on login, register, recovery and contact. */
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: 'mora biti ceo broj veći od 0' })
      .int({ error: 'mora biti ceo broj veći od 0' })
      .min(1, { error: 'mora biti ceo broj veći od 0' })
      .default(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'dozvoljeno: fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    TRUST_PROXY: trustProxy,
    FIREBASE_SERVICE_ACCOUNT: optionalString,
    S3_ENDPOINT: optionalUrl(/^https?:$/),
    S3_REGION: optionalString,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalUrl(/^https?:$/),
    /** Test only: POST /api/test/clock moves the server's clock (refused unless NODE_ENV=test). */
    E2E_CLOCK_CONTROL: bool(false),
  })
  .refine((c) => !c.E2E_CLOCK_CONTROL || c.NODE_ENV === 'test', {
    path: ['E2E_CLOCK_CONTROL'],
    message: 'dozvoljeno samo uz NODE_ENV=test',
  })
  .transform((c) => ({ ...c, APP_URL: c.APP_URL ?? `http://localhost:${c.PORT}` }));

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
