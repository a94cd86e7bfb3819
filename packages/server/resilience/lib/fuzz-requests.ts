import fc from 'fast-check';
import { nestedArb, type NestedBody } from './nested-json.ts';

/*
 * Requests generated from the server's OpenAPI document with fast-check: each operation's
 * parameters and body, built from their schemas, with values that are sometimes right and
 * often wrong (other types, huge and unusual unicode strings, NUL, nulls, arrays, unknown
 * fields), and raw mutations (malformed JSON or multipart, wrong content types, oversized
 * bodies, broken URLs).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Operation {
  id: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  json?: JsonSchema;
  multipart?: JsonSchema;
}

export interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: unknown[];
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

export function operationsOf(doc: OpenApi): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    return doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      secured: Boolean(op.security?.length),
      parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) ?? {} })),
      json: resolve(op.requestBody?.content['application/json']?.schema),
      multipart: resolve(op.requestBody?.content['multipart/form-data']?.schema),
    })),
  );
}

/** Real ids the generator uses often, so requests get past "not found" to the deeper code. */
export interface KnownIds {
  uuids: string[];
}

const NUL = '\u0000';
const nastyStrings = [
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  "' OR '1'='1' --",
  '"; DROP TABLE cars; --',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  '%00',
  '%',
  '\uD800',
  '\uFFFF',
  'ž'.repeat(300),
  '🚗'.repeat(1000),
  '\u202Eevil',
  'x'.repeat(70_000),
  '1e309',
  'NaN',
  '-0',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
];

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -1e308, 2 ** 31),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom(...nastyStrings),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  return schema.allOf.reduce<JsonSchema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** A value the schema accepts (as far as a generator can tell). */
export function validValue(input: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validValue(c, ids, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') {
        return ids.uuids.length ? fc.oneof(fc.constantFrom(...ids.uuids), fc.uuid()) : fc.uuid();
      }
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'binary') return fc.constant('binary');
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 60),
        unit: 'grapheme',
      });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 100_000, 1e9),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, ids, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(props.map(([k, v]) => [k, validValue(v, ids, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => schema.properties?.[k]) },
      );
    }
    default:
      return anyJson;
  }
}

/** Mostly valid, often wrong: the fuzzer's value for one field. */
export function fuzzValue(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<unknown> {
  const valid = validValue(schema, ids);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: anyJson },
    // A value that passes validation but carries a NUL, which PostgreSQL refuses to store.
    { weight: 1, arbitrary: valid.map((v) => (typeof v === 'string' ? `${v}${NUL}` : v)) },
  );
}

function fuzzObject(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const full = merged(schema);
  const props = Object.entries(full.properties ?? {});
  const valid = validValue({ ...full, type: 'object' }, ids) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const chaos = fc
    .tuple(
      fc.record(Object.fromEntries(props.map(([k, v]) => [k, fuzzValue(v, ids)])), {
        requiredKeys: [],
      }),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant({}) },
        // Unknown fields, also ones that try to set what a client may not.
        {
          weight: 1,
          arbitrary: fc.dictionary(
            fc.constantFrom(
              'isAdmin',
              'role',
              'status',
              'userId',
              '__proto__',
              'constructor',
              'extra',
            ),
            anyJson,
            { maxKeys: 2 },
          ),
        },
      ),
    )
    .map(([known, extra]) => ({ ...known, ...extra }));
  if (props.length === 0) return chaos;
  // One wrong field in an otherwise valid body reaches the code behind the validation.
  const oneWrong = fc
    .tuple(valid, fc.constantFrom(...props.map(([k]) => k)), anyJson)
    .map(([body, key, value]) => ({ ...body, [key]: value }));
  return fc.oneof(valid, oneWrong, chaos);
}

/** `arb` once in `every` draws, otherwise undefined. */
function rarely<T>(arb: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { weight: every - 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: arb },
  );
}

export type Auth = 'none' | 'user' | 'admin' | 'garbage';

/** One request, before the tokens and bytes are filled in. */
export interface FuzzRequest {
  op: string;
  method: string;
  /** The URL path and query string. */
  url: string;
  auth: Auth;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string | undefined; text: string }
    | { kind: 'oversized' }
    | {
        kind: 'multipart';
        fields: [string, string][];
        /** The form field the files go in (the schema's binary property). */
        fileField: string;
        files: ('jpeg' | 'garbage' | 'empty' | 'svg')[];
      }
    | { kind: 'broken-multipart'; variant: 'no-boundary' | 'truncated' | 'garbage' }
    | NestedBody;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function pathArb(op: Operation, ids: KnownIds): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  if (params.length === 0) return fc.constant(op.path);
  return fc
    .tuple(
      ...params.map((p) =>
        fc.oneof(
          { weight: 4, arbitrary: validValue(p.schema, ids).map(text) },
          { weight: 1, arbitrary: fc.constantFrom(...nastyStrings.slice(0, 18)) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
        ),
      ),
    )
    .map((values) =>
      params.reduce(
        (path, p, i) =>
          path.replace(
            `{${p.name}}`,
            encodeURIComponent(Buffer.from(values[i]!.slice(0, 1000)).toString()),
          ),
        op.path,
      ),
    );
}

