/**
 * Errors as they may appear in the log: type, message, stack, and the fields that help find the
 * cause (codes, constraint and table names, the SQL text), never the values a query carried. A
 * failed query's parameters hold e-mails, password hashes and tokens; PostgreSQL's `detail`
 * repeats the conflicting value ("Key (email)=(…) already exists").
 */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'query',
  'errno',
  'syscall',
] as const;

/** Drizzle puts the parameters into the message itself ("Failed query: …\nparams: …"). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');
}

/**
 * A database error's own message quotes the value it refused ('invalid input syntax for type
 * integer: "<value>"'): for those, every quoted part is dropped. Code, routine, table and column
 * still say what failed.
 */
const isDatabaseError = (fields: Record<string, unknown>) =>
  typeof fields.severity === 'string' &&
  typeof fields.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(fields.code);
const withoutQuoted = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | string;
  [field: string]: unknown;
}

export function safeError(error: unknown, depth = 0): SafeError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutParams(error) : 'error';
  const fields = error as unknown as Record<string, unknown>;
  const clean = isDatabaseError(fields)
    ? (text: string) => withoutQuoted(withoutParams(text))
    : withoutParams;
  const out: SafeError = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message),
    ...(error.stack ? { stack: clean(error.stack) } : {}),
  };
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = safeError(error.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer: always an object, as pino's own is. */
export function logError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
} {
  const safe = safeError(error);
  return typeof safe === 'string'
    ? { type: 'unknown', message: safe, stack: '' }
    : { ...safe, stack: safe.stack ?? '' };
}
