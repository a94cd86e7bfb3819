import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/lib/json-depth.ts';
import { findNul } from '../../src/plugins/app/input-guard.ts';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs } from '../routes/car/car-helpers.ts';

// Deeply nested JSON (docs/decisions/031-guarded-routes.md): 20,000 nested arrays answered
// 500 after half a second of recursion, and stalled every other request meanwhile.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const nested = (levels: number, inner = '0') =>
  `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const TOO_DEEP = `Podaci u zahtevu su previše ugnežđeni: dozvoljeno je najviše ${MAX_JSON_DEPTH} nivoa.`;

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
}
const openapi = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };
const concrete = (template: string) =>
  template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
/** Every operation with a JSON body, and whether a caller without a token may use it. */
const jsonOperations = Object.entries(openapi.paths).flatMap(([template, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op.requestBody?.content['application/json'])
    .map(([method, op]) => ({
      name: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase() as 'POST',
      url: concrete(template),
      open: !op.security?.length || op.security.some((s) => Object.keys(s as object).length === 0),
    })),
);

describe('findNul', () => {
  it('walks 200,000 nested arrays without the call stack', () => {
    let value: unknown = 'a';
    for (let i = 0; i < 200_000; i += 1) value = [value];
    expect(findNul(value)).toBeUndefined();
    let withNul: unknown = { note: 'a\u0000b' };
    for (let i = 0; i < 200_000; i += 1) withNul = [withNul];
    const path = findNul(withNul)!;
    expect(path).toHaveLength(200_001);
    expect(path.at(-1)).toBe('note');
  });

  it('names the first NUL in document order, in a key or a value', () => {
    expect(findNul({ a: ['x', { b: 'y\u0000' }], c: '\u0000' })).toEqual(['a', 1, 'b']);
    expect(findNul({ a: { ['k\u0000']: 1 } })).toEqual(['a', 'k\u0000']);
    expect(findNul(['ok', 1, null, true])).toBeUndefined();
    expect(findNul('\u0000')).toEqual([]);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('[1],[2],[3]', 1)).toBe(false);
  });
});

describe('a JSON body nested too deep', () => {
  it(`is refused with 400 in Serbian past ${MAX_JSON_DEPTH} levels, quickly`, async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: nested(20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_DEEP });
    // The 500 took about half a second of recursion; the scan is one pass over 40 KB.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it(`${MAX_JSON_DEPTH} levels are still read (and judged by the schema)`, async () => {
    const send = (levels: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"Marko","email":"a@b.rs","message":${nested(levels - 1, '"x"')}}`,
      });
    const atLimit = await send(MAX_JSON_DEPTH);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(TOO_DEEP);
    expect((await send(MAX_JSON_DEPTH + 1)).json()).toEqual({ message: TOO_DEEP });
  });

  it('brackets inside a text are text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Marko', email: 'a@b.rs', message: `${'[{'.repeat(100)} zagrade` },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(jsonOperations)('$name: 400, never 500', async ({ method, url }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: nested(20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_DEEP });
  });

  it.each(jsonOperations.filter((op) => op.open))(
    '$name without a token: 400 as well',
    async ({ method, url }) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested(20_000),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TOO_DEEP });
    },
  );

  it('a nested image order in the advert form: 400 (its field is parsed flat, 64 KB at most)', async () => {
    const seller = await approvedUser(t.app);
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    const boundary = 'orderboundary';
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      headers: {
        ...auth(seller.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="imageOrder"\r\n\r\n${nested(30_000, '"new:0"')}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(t.app.t('car.validation.imageOrder'));
  });

  it('a query string does not nest (a[b][c]=1 is one flat name)', async () => {
    const deep = `${'a'}${'[b]'.repeat(2_000)}=1`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/car/search?${deep}`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
  });
});
