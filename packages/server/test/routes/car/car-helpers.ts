import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { auth } from '../../helpers.ts';

export interface Upload {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart body: text fields (repeatable, in order) and files under `images`. */
export function multipart(
  fields: [string, string][],
  files: Upload[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----autoberza${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real JPEG in one colour (different colours give different files). */
export async function jpeg(width = 800, height = 600, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

export interface Refs {
  brand: string;
  model: string;
  otherBrandModel: string;
  body: string;
  fuel: string;
}

export async function refs(app: FastifyInstance, token: string): Promise<Refs> {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: auth(token) })).json() as {
      data: { _id: string; name: string; brand?: { _id: string } }[];
    };
  const brands = (await get('/api/brand')).data;
  const models = (await get('/api/model')).data;
  const brand = brands[0]!._id;
  return {
    brand,
    model: models.find((m) => m.brand?._id === brand)!._id,
    otherBrandModel: models.find((m) => m.brand?._id !== brand)!._id,
    body: (await get('/api/body')).data[0]!._id,
    fuel: (await get('/api/fuel')).data[0]!._id,
  };
}

/** The spec's required fields plus a few optional ones. */
export function carFields(r: Refs, overrides: Record<string, string> = {}): [string, string][] {
  const fields: Record<string, string> = {
    brand: r.brand,
    model: r.model,
    label: '1.9 TDI',
    price: '4500',
    yearProduction: '2012',
    body: r.body,
    fuel: r.fuel,
    volume: '1896',
    enginePower: '77',
    doors: '4/5 vrata',
    transmission: 'Manuelni 5 brzine',
    mileage: '185000',
    description: 'Redovno servisiran, prvi vlasnik.',
    vehicleOrigin: 'Domaće tablice',
    ...overrides,
  };
  return Object.entries(fields);
}

export async function createCar(
  app: FastifyInstance,
  token: string,
  r: Refs,
  options: { overrides?: Record<string, string>; images?: number } = {},
) {
  const files: Upload[] = [];
  const colors = ['#aa2222', '#22aa22', '#2222aa', '#aaaa22', '#22aaaa'];
  for (let i = 0; i < (options.images ?? 1); i++) {
    files.push({ filename: `car-${i}.jpg`, content: await jpeg(400, 300, colors[i % 5]) });
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/car',
    ...withAuth(multipart(carFields(r, options.overrides), files), token),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as CarJson;
}

export function withAuth(
  body: { payload: Buffer; headers: Record<string, string> },
  token?: string,
): Pick<InjectOptions, 'payload' | 'headers'> {
  return {
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
  };
}

export interface CarJson {
  _id: string;
  status: string;
  viewsCount: number;
  image: { url: string; widths: { width: number; url: string }[] }[];
  user: Record<string, unknown>;
  [key: string]: unknown;
}
