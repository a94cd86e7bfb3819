import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carImages, cars } from '../../../src/db/schema/index.ts';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import {
  carFields,
  createCar,
  jpeg,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
  type Upload,
} from './car-helpers.ts';

let t: TestApp;
let seller: { id: string; token: string };
let other: { id: string; token: string };
let admin: string;
let r: Refs;

const MIN20 = 20 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app, { firstName: 'Petar' });
  other = await approvedUser(t.app, { firstName: 'Ana' });
  admin = await adminToken(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const uploads = () => path.join(t.config.DATA_DIR, 'uploads');
const fileOf = (url: string) => path.join(uploads(), url.replace(/^\/uploads\//, ''));
const allFiles = (): string[] => {
  if (!existsSync(uploads())) return [];
  return readdirSync(uploads(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
};
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const carCount = async () => Number((await t.app.db.select({ n: count() }).from(cars))[0]!.n);
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  fields: [string, string][],
  files: Upload[],
  token?: string,
) => t.app.inject({ method, url, ...withAuth(multipart(fields, files), token) });
const photo = async (color = '#884422') => ({
  filename: 'auto.jpg',
  content: await jpeg(400, 300, color),
});
/** Makes every listing made so far visible to everyone. */
const publishAll = () => t.clock.advance(MIN20);

/** A PNG header that claims the given size (no pixel data): enough for the size check. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/car', () => {
  it('creates an advert with re-encoded photos in several widths, shaped as the API says', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 2 });
    expect(car).toMatchObject({
      brand: { _id: r.brand },
      model: { _id: r.model, brand: { _id: r.brand } },
      body: { _id: r.body },
      fuel: { _id: r.fuel },
      label: '1.9 TDI',
      price: 4500,
      // 4,500 € at the default 117.2 dinars, rounded to 1,000.
      priceRsd: 527_000,
      yearProduction: 2012,
      mileage: 185000,
      enginePower: 77,
      volume: 1896,
      doors: '4/5 vrata',
      transmission: 'Manuelni 5 brzine',
      vehicleOrigin: 'Domaće tablice',
      isActivated: true,
      status: 'active',
      viewsCount: 0,
      user: { _id: seller.id, firstName: 'Petar', phone: '+381 64 123 4567' },
    });
    expect(Object.keys(car.user).sort()).toEqual(
      ['_id', 'city', 'firstName', 'image', 'lastName', 'phone'].sort(),
    );
    expect(car.image).toHaveLength(2);
    const [first] = car.image;
    expect(first!.widths.map((w) => w.width)).toEqual([320, 400]);
    expect(first!.url).toBe(first!.widths[1]!.url);
    for (const w of first!.widths) {
      const meta = await sharp(fileOf(w.url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w.width);
      expect(meta.exif).toBeUndefined();
    }
    expect(
      new Date(String(car.publishedAt)).getTime() - new Date(String(car.createdAt)).getTime(),
    ).toBe(MIN20);
  });

  it('strips GPS and other EXIF and applies the orientation', async () => {
    const withExif = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#557799' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefon' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 49/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withExif).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('Telefon');
    const res = await send(
      'POST',
      '/api/car',
      carFields(r),
      [{ filename: 'a.jpg', content: withExif }],
      seller.token,
    );
    expect(res.statusCode).toBe(201);
    const image = (res.json() as CarJson).image[0]!;
    const stored = await sharp(fileOf(image.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored photo stands upright, 200 wide.
    expect([stored.width, stored.height]).toEqual([200, 300]);
  });

  const cases: [string, Record<string, string | null>, string][] = [
    ['brand missing', { brand: null }, 'Marka je obavezna'],
    ['brand empty', { brand: '' }, 'Marka je obavezna'],
    ['model missing', { model: null }, 'Model je obavezan'],
    ['label missing', { label: '' }, 'Naslov oglasa je obavezan'],
    ['price missing', { price: null }, 'Cena je obavezna'],
    ['price negative', { price: '-1' }, 'Cena je obavezna'],
    ['price not a number', { price: 'mnogo' }, 'Cena je obavezna'],
    ['year missing', { yearProduction: null }, 'Godište je obavezno'],
    ['year before 1900', { yearProduction: '1899' }, 'Godište je obavezno'],
    ['power negative', { enginePower: '-5' }, 'Snaga motora je obavezna'],
    ['power not a number', { enginePower: 'jaka' }, 'Snaga motora je obavezna'],
    ['mileage not a number', { mileage: 'malo' }, 'Kilometraža nije ispravna'],
    ['mileage negative', { mileage: '-10' }, 'Kilometraža nije ispravna'],
  ];
  it.each(cases)('answers 400 with the spec message: %s', async (_name, change, message) => {
    const fields = carFields(r).flatMap(([k, v]): [string, string][] => {
      if (!(k in change)) return [[k, v]];
      const value = change[k];
      return typeof value === 'string' ? [[k, value]] : [];
    });
    for (const [k, v] of Object.entries(change)) {
      if (v !== null && !fields.some(([name]) => name === k)) fields.push([k, v]);
    }
    const before = await carCount();
    const res = await send('POST', '/api/car', fields, [await photo()], seller.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await carCount()).toBe(before);
  });

  it('refuses a model of another brand and a year after next year', async () => {
    let res = await send(
      'POST',
      '/api/car',
      carFields(r, { model: r.otherBrandModel }),
      [await photo()],
      seller.token,
    );
    expect(res.json()).toEqual({ message: 'Model je obavezan' });
    const next = t.clock.now().getUTCFullYear() + 1;
    res = await send(
      'POST',
      '/api/car',
      carFields(r, { yearProduction: String(next) }),
      [await photo()],
      seller.token,
    );
    expect(res.statusCode).toBe(201);
    res = await send(
      'POST',
      '/api/car',
      carFields(r, { yearProduction: String(next + 1) }),
      [await photo()],
      seller.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Vrednost može biti najviše ${next}.`);
  });

  it('needs at least one and at most five images', async () => {
    const before = await carCount();
    let res = await send('POST', '/api/car', carFields(r), [], seller.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dodajte bar jednu fotografiju.' });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => photo(`#${i}${i}0000`)));
    res = await send('POST', '/api/car', carFields(r), six, seller.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Možete dodati najviše 5 fotografija.' });
    expect(await carCount()).toBe(before);
  });

  it('refuses bad uploads by content and leaves no rows and no files behind', async () => {
    const before = await carCount();
    const filesBefore = allFiles().length;
    const good = await photo();
    const bad: [Upload, number, string][] = [
      [
        { filename: 'auto.jpg', content: Buffer.from('ovo nije slika, samo tekst\n') },
        415,
        'Datoteka nije podržana slika. Dozvoljeni su JPEG, PNG, WebP i AVIF.',
      ],
      [{ filename: 'prazno.jpg', content: Buffer.alloc(0) }, 415, 'Izabrana datoteka je prazna.'],
      [
        { filename: 'ogromno.jpg', content: Buffer.alloc(30 * 1024 * 1024, 1) },
        413,
        'Slika je prevelika. Najveća dozvoljena veličina je 15 MB.',
      ],
      [
        { filename: 'veliko.png', content: pngClaiming(20000, 20000), contentType: 'image/png' },
        400,
        'Slika ima previše piksela (najviše 40 megapiksela).',
      ],
    ];
    for (const [file, status, message] of bad) {
      // The bad file comes second: the good one before it must not be left on disk.
      const res = await send('POST', '/api/car', carFields(r), [good, file], seller.token);
      expect(res.statusCode, file.filename).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await carCount()).toBe(before);
    expect(allFiles()).toHaveLength(filesBefore);
  });

  it('needs a signed-in, approved account', async () => {
    const res = await send('POST', '/api/car', carFields(r), [await photo()]);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Potrebna je prijava.');
  });
});

describe('visibility (docs/product.md, “The 20-minute rule”)', () => {
  it('hides a new listing from other users for 20 minutes in every query, not from its owner, admins or subscribers', async () => {
    publishAll();
    const seller2 = await approvedUser(t.app, { firstName: 'Vesna' });
    const car = await createCar(t.app, seller2.token, r, { overrides: { price: '777777' } });
    const subscriber = await approvedUser(t.app);
    const [sub] = await t.app.db
      .execute<{ id: string }>(
        `insert into subscriptions (user_id, status, start_date, end_date, reference_number)
       values ('${subscriber.id}', 'active', now() - interval '400 days', now() + interval '400 days', 'TEST-${subscriber.id}') returning id`,
      )
      .then((res) => (Array.isArray(res) ? res : (res as { rows: { id: string }[] }).rows));
    expect(sub).toBeDefined();

    const sees = async (token: string) => {
      const byId = (await get(`/api/car/${car._id}`, token)).statusCode;
      const list = (await get('/api/car?limit=100', token)).json() as {
        docs: CarJson[];
        totalDocs: number;
      };
      const search = (
        await get('/api/car/search?priceMin=777777&priceMax=777777', token)
      ).json() as { data: CarJson[]; totalDocs: number };
      const sellerList = (await get(`/api/car/user/${seller2.id}`, token)).json() as {
        data: CarJson[];
        totalDocs: number;
      };
      return {
        byId,
        inList: list.docs.some((c) => c._id === car._id),
        searchTotal: search.totalDocs,
        sellerTotal: sellerList.totalDocs,
      };
    };
    const hidden = { byId: 404, inList: false, searchTotal: 0, sellerTotal: 0 };
    const shown = { byId: 200, inList: true, searchTotal: 1, sellerTotal: 1 };
    expect(await sees(other.token)).toEqual(hidden);
    expect(await sees(seller2.token)).toEqual(shown);
    expect(await sees(admin)).toEqual(shown);
    expect(await sees(subscriber.token)).toEqual(shown);
    const owner = (await get('/api/car/owner', seller2.token)).json() as { data: CarJson[] };
    expect(owner.data.map((c) => c._id)).toEqual([car._id]);

    t.clock.advance(MIN20 - 1000);
    expect(await sees(other.token)).toEqual(hidden);
    t.clock.advance(1000);
    expect(await sees(other.token)).toEqual(shown);
  });
});

describe('GET /api/car and /api/car/search', () => {
  it('pages with the shape of the newest list', async () => {
    publishAll();
    const res = await get('/api/car?page=1&limit=2', other.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'docs',
        'hasNextPage',
        'hasPrevPage',
        'limit',
        'nextPage',
        'page',
        'prevPage',
        'totalDocs',
        // Beside the original fields: the total stops at 10,000 (decision 009).
        'totalCapped',
        'totalPages',
      ].sort(),
    );
    const total = await carCount();
    expect(body).toMatchObject({
      limit: 2,
      page: 1,
      totalDocs: total,
      totalPages: Math.ceil(total / 2),
      hasPrevPage: false,
      hasNextPage: true,
      prevPage: null,
      nextPage: 2,
    });
    const last = (await get(`/api/car?page=${Math.ceil(total / 2)}&limit=2`, other.token)).json();
    expect(last).toMatchObject({ hasNextPage: false, nextPage: null, hasPrevPage: true });
  });

  it('filters by the spec fields, treats empty values as no filter, and keeps advanced filters for subscribers', async () => {
    await createCar(t.app, seller.token, r, {
      overrides: { price: '12000', yearProduction: '2019', mileage: '40000' },
    });
    await createCar(t.app, seller.token, r, {
      overrides: { price: '3000', yearProduction: '2005', mileage: '290000' },
    });
    publishAll();
    const all = (
      await get('/api/car/search?brand=&model=&priceMin=&priceMax=&yearFrom=&yearTo=', other.token)
    ).json();
    expect(all.totalDocs).toBe(await carCount());
    const res = await get(
      `/api/car/search?brand=${r.brand}&priceMin=10000&priceMax=13000&yearFrom=2018&yearTo=`,
      other.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      data: CarJson[];
      totalDocs: number;
      page: number;
      limit: number;
      totalPages: number;
    };
    expect(body.data.map((c) => [c.price, c.yearProduction])).toEqual([[12000, 2019]]);
    expect(body).toMatchObject({ totalDocs: 1, page: 1, totalPages: 1 });

    const advanced = await get('/api/car/search?mileageMax=50000', other.token);
    expect(advanced.statusCode).toBe(403);
    expect(advanced.json().message).toMatch(/samo uz pretplatu/);
    // Sorting is for everyone (docs/product.md, “Search and lists”).
    const sorted = (await get('/api/car/search?sort=priceAsc&limit=100', other.token)).json() as {
      data: CarJson[];
    };
    const otherPrices = sorted.data.map((c) => c.price as number);
    expect(otherPrices.length).toBeGreaterThan(1);
    expect(otherPrices).toEqual([...otherPrices].sort((a, b) => a - b));
    // A search with bounds fetches its page's cars by id (one query per sort): in its sort's order.
    for (const sort of ['priceAsc', 'priceDesc'] as const) {
      const bounded = (
        await get(`/api/car/search?priceMin=1&priceMax=9999999&sort=${sort}&limit=100`, other.token)
      ).json() as { data: CarJson[] };
      const boundedPrices = bounded.data.map((c) => c.price as number);
      expect(new Set(boundedPrices).size).toBeGreaterThan(1);
      expect(boundedPrices).toEqual(
        [...boundedPrices].sort((a, b) => (sort === 'priceAsc' ? a - b : b - a)),
      );
    }

    // An admin (like a subscriber) may use them.
    const cheapFirst = (await get('/api/car/search?sort=priceAsc&limit=100', admin)).json() as {
      data: CarJson[];
    };
    const prices = cheapFirst.data.map((c) => c.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const lowMileage = (await get('/api/car/search?mileageMax=50000', admin)).json() as {
      data: CarJson[];
    };
    expect(lowMileage.data.map((c) => c.mileage)).toEqual([40000]);
  });
});

describe('sold cars in the lists of active offers', () => {
  it('hideSold leaves them out of search and the newest list; by link they stay', async () => {
    const sold = await createCar(t.app, seller.token, r);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${sold._id}/status`,
      payload: { status: 'sold' },
      headers: auth(seller.token),
    });
    publishAll();
    const ids = async (url: string) => {
      const body = (await get(url, other.token)).json() as { data?: CarJson[]; docs?: CarJson[] };
      return (body.data ?? body.docs ?? []).map((c) => c._id);
    };
    expect(await ids('/api/car/search?limit=100')).toContain(sold._id);
    expect(await ids('/api/car/search?limit=100&hideSold=true')).not.toContain(sold._id);
    expect(await ids('/api/car?limit=100')).toContain(sold._id);
    const newest = await ids('/api/car?limit=100&hideSold=true');
    expect(newest).not.toContain(sold._id);
    expect(newest.length).toBeGreaterThan(0);
    const detail = (await get(`/api/car/${sold._id}`, other.token)).json() as CarJson;
    expect(detail.status).toBe('sold');
    expect(Date.parse(detail.updatedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(detail.createdAt as string),
    );
  });
});

describe('views', () => {
  it('counts a view once per viewer and hour, never the owner’s', async () => {
    const car = await createCar(t.app, seller.token, r);
    publishAll();
    // Views are written in batches, off the request path.
    const views = async () => {
      await t.app.views.flush();
      return (
        await t.app.db.select({ v: cars.viewsCount }).from(cars).where(eq(cars.id, car._id))
      )[0]!.v;
    };
    await get(`/api/car/${car._id}`, seller.token);
    expect(await views()).toBe(0);
    const first = (await get(`/api/car/${car._id}`, other.token)).json() as CarJson;
    expect(first.viewsCount).toBe(1);
    await get(`/api/car/${car._id}`, other.token);
    expect(await views()).toBe(1);
    await get(`/api/car/${car._id}`, admin);
    expect(await views()).toBe(2);
    t.clock.advance(59 * 60 * 1000);
    await get(`/api/car/${car._id}`, other.token);
    expect(await views()).toBe(2);
    t.clock.advance(60 * 1000);
    await get(`/api/car/${car._id}`, other.token);
    expect(await views()).toBe(3);
  });
});

describe('who may change an advert', () => {
  const form = async () => multipart(carFields(r, { price: '5100' }), []);
  const actions = {
    edit: async (id: string, token?: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/car/${id}`, ...withAuth(await form(), token) }),
    status: (id: string, token?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/car/${id}/status`,
        payload: { status: 'reserved' },
        headers: token ? auth(token) : {},
      }),
    renew: (id: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/car/${id}/renew`,
        headers: token ? auth(token) : {},
      }),
    remove: (id: string, token?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/car/${id}`, headers: token ? auth(token) : {} }),
  };
  for (const [name, act] of Object.entries(actions)) {
    it(`${name}: the owner alone; another seller and an admin get 403 (404 while hidden), no token 401`, async () => {
      const car = await createCar(t.app, seller.token, r);
      const snapshot = async () =>
        (await t.app.db.select().from(cars).where(eq(cars.id, car._id)))[0];
      const before = await snapshot();
      // Still hidden from the other seller: the car is not even there for him.
      expect((await act(car._id, other.token)).statusCode).toBe(404);
      publishAll();
      const denied = await act(car._id, other.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Možete menjati samo svoje oglase.');
      expect((await act(car._id)).statusCode).toBe(401);
      // Administrators act through the console (a reason, an audit entry, the seller's mail).
      const byAdmin = await act(car._id, admin);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toMatch(/^Administrator ne menja tuđe oglase ovde\./);
      expect(await snapshot()).toEqual(before);
      t.clock.advance(1000);
      expect((await act(car._id, seller.token)).statusCode).toBe(200);
      if (name === 'remove') expect(await snapshot()).toBeUndefined();
      else expect(await snapshot()).not.toEqual(before);
    });
  }
});

describe('an advert an administrator hid', () => {
  it('answers another seller 404, not 403, on every route that would tell it exists', async () => {
    const car = await createCar(t.app, seller.token, r);
    publishAll();
    const call = async (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: auth(other.token), ...(payload ? { payload } : {}) });
    const edit = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/car/${car._id}`,
        ...withAuth(multipart(carFields(r, { price: '5100' }), []), other.token),
      });
    const attempts = {
      edit,
      status: () => call('PATCH', `/api/car/${car._id}/status`, { status: 'reserved' }),
      remove: () => call('DELETE', `/api/car/${car._id}`),
      renew: () => call('POST', `/api/car/${car._id}/renew`),
      detail: () => call('GET', `/api/car/${car._id}`),
      report: () => call('POST', `/api/car/${car._id}/report`, { reason: 'fake' }),
      follow: () => call('PUT', `/api/user/favourites/${car._id}`),
    };
    // Shown, the advert exists for him: changing it is refused as not his.
    expect((await attempts.status()).statusCode).toBe(403);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${car._id}/hide`,
      headers: auth(admin),
      payload: { reason: 'Cena u oglasu nije tačna, ispravite je.' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await attempt();
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ message: 'Oglas nije pronađen.' });
    }
  });
});

describe('status', () => {
  it('sold is final: status changes and edits answer 409', async () => {
    const car = await createCar(t.app, seller.token, r);
    const status = (s: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/car/${car._id}/status`,
        payload: { status: s },
        headers: auth(seller.token),
      });
    expect((await status('reserved')).json().status).toBe('reserved');
    expect((await status('sold')).json().status).toBe('sold');
    const again = await status('active');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Oglas je prodat i više se ne može menjati.');
    const edit = await send('PATCH', `/api/car/${car._id}`, carFields(r), [], seller.token);
    expect(edit.statusCode).toBe(409);
    expect((await status('nestalo')).statusCode).toBe(400);
  });

  it("narrows the seller's own list by status (My listings' filter), paged", async () => {
    const dealer = await approvedUser(t.app, { firstName: 'Dragan' });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createCar(t.app, dealer.token, r));
    const setStatus = (id: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/car/${id}/status`,
        payload: { status },
        headers: auth(dealer.token),
      });
    await setStatus(made[0]!._id, 'sold');
    await setStatus(made[1]!._id, 'reserved');
    const own = async (query: string) => {
      const res = await get(`/api/car/owner${query}`, dealer.token);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: CarJson[]; totalDocs: number; totalPages: number };
      return { ids: body.data.map((c) => c._id), total: body.totalDocs, pages: body.totalPages };
    };
    expect((await own('')).total).toBe(3);
    expect(await own('?status=sold')).toEqual({ ids: [made[0]!._id], total: 1, pages: 1 });
    expect(await own('?status=reserved')).toEqual({ ids: [made[1]!._id], total: 1, pages: 1 });
    expect(await own('?status=active')).toEqual({ ids: [made[2]!._id], total: 1, pages: 1 });
    expect(await own('?status=')).toMatchObject({ total: 3 });
    expect((await own('?limit=2&page=2')).ids).toHaveLength(1);
    expect((await get('/api/car/owner?status=nestalo', dealer.token)).statusCode).toBe(400);
  });

  it('of two concurrent changes to sold exactly one wins', async () => {
    const car = await createCar(t.app, seller.token, r);
    const results = await Promise.all(
      [seller.token, seller.token].map((token) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/car/${car._id}/status`,
          payload: { status: 'sold' },
          headers: auth(token),
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('editing photos (docs/product.md, “Photos”)', () => {
  it('keeps, reorders and removes old photos, appends new ones, and deletes the removed files', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 3 });
    const [a, b, c] = car.image;
    const res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [
        ...carFields(r, { label: '2.0 TDI' }),
        ['existingImages', c!.url],
        ['existingImages', a!.url],
      ],
      [await photo('#00ff00')],
      seller.token,
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json() as CarJson;
    expect(edited.label).toBe('2.0 TDI');
    expect(edited.image.map((i) => i.url).slice(0, 2)).toEqual([c!.url, a!.url]);
    expect(edited.image).toHaveLength(3);
    expect(existsSync(fileOf(edited.image[2]!.url))).toBe(true);
    for (const w of b!.widths) expect(existsSync(fileOf(w.url))).toBe(false);
    for (const w of [...a!.widths, ...c!.widths]) expect(existsSync(fileOf(w.url))).toBe(true);
    const positions = await t.app.db
      .select({ position: carImages.position })
      .from(carImages)
      .where(eq(carImages.carId, car._id))
      .orderBy(carImages.position);
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it('without existingImages keeps every old photo; the 1..5 rule holds after the edit', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 4 });
    let res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      carFields(r),
      [await photo()],
      seller.token,
    );
    expect(res.json().image).toHaveLength(5);
    res = await send('PATCH', `/api/car/${car._id}`, carFields(r), [await photo()], seller.token);
    expect(res.json()).toEqual({ message: 'Možete dodati najviše 5 fotografija.' });
    res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [...carFields(r), ['existingImages', '']],
      [],
      seller.token,
    );
    expect(res.json()).toEqual({ message: 'Dodajte bar jednu fotografiju.' });
    res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [...carFields(r), ['existingImages', '/uploads/cars/tudja.webp']],
      [],
      seller.token,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('editing photos with imageOrder (docs/product.md, “Photos”)', () => {
  /** Which of the two test colours a stored photo shows. */
  const colourOf = async (url: string) => {
    const { channels } = await sharp(fileOf(url)).stats();
    return channels[0]!.mean > channels[1]!.mean ? 'red' : 'green';
  };

  it('interleaves kept and new photos in the order given (JSON array or repeated field)', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 2 });
    const [a, b] = car.image;
    let res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [
        ...carFields(r),
        ['existingImages', b!.url],
        ['existingImages', a!.url],
        [
          'imageOrder',
          JSON.stringify(['new:1', `existing:${b!.url}`, 'new:0', `existing:${a!.url}`]),
        ],
      ],
      [await photo('#00ff00'), await photo('#ff0000')],
      seller.token,
    );
    expect(res.statusCode).toBe(200);
    let urls = (res.json() as CarJson).image.map((i) => i.url);
    expect(urls).toHaveLength(4);
    expect([urls[1], urls[3]]).toEqual([b!.url, a!.url]);
    expect(await colourOf(urls[0]!)).toBe('red');
    expect(await colourOf(urls[2]!)).toBe('green');
    const positions = await t.app.db
      .select({ position: carImages.position })
      .from(carImages)
      .where(eq(carImages.carId, car._id))
      .orderBy(carImages.position);
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3]);

    // Repeated field, existingImages absent (all old photos kept): the new photo goes first.
    res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [
        ...carFields(r),
        ...urls.slice(1).map((url): [string, string] => ['imageOrder', `existing:${url}`]),
        ['imageOrder', 'new:0'],
        ['imageOrder', `existing:${urls[0]}`],
      ],
      [await photo('#00ff00')],
      seller.token,
    );
    expect(res.statusCode).toBe(200);
    const reordered = (res.json() as CarJson).image.map((i) => i.url);
    expect(reordered).toHaveLength(5);
    expect(reordered.slice(0, 3)).toEqual(urls.slice(1));
    expect(reordered[4]).toBe(urls[0]);
    expect(await colourOf(reordered[3]!)).toBe('green');
    urls = reordered;
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect((fresh.json() as CarJson).image.map((i) => i.url)).toEqual(urls);
  });

  it('refuses an order that misses, repeats or invents a photo, and changes nothing', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 2 });
    const [a, b] = car.image.map((i) => i.url);
    const bad: string[][] = [
      [`existing:${a}`, 'new:0'], // b kept but missing
      [`existing:${a}`, `existing:${b}`], // the new file missing
      [`existing:${a}`, `existing:${a}`, `existing:${b}`, 'new:0'], // repeated
      [`existing:${a}`, `existing:${b}`, 'new:0', 'new:0'],
      [`existing:${a}`, `existing:${b}`, 'new:1'], // no such file
      [`existing:${a}`, `existing:${b}`, 'new:0', 'existing:/uploads/cars/tudja.webp'],
      [`existing:${a}`, `existing:${b}`, 'slika:0'],
    ];
    for (const order of bad) {
      const res = await send(
        'PATCH',
        `/api/car/${car._id}`,
        [...carFields(r, { label: 'ne sme' }), ['imageOrder', JSON.stringify(order)]],
        [await photo()],
        seller.token,
      );
      expect(res.statusCode, order.join(' ')).toBe(400);
      expect(res.json()).toEqual({
        message:
          'Redosled slika nije ispravan: svaka zadržana i svaka nova slika mora biti navedena tačno jednom.',
      });
    }
    const res = await send(
      'PATCH',
      `/api/car/${car._id}`,
      [...carFields(r), ['imageOrder', '[nije json']],
      [await photo()],
      seller.token,
    );
    expect(res.statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect((after.json() as CarJson).image.map((i) => i.url)).toEqual([a, b]);
    expect((after.json() as CarJson).label).not.toBe('ne sme');
    const files = await t.app.db
      .select({ n: count() })
      .from(carImages)
      .where(eq(carImages.carId, car._id));
    expect(files[0]!.n).toBe(2);
  });
});

describe('DELETE /api/car/:id', () => {
  it('removes the row and every file of its photos', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 2 });
    const files = car.image.flatMap((i) => i.widths.map((w) => fileOf(w.url)));
    for (const f of files) expect(existsSync(f)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(res.json()).toEqual({ message: 'Oglas je obrisan.' });
    for (const f of files) expect(existsSync(f)).toBe(false);
    expect((await get(`/api/car/${car._id}`, seller.token)).statusCode).toBe(404);
  });
});
