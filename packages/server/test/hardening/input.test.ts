import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';

// A security probe (decision 008): each of these answered 500, in English, or without the header.
let t: TestApp;
let admin: string;
let seller: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
  seller = await approvedUser(t.app);
});
afterAll(() => t.close());

const NUL = '\u0000';
const isSerbianNul = (body: string) =>
  /sadrži nedozvoljen znak \(NUL\)/.test((JSON.parse(body) as { message: string }).message);

interface Operation {
  requestBody?: { content: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
}
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  $ref?: string;
}

const openapi = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? openapi.components.schemas[schema.$ref.split('/').at(-1)!] : schema;
const isText = (schema: Schema | undefined) => {
  const type = resolve(schema)?.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
};
/** Concrete URL of a path template (ids are well-formed uuids). */
const concrete = (template: string) =>
  template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

// Every text field of every JSON body and every text query parameter in the API document.
const cases: { name: string; method: string; url: string; payload?: Record<string, string> }[] = [];
for (const [template, methods] of Object.entries(openapi.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    const body = resolve(operation.requestBody?.content['application/json']?.schema);
    for (const [field, schema] of Object.entries(body?.properties ?? {})) {
      if (!isText(schema)) continue;
      cases.push({
        name: `${method.toUpperCase()} ${template} body.${field}`,
        method: method.toUpperCase(),
        url: concrete(template),
        payload: { [field]: `a${NUL}b` },
      });
    }
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query' || !isText(parameter.schema)) continue;
      cases.push({
        name: `${method.toUpperCase()} ${template} ?${parameter.name}`,
        method: method.toUpperCase(),
        url: `${concrete(template)}?${parameter.name}=a%00b`,
      });
    }
  }
}

describe('a NUL character in any text (finding 1)', () => {
  it('the API document has text fields to try', () => {
    expect(cases.length).toBeGreaterThan(30);
    expect(cases.map((c) => c.name)).toContain('POST /api/contact body.message');
  });

  it.each(cases)('$name: 400 in Serbian, never 500', async ({ method, url, payload }) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: auth(admin),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(isSerbianNul(res.body)).toBe(true);
  });

  it('names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: `Ma${NUL}rko`, email: 'a@b.rs', message: 'Poruka duža od deset' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Polje „.+“ sadrži nedozvoljen znak \(NUL\)\.$/);
  });

  it('in a multipart advert field too', async () => {
    const boundary = 'nulboundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/car',
      headers: {
        ...auth(seller.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="label"\r\n\r\nGolf${NUL}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(isSerbianNul(res.body)).toBe(true);
  });
});

describe('malformed multipart (finding 2)', () => {
  const multipartRoutes = [
    ['POST', '/api/car'],
    ['PATCH', '/api/car/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/user/image'],
  ] as const;
  const bodies = [
    ['no boundary', 'multipart/form-data', 'abc'],
    [
      'a truncated body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="label"\r\n\r\nabc',
    ],
    [
      'a truncated file',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="FIELD"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    ],
  ] as const;
  for (const [method, url] of multipartRoutes) {
    for (const [what, contentType, payload] of bodies) {
      it(`${method} ${url} with ${what}: 400 in Serbian`, async () => {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...auth(seller.token), 'content-type': contentType },
          payload: payload.replace('FIELD', url === '/api/user/image' ? 'image' : 'images'),
        });
        // The PATCH of an unknown car may stop at 404 before reading the form; never a 500.
        expect(res.statusCode === 400 || (method === 'PATCH' && res.statusCode === 404)).toBe(true);
        if (res.statusCode === 400) {
          expect(res.json().message).toMatch(/multipart\/form-data|nije ispravno/);
        }
      });
    }
  }
});

describe('an avatar over 15 MB (finding 8)', () => {
  it('is refused with 413, like an advert photo', async () => {
    // A real PNG signature followed by 16 MB: cutting it at 15 MB must not leave a "valid" file.
    const png = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
        .png()
        .toBuffer(),
      Buffer.alloc(16 * 1024 * 1024, 7),
    ]);
    const boundary = 'bigavatar';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const url of ['/api/user/image', '/api/car']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...auth(seller.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload:
          url === '/api/car'
            ? Buffer.from(
                payload.toString('latin1').replace('name="image"', 'name="images"'),
                'latin1',
              )
            : payload,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().message).toMatch(/^Slika je prevelika\./);
    }
  });
});

describe('headers and framework errors (finding 10)', () => {
  it('account and admin answers are never stored; every answer has a Permissions-Policy', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(seller.token),
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(admin),
    });
    expect(users.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const res of [me, users, refused, health]) {
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\)/);
    }
  });

  it('a bad address or an over-long parameter is answered in Serbian', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/car/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Adresa zahteva nije ispravna.' });
    expect(bad.headers['permissions-policy']).toBeDefined();
    const long = await t.app.inject({ method: 'GET', url: `/api/car/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Adresa zahteva je predugačka.' });
    expect(long.body).not.toMatch(/FST_|Bad Request/);
  });

  it("what Node's HTTP parser refuses is answered in Serbian too", async () => {
    // Over 16 KB of URL and headers never reaches Fastify's router: the client-error handler answers.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = async (request: string) => {
      const url = new URL(address);
      const socket = connect(Number(url.port), url.hostname);
      socket.end(request);
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    };
    const huge = await raw(
      `GET /api/car/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('{"message":"Adresa ili zaglavlja zahteva su predugački."}');
    expect(huge).toMatch(/permissions-policy: /i);
    const garbled = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbled).toContain('{"message":"Zahtev nije ispravan."}');
    expect(garbled).not.toMatch(/Bad Request"|statusCode/);
  });
});
