/**
 * Whether an error means "the database cannot be reached right now" (restart, failover, network,
 * a full pool) rather than a bug: the request is answered 503 and may be retried.
 *
 * drizzle wraps the driver's error (`DrizzleQueryError.cause`), so the whole cause chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // PostgreSQL class 08: connection exceptions
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** node-postgres reports a dropped or never-made connection with plain messages. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end on the pool)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = cause;
  }
  return false;
}
