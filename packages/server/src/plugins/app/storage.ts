import { HOUR } from '@autoberza/contract/time';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes the whole file or nothing (a reader never sees half a file). */
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address clients load the file from (`/uploads/<key>` for local files). */
  url(key: string): string;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Every stored file under a folder prefix such as `cars/` (all when omitted), for orphan
   * sweeps. The local driver also deletes temporary files a crash left over an hour ago.
   */
  list(prefix?: string): AsyncIterable<StoredObject>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Keys are relative paths of safe segments: no `..`, no leading slash or dot, no backslash. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

const TEMP_SUFFIX = '.tmp';
/** A temporary file this old is no write in progress any more. */
const STALE_TEMP_MS = HOUR;

async function removeIfStale(dir: string, name: string, now: number) {
  const full = path.join(dir, name);
  try {
    if (now - (await stat(full)).mtimeMs > STALE_TEMP_MS) await rm(full, { force: true });
  } catch {
    // Renamed or removed meanwhile: nothing to clean.
  }
}

/**
 * Files under a folder (DATA_DIR/uploads); served by the static plugin at /uploads/. `now` (ms)
 * is the app's clock, as the orphan sweep's: it decides when a crash's temporary file is stale.
 */
export function localStorage(root: string, now: () => number = Date.now): Storage {
  const file = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      // Dot files are writes in progress, or leftovers of a crash mid-write: those go.
      if (entry.name.startsWith('.')) {
        if (entry.isFile() && entry.name.endsWith(TEMP_SUFFIX))
          await removeIfStale(dir, entry.name, now());
        continue;
      }
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, key);
      else if (entry.isFile()) {
        const info = await stat(full);
        yield { key, size: info.size, lastModified: info.mtime };
      }
    }
  }

  return {
    driver: 'local',
    async put(key, buffer) {
      const target = file(key);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      // Same folder, so the rename is atomic on one file system.
      const temp = path.join(
        dir,
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`,
      );
      try {
        await writeFile(temp, buffer, { flush: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    url(key) {
      assertValidKey(key);
      return `/uploads/${key}`;
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    list(prefix = '') {
      if (prefix) assertValidKey(prefix.replace(/\/+$/, ''));
      const trimmed = prefix.replace(/\/+$/, '');
      return walk(trimmed ? path.join(root, ...trimmed.split('/')) : root, trimmed);
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  /** Public base address of the bucket's objects (CDN or bucket website). */
  publicUrl: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), shared by every instance. */
export async function s3Storage(options: S3StorageOptions): Promise<Storage> {
  // Loaded only when a bucket is configured: most installs never need the SDK.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Several S3-compatible stores reject the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const base = options.publicUrl.replace(/\/+$/, '');

  return {
    driver: 's3',
    async put(key, buffer, contentType) {
      assertValidKey(key);
      // A single PUT: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: buffer,
          ContentType: contentType,
          // Keys are never reused for other content, so clients may cache forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },
    async get(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            key: item.Key,
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** Picks the driver from the configuration: a bucket when S3_BUCKET is set, else local files. */
export async function storageFromConfig(
  config: Config,
  now: () => number = Date.now,
): Promise<Storage> {
  if (!config.S3_BUCKET) return localStorage(path.join(config.DATA_DIR, 'uploads'), now);
  if (!config.S3_PUBLIC_URL) {
    throw new Error(
      'S3_PUBLIC_URL je obavezan uz S3_BUCKET (S3_PUBLIC_URL is required with S3_BUCKET)',
    );
  }
  return s3Storage({
    bucket: config.S3_BUCKET,
    publicUrl: config.S3_PUBLIC_URL,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_REGION ? { region: config.S3_REGION } : {}),
    ...(config.S3_ACCESS_KEY_ID ? { accessKeyId: config.S3_ACCESS_KEY_ID } : {}),
    ...(config.S3_SECRET_ACCESS_KEY ? { secretAccessKey: config.S3_SECRET_ACCESS_KEY } : {}),
  });
}

export interface StoragePluginOptions {
  /** A ready driver (tests); otherwise chosen from app.config. */
  storage?: Storage;
}

export default fp<StoragePluginOptions>(
  async (app, opts) => {
    const storage =
      opts.storage ?? (await storageFromConfig(app.config, () => app.clock.now().getTime()));
    app.decorate('storage', storage);
    app.log.debug({ driver: storage.driver }, 'storage ready');
  },
  { name: 'storage', dependencies: ['config', 'clock'] },
);
