import { FormData, Pool, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../resilience/lib/http.ts';
import { approvedUser, buildTestApp, type TestApp } from '../helpers.ts';

// Found by the resilience fuzzer: a form refused before its end left the rest of its body
// unread, and the next request on the same keep-alive connection never got an answer.
let t: TestApp;
let base: string;
let token: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await approvedUser(t.app)).token;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Camera-like photos (noise), so the unread rest is more than the socket buffers hold.
  [jpeg] = (await photos(1, 1024, 768)) as [Buffer];
});
afterAll(() => t.close());

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

function form(field: string, files: Buffer[]): FormData {
  const body = new FormData();
  files.forEach((file, i) =>
    body.append(
      field,
      new Blob([file], { type: file === svg ? 'image/svg+xml' : 'image/jpeg' }),
      `photo-${i}.jpg`,
    ),
  );
  return body;
}

describe('a refused upload on a keep-alive connection', () => {
  it.each([
    ['/api/user/image', 'image'],
    ['/api/car', 'images'],
  ])('%s: the same connection answers the next requests', async (url, field) => {
    const pool = new Pool(base, { connections: 1 });
    try {
      const send = () =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          // The first file is not an image: refused before the other photos are read.
          body: form(field, [svg, jpeg, jpeg, jpeg]),
          dispatcher: pool,
          signal: AbortSignal.timeout(5_000),
        });
      const first = await send();
      expect(first.status).toBeGreaterThanOrEqual(400);
      expect(first.status).toBeLessThan(500);
      expect((await first.json()) as { message: string }).toHaveProperty('message');
      const second = await send();
      expect(second.status).toBe(first.status);
      await second.text();
      const health = await fetch(`${base}/api/health`, {
        dispatcher: pool,
        signal: AbortSignal.timeout(5_000),
      });
      expect(health.status).toBe(200);
    } finally {
      await pool.destroy();
    }
  });
});