function queryArb(op: Operation, ids: KnownIds): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const pairs = params.map((p) =>
    fc.option(
      fuzzValue(p.schema, ids).map((v): [string, string][] =>
        Array.isArray(v) ? v.map((x) => [p.name, text(x)]) : [[p.name, text(v)]],
      ),
      { freq: 2 },
    ),
  );
  return fc
    .tuple(
      fc.tuple(...pairs),
      rarely(
        fc.constantFrom<[string, string]>(
          ['unknown', '1'],
          ['__proto__', 'x'],
          ['page', '-1'],
          ['limit', '99999'],
          // A qs-style nested name: the server's query parser keeps it one flat name.
          [`a${'[b]'.repeat(500)}`, '1'],
        ),
        10,
      ),
    )
    .map(([chosen, extra]) => {
      const search = new URLSearchParams();
      for (const entries of chosen)
        for (const [k, v] of entries ?? []) search.append(k, v.slice(0, 5000));
      if (extra) search.append(extra[0], extra[1]);
      const q = search.toString();
      return q ? `?${q}` : '';
    });
}

function bodyArb(op: Operation, ids: KnownIds): fc.Arbitrary<FuzzRequest['body']> {
  const raw = fc.oneof(
    fc.constant<FuzzRequest['body']>({
      kind: 'raw',
      contentType: 'application/json',
      text: '{"email": "a@b.rs", ',
    }),
    fc.constant<FuzzRequest['body']>({ kind: 'raw', contentType: 'application/json', text: '' }),
    fc.constant<FuzzRequest['body']>({
      kind: 'raw',
      contentType: 'application/json',
      text: '[1,2,',
    }),
    fc.constant<FuzzRequest['body']>({ kind: 'raw', contentType: 'text/plain', text: 'hello' }),
    fc.constant<FuzzRequest['body']>({
      kind: 'raw',
      contentType: 'application/xml',
      text: '<a>1</a>',
    }),
    fc.constant<FuzzRequest['body']>({ kind: 'raw', contentType: undefined, text: 'x=1' }),
    fc.constant<FuzzRequest['body']>({ kind: 'oversized' }),
    fc.constantFrom<FuzzRequest['body']>(
      { kind: 'broken-multipart', variant: 'no-boundary' },
      { kind: 'broken-multipart', variant: 'truncated' },
      { kind: 'broken-multipart', variant: 'garbage' },
    ),
    anyJson.map<FuzzRequest['body']>((value) => ({ kind: 'json', value })),
  );
  let proper: fc.Arbitrary<FuzzRequest['body']> = fc.constant({ kind: 'none' });
  if (op.json) proper = fuzzObject(op.json, ids).map((value) => ({ kind: 'json', value }));
  if (op.multipart) {
    const schema = merged(op.multipart);
    const isBinary = (p: JsonSchema) => p.format === 'binary' || p.items?.format === 'binary';
    const fileField =
      Object.entries(schema.properties ?? {}).find(([, p]) => isBinary(p))?.[0] ?? 'images';
    proper = fc
      .tuple(
        fuzzObject(
          {
            ...schema,
            properties: Object.fromEntries(
              Object.entries(schema.properties ?? {}).filter(
                ([k]) => k !== 'images' && k !== 'image',
              ),
            ),
          },
          ids,
        ),
        fc.array(
          fc.constantFrom<'jpeg' | 'garbage' | 'empty' | 'svg'>(
            'jpeg',
            'jpeg',
            'garbage',
            'empty',
            'svg',
          ),
          { maxLength: 7 },
        ),
      )
      .map(([fields, files]) => ({
        kind: 'multipart',
        fileField,
        fields: Object.entries(fields).flatMap(([k, v]): [string, string][] =>
          Array.isArray(v) ? v.map((x) => [k, text(x)]) : [[k, text(v)]],
        ),
        files,
      }));
  }
  // Deep and wide JSON: often on the operations that take JSON, now and then on the others.
  const nested = nestedArb(op.json ? fuzzObject(op.json, ids) : undefined);
  return fc.oneof(
    { weight: 4, arbitrary: proper },
    { weight: 1, arbitrary: raw },
    { weight: op.json ? 2 : 1, arbitrary: nested },
  );
}

export function requestArb(ops: Operation[], ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ops).chain((op) =>
    fc
      .record({
        path: pathArb(op, ids),
        query: queryArb(op, ids),
        body: bodyArb(op, ids),
        auth: fc.constantFrom<Auth>('none', 'user', 'user', 'admin', 'admin', 'garbage'),
        brokenUrl: rarely(
          fc.constantFrom('%E0%A4%A', `/${'a'.repeat(9000)}`, '/..%2f..%2f', '%00'),
          30,
        ),
      })
      .map(({ path, query, body, auth, brokenUrl }) => ({
        op: op.id,
        method: op.method,
        url: `${path}${brokenUrl ?? ''}${query}`,
        auth,
        body,
      })),
  );
}
