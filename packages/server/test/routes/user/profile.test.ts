import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  cityId,
  registerUser,
  type TestApp,
} from '../../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function multipart(field: string, filename: string, content: Buffer, type = 'image/png') {
  const boundary = '----autoberza-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /api/user/me, PATCH /api/user/profile', () => {
  it('saves only the fields sent and answers the whole user', async () => {
    const user = await approvedUser(t.app);
    const nis = await cityId(t.app, 'Niš');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { phone: '011 222 333', city: nis, address: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user.id,
      firstName: 'Marko',
      phone: '011 222 333',
      address: null,
      city: { _id: nis, name: 'Niš' },
      email: user.email,
      role: 'user',
      isEmail: true,
      isNotification: true,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(me.json()).toEqual(res.json());
  });

  it('refuses role, status or e-mail changes, an unknown city and a bad phone', async () => {
    const user = await approvedUser(t.app);
    for (const payload of [{ role: 'admin' }, { status: 'approved' }, { email: 'new@x.rs' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: auth(user.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Nepoznata polja u zahtevu/);
    }
    const city = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { city: '00000000-0000-4000-8000-000000000000' },
    });
    expect(city.json()).toEqual({ message: 'Izabrani grad ne postoji.' });
    const phone = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { phone: 'zovi me' },
    });
    expect(phone.json()).toEqual({ message: 'Unesite ispravan broj telefona' });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { phone: '011 222 333' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('reads and saves each switch on its own', async () => {
    const user = await approvedUser(t.app);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/user/preferences', headers: auth(user.token) });
    expect((await get()).json()).toEqual({
      isEmail: true,
      isNotification: true,
      newListings: 'immediate',
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(user.token),
      payload: { isNotification: false },
    });
    expect(off.json()).toEqual({ isEmail: true, isNotification: false, newListings: 'immediate' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(user.token),
      payload: { isEmail: false },
    });
    expect((await get()).json()).toEqual({
      isEmail: false,
      isNotification: false,
      newListings: 'immediate',
    });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(user.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(user.token),
      payload: { isEmail: 'da' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('GET /api/user/:id', () => {
  it('shows another user the public fields only', async () => {
    const seller = await approvedUser(t.app);
    const viewer = await approvedUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${seller.id}`,
      headers: auth(viewer.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: seller.id,
      firstName: 'Marko',
      lastName: 'Marković',
      phone: '+381 64 123 4567',
      city: { _id: await cityId(t.app), name: 'Beograd' },
      image: null,
    });
    expect(res.body).not.toContain(seller.email);
    expect(res.body).not.toContain('Bulevar');
  });

  it('hides pending accounts from users, shows them to admins, 404 for unknown ids, 401 for visitors', async () => {
    const viewer = await approvedUser(t.app);
    const pending = await registerUser(t.app);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/user/${pending.id}`,
      headers: auth(viewer.token),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Korisnik nije pronađen.' });
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/user/${pending.id}`,
      headers: auth(await adminToken(t.app)),
    });
    expect(admin.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/user/00000000-0000-4000-8000-000000000000',
      headers: auth(viewer.token),
    });
    expect(unknown.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/user/${viewer.id}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/user/image', () => {
  it('re-encodes the photo to WebP, serves it, and replaces the old one', async () => {
    const user = await approvedUser(t.app);
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: { ...auth(user.token), ...multipart('image', 'ja.png', png).headers },
      payload: multipart('image', 'ja.png', png).payload,
    });
    expect(res.statusCode).toBe(200);
    const { image } = res.json() as { image: string };
    expect(image).toMatch(new RegExp(`^/uploads/users/${user.id}/[0-9a-f]+-256\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(me.json().image).toBe(image);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: { ...auth(user.token), ...multipart('image', 'ja.png', png).headers },
      payload: multipart('image', 'ja.png', png).payload,
    });
    expect(again.statusCode).toBe(200);
    const oldFile = path.join(t.config.DATA_DIR, 'uploads', image.replace('/uploads/', ''));
    expect(existsSync(oldFile)).toBe(false);
  });

  it('refuses a file that is not an image, a missing file and JSON', async () => {
    const user = await approvedUser(t.app);
    const fake = multipart('image', 'ja.png', Buffer.from('<?php echo 1; ?>'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: { ...auth(user.token), ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/nije podržana slika/);
    const other = multipart('photo', 'ja.png', Buffer.from('x'));
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: { ...auth(user.token), ...other.headers },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Izaberite sliku.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/image',
      headers: auth(user.token),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/image', ...fake });
    expect(anonymous.statusCode).toBe(401);
  });
});
