import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.ts';

export const USER_PASSWORD = 'Otpornost47Prodavac';

export interface Answer {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    body?: FormData | string;
    headers?: Record<string, string>;
    /** Default 30 s. */
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body ?? null,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text,
    headers: res.headers,
    json: <T>() => JSON.parse(text) as T,
  };
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/user/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const adminLogin = (base: string) => login(base, ADMIN_EMAIL, ADMIN_PASSWORD);

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** Registers `count` sellers and has the admin approve them; returns them signed in. */
export async function approvedSellers(
  base: string,
  count: number,
  tag: string,
): Promise<Account[]> {
  const admin = await adminLogin(base);
  const cities = (await call(base, 'GET', '/api/city')).json<{ data: { _id: string }[] }>().data;
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${tag}-${i}-${randomBytes(3).toString('hex')}@resilience.autoberza.rs`;
    const reg = await call(base, 'POST', '/api/user/register', {
      json: {
        firstName: 'Petar',
        lastName: 'Otporni',
        phone: '+381 64 555 0101',
        email,
        password: USER_PASSWORD,
        address: 'Kneza Miloša 1',
        city: cities[0]!._id,
        acceptTerms: true,
      },
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.body}`);
    const list = await call(base, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`, {
      token: admin,
    });
    const found = list
      .json<{ data: { _id: string; email: string }[] }>()
      .data.find((u) => u.email === email);
    if (!found)
      throw new Error(`registered ${email} not in the admin list: ${list.body.slice(0, 300)}`);
    const ok = await call(base, 'POST', `/api/admin/users/${found._id}/approve`, { token: admin });
    if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${ok.body}`);
    accounts.push({ id: found._id, email, token: await login(base, email, USER_PASSWORD) });
  }
  return accounts;
}

export interface Refs {
  brands: { _id: string }[];
  models: { _id: string; brand: { _id: string } }[];
  bodies: { _id: string }[];
  fuels: { _id: string }[];
}

export async function references(base: string, token: string): Promise<Refs> {
  const get = async <T>(url: string) =>
    (await call(base, 'GET', url, { token })).json<{ data: T }>().data;
  return {
    brands: await get('/api/brand'),
    models: await get('/api/model'),
    bodies: await get('/api/body'),
    fuels: await get('/api/fuel'),
  };
}

/** Small real JPEGs, made once: an advert's photos. */
export async function photos(count: number, width = 640, height = 480): Promise<Buffer[]> {
  const colors = ['#aa2222', '#22aa22', '#2222aa', '#aaaa22', '#22aaaa'];
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colors[i % 5]! } })
        // Noise, so the photos weigh what a camera's do and take as long to process.
        .composite([
          { input: noise(width, height), raw: { width, height, channels: 3 }, blend: 'overlay' },
        ])
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

/** An advert's form: the required fields, chosen by `n`, and its photos. */
export function advertForm(refs: Refs, n: number, images: Buffer[]): FormData {
  const model = refs.models[n % refs.models.length]!;
  const form = new FormData();
  const fields: Record<string, string> = {
    brand: model.brand._id,
    model: model._id,
    label: `Otpornost ${n}`,
    price: String(2000 + (n % 50) * 500),
    yearProduction: String(2005 + (n % 18)),
    body: refs.bodies[n % refs.bodies.length]!._id,
    fuel: refs.fuels[n % refs.fuels.length]!._id,
    volume: '1896',
    enginePower: '77',
    doors: '4/5 vrata',
    transmission: 'Manuelni 5 brzine',
    mileage: String(100_000 + n),
    description: 'Oglas iz testa otpornosti.',
    vehicleOrigin: 'Domaće tablice',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  images.forEach((image, i) =>
    form.append('images', new Blob([image], { type: 'image/jpeg' }), `foto-${i}.jpg`),
  );
  return form;
}

/** The account asks for a subscription and the admin activates it (payment received). */
export async function subscribe(base: string, adminToken: string, account: Account): Promise<void> {
  const asked = await call(base, 'POST', '/api/user/subscription', {
    token: account.token,
    json: {},
  });
  const list = await call(base, 'GET', '/api/admin/subscriptions?status=pending', {
    token: adminToken,
  });
  const row = list
    .json<{ data: { _id: string; user: { _id: string } }[] }>()
    .data.find((s) => s.user._id === account.id);
  if (!row) throw new Error(`subscription request missing: ${asked.status} ${asked.body}`);
  const activated = await call(base, 'POST', `/api/admin/subscriptions/${row._id}/activate`, {
    token: adminToken,
    // Paid today (UTC, never after the server's day in Serbia), a month's price.
    json: { paidOn: new Date().toISOString().slice(0, 10), amount: 2400 },
  });
  if (activated.status !== 200) throw new Error(`activate: ${activated.body}`);
}

function noise(width: number, height: number): Buffer {
  const buffer = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < buffer.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    buffer[i] = seed >> 23;
  }
  return buffer;
}
