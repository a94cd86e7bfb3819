import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

// The session is checked in `onRequest`, before the body is read or parsed
// (docs/decisions/031-guarded-routes.md): a caller without a valid session costs no parsing.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, unknown> };
}
const openapi = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };
const concrete = (template: string) =>
  template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/** Every operation with a body that takes a token: whether it needs one, and its body's type. */
const withBody = Object.entries(openapi.paths).flatMap(([template, methods]) =>
  Object.entries(methods).flatMap(([method, op]) => {
    const type = Object.keys(op.requestBody?.content ?? {})[0];
    const schemes = op.security ?? [];
    if (!type || !schemes.some((s) => 'bearerAuth' in s)) return [];
    return [
      {
        name: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase() as 'POST',
        url: concrete(template),
        // Unreadable in its own type: a parser that ran would answer 400 or 415.
        headers: {
          'content-type': type === 'multipart/form-data' ? 'multipart/form-data' : type,
        },
        payload: type === 'application/json' ? '{"a": [1, 2,' : 'not a form',
        required: schemes.every((s) => 'bearerAuth' in s),
      },
    ];
  }),
);

describe('a caller without a session is refused before the body is parsed', () => {
  it('the API document has such operations', () => {
    expect(withBody.filter((op) => op.required).length).toBeGreaterThan(15);
    expect(withBody.map((op) => op.name)).toContain('PATCH /api/user/preferences');
  });

  it('PATCH /api/user/preferences {} without a token: 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Potrebna je prijava.' });
  });

  it.each(withBody.filter((op) => op.required))(
    '$name, a broken body without a token: 401',
    async ({ method, url, headers, payload }) => {
      const res = await t.app.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(401);
    },
  );

  it.each(withBody)(
    '$name, a broken body with a forged token: 401',
    async ({ method, url, headers, payload }) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...headers, authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Sesija nije važeća. Prijavite se ponovo.' });
    },
  );

  it('the answer comes before the body has arrived', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        // A megabyte announced, a few bytes sent: the rest never comes.
        socket.write(
          'POST /api/fcm/save-token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000000\r\n\r\n[[[[[[[[',
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer while the body was still due: ${received}`));
      }, 3_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
