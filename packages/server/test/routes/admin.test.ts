import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  queuedMails,
  registerUser,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const act = (id: string, action: string, token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${action}`, headers: auth(token) });

describe('admin users', () => {
  it('a registered user is approved by the admin, mailed, and logs in', async () => {
    const user = await registerUser(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?status=pending',
      headers: auth(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { _id: string }) => u._id)).toContain(user.id);
    expect(list.json().data.every((u: { status: string }) => u.status === 'pending')).toBe(true);

    const res = await act(user.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, status: 'approved' });
    expect((await queuedMails(t.app, user.email)).map((m) => m.template)).toEqual([
      'verify',
      'approved',
    ]);
    expect(await login(t.app, user.email, user.password)).toBeTruthy();
  });

  it('keeps the page a person registered from for the approval mail, only when it is ours', async () => {
    const from = await registerUser(t.app, { returnTo: '/car/c1?ref=1' });
    const foreign = await registerUser(t.app, { returnTo: 'https://evil.example/' });
    await act(from.id, 'approve');
    await act(foreign.id, 'approve');
    const approval = async (email: string) =>
      (await queuedMails(t.app, email)).find((m) => m.template === 'approved')!;
    expect((await approval(from.email)).vars.returnTo).toBe('/car/c1?ref=1');
    expect((await approval(foreign.email)).vars.returnTo).toBeUndefined();
  });

  it('rejects, blocks and unblocks with a mail each; refuses impossible changes with 409', async () => {
    const pending = await registerUser(t.app);
    expect((await act(pending.id, 'reject')).json().status).toBe('rejected');
    const again = await act(pending.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Nalog u statusu „odbijen“ ne može biti odbijen.' });

    const user = await approvedUser(t.app);
    expect((await act(user.id, 'block')).json().status).toBe('blocked');
    expect((await act(user.id, 'unblock')).json().status).toBe('approved');
    expect((await act(user.id, 'unblock')).statusCode).toBe(409);
    expect((await queuedMails(t.app, user.email)).map((m) => m.template)).toEqual([
      'verify',
      'approved',
      'blocked',
      'approved',
    ]);
    expect((await queuedMails(t.app, pending.email)).map((m) => m.template)).toEqual([
      'verify',
      'rejected',
    ]);
  });

  it('cannot change its own or another admin account; 404 for an unknown id', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(admin) });
    const self = await act(me.json()._id, 'block');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'Ne možete menjati status sopstvenog naloga.' });
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
  });

  it('is closed to users and visitors', async () => {
    const user = await approvedUser(t.app);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: auth(user.token),
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: 'Ova radnja je dozvoljena samo administratoru.' });
    expect((await act(user.id, 'block', user.token)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(visitor.statusCode).toBe(401);
  });

  it('pages and searches the list', async () => {
    await registerUser(t.app, { firstName: 'Dragana', email: 'dragana.unique@example.rs' });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=DRAGANA&limit=1&page=1',
      headers: auth(admin),
    });
    expect(found.json()).toMatchObject({ totalDocs: 1, limit: 1, page: 1, totalPages: 1 });
    expect(found.json().data[0].email).toBe('dragana.unique@example.rs');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?status=deleted',
      headers: auth(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('contact messages', () => {
  it('are stored, mailed to the operator, and listed for the admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Petar Petrović',
        email: 'petar@example.rs',
        message: 'Imam pitanje o pretplati.',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Vaša poruka je poslata. Odgovorićemo vam u najkraćem roku.',
    });
    const [mail] = await queuedMails(t.app, 'operator@test.autoberza.rs');
    expect(mail).toMatchObject({
      template: 'contactOperator',
      replyTo: 'petar@example.rs',
      vars: {
        name: 'Petar Petrović',
        email: 'petar@example.rs',
        message: 'Imam pitanje o pretplati.',
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: auth(admin),
    });
    expect(list.json()).toMatchObject({ totalDocs: 1, page: 1 });
    expect(list.json().data[0]).toMatchObject({ name: 'Petar Petrović', userId: null });
  });

  it('validate with the spec messages', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'P', email: 'petar@example.rs', message: 'x' },
    });
    expect(short.json()).toEqual({ message: 'Ime mora imati bar 2 slova' });
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Petar', email: 'petar', message: 'x' },
    });
    expect(email.json()).toEqual({ message: 'Unesite ispravnu adresu e-pošte' });
  });

  // docs/product.md, “Limits and constants”: the form's limits hold on the server too.
  it('take a name of 2 to 50 characters and a message of 10 to 2,000', async () => {
    const send = (name: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'petar@example.rs', message },
      });
    const fine = 'Imam pitanje.';
    const answers = await Promise.all([
      send('P'.repeat(51), fine),
      send('Petar', 'x'.repeat(9)),
      send('Petar', 'x'.repeat(2001)),
      // Counted after trimming.
      send('Petar', `  ${'x'.repeat(9)}  `),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.map((res) => res.json().message)).toEqual([
      'Ime ne može imati više od 50 znakova',
      'Poruka mora imati bar 10 znakova',
      'Poruka može imati najviše 2000 znakova',
      'Poruka mora imati bar 10 znakova',
    ]);
    for (const [name, message] of [
      ['P'.repeat(50), 'x'.repeat(10)],
      ['Pe', 'x'.repeat(2000)],
    ]) {
      expect((await send(name!, message!)).statusCode).toBe(201);
    }
  });
});
