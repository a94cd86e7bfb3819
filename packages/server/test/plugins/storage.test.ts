import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertValidKey,
  localStorage,
  s3Storage,
  storageFromConfig,
  type Storage,
} from '../../src/plugins/app/storage.ts';
import type { Config } from '../../src/config.ts';

async function collect(storage: Storage, prefix?: string) {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys;
}

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'autoberza-storage-'));
    storage = localStorage(path.join(root, 'uploads'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes, reads, lists and deletes files under the uploads folder', async () => {
    await storage.put('cars/abc/640.webp', Buffer.from('slika'), 'image/webp');
    await storage.put('avatars/u1/256.webp', Buffer.from('avatar'), 'image/webp');
    expect(await readFile(path.join(root, 'uploads/cars/abc/640.webp'), 'utf8')).toBe('slika');
    expect((await storage.get('cars/abc/640.webp'))?.toString()).toBe('slika');
    expect(storage.url('cars/abc/640.webp')).toBe('/uploads/cars/abc/640.webp');
    expect(await collect(storage)).toEqual(['avatars/u1/256.webp', 'cars/abc/640.webp']);
    expect(await collect(storage, 'cars/')).toEqual(['cars/abc/640.webp']);

    await storage.delete('cars/abc/640.webp');
    await storage.delete('cars/abc/640.webp'); // already gone: no error
    expect(await storage.get('cars/abc/640.webp')).toBeNull();
    expect(await collect(storage)).toEqual(['avatars/u1/256.webp']);
  });

  it('replaces a file atomically and leaves no temporary file behind', async () => {
    await storage.put('a/b.webp', Buffer.from('one'), 'image/webp');
    await storage.put('a/b.webp', Buffer.from('two'), 'image/webp');
    expect(await readdir(path.join(root, 'uploads/a'))).toEqual(['b.webp']);
    expect((await storage.get('a/b.webp'))?.toString()).toBe('two');
  });

  it('does not list a half-written file, and removes one a crash left long ago', async () => {
    await storage.put('x/ok.webp', Buffer.from('ok'), 'image/webp');
    const fresh = path.join(root, 'uploads/x/.now.webp.1234.tmp');
    const stale = path.join(root, 'uploads/x/.old.webp.5678.tmp');
    await writeFile(fresh, 'half');
    await writeFile(stale, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await collect(storage)).toEqual(['x/ok.webp']);
    expect((await readdir(path.join(root, 'uploads/x'))).sort()).toEqual([
      '.now.webp.1234.tmp',
      'ok.webp',
    ]);
  });

  it("judges a temporary file's age by its clock (the app's, as the orphan sweep does)", async () => {
    const later = localStorage(path.join(root, 'uploads'), () => Date.now() + 2 * 60 * 60 * 1000);
    await storage.put('x/ok.webp', Buffer.from('ok'), 'image/webp');
    await writeFile(path.join(root, 'uploads/x/.cut.webp.9abc.tmp'), 'half');
    expect(await collect(storage)).toEqual(['x/ok.webp']);
    expect(await readdir(path.join(root, 'uploads/x'))).toContain('.cut.webp.9abc.tmp');
    expect(await collect(later)).toEqual(['x/ok.webp']);
    expect(await readdir(path.join(root, 'uploads/x'))).toEqual(['ok.webp']);
  });

  it('lists nothing when nothing was ever uploaded', async () => {
    expect(await collect(storage)).toEqual([]);
  });

  it('refuses keys that could escape the folder', async () => {
    for (const key of ['../etc/passwd', '/abs.webp', 'a/../../b', '.hidden', 'a\\b', '', 'a//b']) {
      expect(() => assertValidKey(key), key).toThrow(/invalid storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    }
  });
});

/** Just enough of the S3 REST API (path style) to check what the driver sends. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'oglasi') {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (req.method === 'GET' && key) {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
            );
        } else res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        // Two per page, so the driver has to follow continuation tokens.
        const prefix = url.searchParams.get('prefix') ?? '';
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const page = keys.slice(start, start + 2);
        const truncated = start + 2 < keys.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k}</Key><LastModified>2026-11-22T10:00:00.000Z</LastModified><ETag>"e"</ETag><Size>${objects.get(k)?.body.length}</Size></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>oglasi</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
          );
      } else res.writeHead(400).end();
    });
  });
  return { server, objects };
}

describe('S3 storage', () => {
  const fake = fakeS3();
  let storage: Storage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = await s3Storage({
      bucket: 'oglasi',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-central-1',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.autoberza.example/',
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets, lists page by page and deletes objects in the bucket', async () => {
    for (const name of ['a', 'b', 'c']) {
      await storage.put(`cars/1/${name}.webp`, Buffer.from(name), 'image/webp');
    }
    await storage.put('avatars/u/256.webp', Buffer.from('u'), 'image/webp');
    const stored = fake.objects.get('cars/1/a.webp');
    expect(stored?.body.toString()).toBe('a');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toContain('immutable');
    expect((await storage.get('cars/1/b.webp'))?.toString()).toBe('b');
    expect(await storage.get('cars/1/none.webp')).toBeNull();
    expect(await collect(storage)).toEqual([
      'avatars/u/256.webp',
      'cars/1/a.webp',
      'cars/1/b.webp',
      'cars/1/c.webp',
    ]);
    expect(await collect(storage, 'cars/')).toHaveLength(3);
    await storage.delete('cars/1/a.webp');
    expect(fake.objects.has('cars/1/a.webp')).toBe(false);
  });

  it('gives the public bucket address', () => {
    expect(storage.url('cars/1/b.webp')).toBe('https://cdn.autoberza.example/cars/1/b.webp');
  });
});

describe('storageFromConfig', () => {
  const base = { DATA_DIR: '/tmp/autoberza-data' } as Config;
  it('uses local files unless a bucket is configured', async () => {
    expect((await storageFromConfig(base)).driver).toBe('local');
    const s3 = await storageFromConfig({
      ...base,
      S3_BUCKET: 'b',
      S3_PUBLIC_URL: 'https://cdn.example',
    });
    expect(s3.driver).toBe('s3');
  });
  it('needs a public address with a bucket', async () => {
    await expect(storageFromConfig({ ...base, S3_BUCKET: 'b' })).rejects.toThrow(/S3_PUBLIC_URL/);
  });
});
