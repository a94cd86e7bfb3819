import { ACCEPTED_VERSION } from '../../../src/legal/index.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/accounts/tokens.ts';
import { oneTimeTokens, users } from '../../../src/db/schema/index.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  USER_PASSWORD,
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  cityId,
  login,
  queuedMails,
  registerUser,
  tokenFromMail,
  type TestApp,
} from '../../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/user/register', () => {
  it('creates a pending account and queues a verification mail with a 48 h link', async () => {
    const res = await post('/api/user/register', {
      firstName: 'Jovana',
      lastName: 'Jovanović',
      phone: '064 111 2222',
      email: 'Jovana@Example.RS',
      password: 'Sigurna12A',
      city: await cityId(t.app, 'Novi Sad'),
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Administratorsko odobrenje/);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'jovana@example.rs'));
    expect(user).toMatchObject({
      status: 'pending',
      role: 'user',
      address: null,
      emailVerifiedAt: null,
      termsAcceptedAt: t.clock.now(),
      termsVersion: ACCEPTED_VERSION,
      // The app's clock, as every other time of the account (the console shows this date).
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await queuedMails(t.app, 'jovana@example.rs');
    expect(mail).toMatchObject({ template: 'verify', vars: { firstName: 'Jovana' } });
    expect(mail!.vars.link).toMatch(/^http:\/\/localhost:5173\/verify-email\/[\w-]{40,}$/);
    const [token] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user!.id));
    expect(token!.expiresAt.getTime() - t.clock.now().getTime()).toBe(48 * 3_600_000);
    // Only the hash is stored.
    expect(token!.tokenHash).not.toContain(String(mail!.vars.link).split('/').at(-1));
  });

  it('refuses a taken e-mail (any case) with 409', async () => {
    const { email } = await registerUser(t.app);
    const res = await post('/api/user/register', {
      firstName: 'A',
      lastName: 'B',
      phone: '064 111 2222',
      email: email.toUpperCase(),
      password: USER_PASSWORD,
      city: await cityId(t.app),
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Korisnik sa ovom adresom e-pošte već postoji.' });
  });

  it.each([
    ['lozinka12', 'Nova lozinka mora imati bar jedno veliko slovo'],
    ['Lozinka1x', 'Nova lozinka mora imati bar 2 broja'],
    ['Lo12', 'Lozinka mora imati najmanje 8 znakova'],
  ])('applies the password rule to %s', async (password, message) => {
    const res = await post('/api/user/register', {
      firstName: 'A',
      lastName: 'B',
      phone: '064 111 2222',
      email: 'rule@example.rs',
      password,
      city: await cityId(t.app),
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an unknown city, a bad e-mail, a missing field and unknown fields in Serbian', async () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      phone: '064 111 2222',
      email: 'x@example.rs',
      password: USER_PASSWORD,
      city: await cityId(t.app),
      acceptTerms: true,
    };
    const unknownCity = await post('/api/user/register', {
      ...base,
      city: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toBe('Izabrani grad ne postoji.');
    const badEmail = await post('/api/user/register', { ...base, email: 'nije-email' });
    expect(badEmail.json()).toEqual({ message: 'Unesite ispravnu adresu e-pošte' });
    const { firstName: _f, ...noName } = base;
    const missing = await post('/api/user/register', noName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Polje „Ime“ je obavezno.');
    const { acceptTerms: _a, ...noConsent } = base;
    for (const consent of [noConsent, { ...base, acceptTerms: false }]) {
      const refused = await post('/api/user/register', { ...consent, email: 'bez@example.rs' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Da biste se registrovali, prihvatite Uslove korišćenja i Obaveštenje o privatnosti.',
      );
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, 'bez@example.rs'))).toEqual(
      [],
    );
    const extra = await post('/api/user/register', { ...base, role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Nepoznata polja u zahtevu: role.');
  });
});

describe('POST /api/user/login', () => {
  it('answers 403 naming the state for pending, rejected and blocked accounts', async () => {
    const admin = await adminToken(t.app);
    const pending = await registerUser(t.app);
    const res = await post('/api/user/login', { email: pending.email, password: pending.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Administrator još nije odobrio vaš nalog.' });

    const rejected = await registerUser(t.app);
    await post(`/api/admin/users/${rejected.id}/reject`, undefined, auth(admin));
    const r = await post('/api/user/login', { email: rejected.email, password: rejected.password });
    expect(r.statusCode).toBe(403);
    // The reader is told where to write: the support address, never the no-reply sender.
    expect(r.json().message).toBe(
      'Vaš zahtev za nalog je odbijen. Za više informacija pišite nam na operator@test.autoberza.rs.',
    );

    const blocked = await approvedUser(t.app);
    await post(`/api/admin/users/${blocked.id}/block`, undefined, auth(admin));
    const b = await post('/api/user/login', { email: blocked.email, password: blocked.password });
    expect(b.statusCode).toBe(403);
    expect(b.json().message).toBe(
      'Vaš nalog je blokiran. Za više informacija pišite nam na operator@test.autoberza.rs.',
    );
  });

  it('does not reveal the state without the right password', async () => {
    const pending = await registerUser(t.app);
    const res = await post('/api/user/login', { email: pending.email, password: 'Pogresna99' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Pogrešna adresa e-pošte ili lozinka.' });
    const unknown = await post('/api/user/login', {
      email: 'niko@example.rs',
      password: 'Pogresna99',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(res.json());
  });

  it('asks for the minimum length of the registration rule: 8 characters', async () => {
    const res = await post('/api/user/login', { email: 'a@b.rs', password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Lozinka mora imati najmanje 8 znakova' });
  });

  it('answers the session user for an approved account, with its city', async () => {
    const user = await approvedUser(t.app);
    const res = await post('/api/user/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'user',
      id: user.id,
      firstName: 'Marko',
      lastName: 'Marković',
      phone: '+381 64 123 4567',
      address: 'Bulevar oslobođenja 1',
      city: { _id: await cityId(t.app), name: 'Beograd' },
      email: user.email,
      image: null,
    });
    expect(body.token.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: user.id, status: 'approved', emailVerified: false });
  });
});

describe('tokens', () => {
  it('rejects a missing, malformed, foreign or expired token', async () => {
    const user = await approvedUser(t.app);
    // Used once, so its verified signature is remembered: the checks below still hold.
    const valid = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(valid.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Potrebna je prijava.' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);
    const [h, p] = user.token.split('.');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(`${h}.${p}.AAAA`),
    });
    expect(forged.statusCode).toBe(401);

    t.clock.advance(8 * 24 * 3_600_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Sesija je istekla. Prijavite se ponovo.' });
  });

  it('stop working after a password change, and after a block', async () => {
    const user = await approvedUser(t.app);
    const second = await login(t.app, user.email, user.password);
    const change = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'Novija34B', confirmPassword: 'Novija34B' },
      auth(user.token),
    );
    expect(change.statusCode).toBe(200);
    const fresh = change.json().token as string;
    for (const old of [user.token, second]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(old) });
      expect(res.statusCode).toBe(401);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(fresh) });
    expect(ok.statusCode).toBe(200);
    expect(await login(t.app, user.email, 'Novija34B')).toBeTruthy();

    const admin = await adminToken(t.app);
    await post(`/api/admin/users/${user.id}/block`, undefined, auth(admin));
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(fresh),
    });
    expect(blocked.statusCode).toBe(401);
    // Unblocking does not revive old sessions; a new login works.
    await post(`/api/admin/users/${user.id}/unblock`, undefined, auth(admin));
    const still = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(fresh) });
    expect(still.statusCode).toBe(401);
    expect(await login(t.app, user.email, 'Novija34B')).toBeTruthy();
  });

  it('answer 403 when the account was set back to pending by the database', async () => {
    const user = await approvedUser(t.app);
    await t.app.db.update(users).set({ status: 'rejected' }).where(eq(users.id, user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/odbijen/);
  });
});

describe('POST /api/user/change-password', () => {
  it('checks the old password, the rule and the confirmation', async () => {
    const user = await approvedUser(t.app);
    const wrongOld = await post(
      '/api/user/change-password',
      { oldPassword: 'Pogresna99', newPassword: 'Novija34B' },
      auth(user.token),
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ message: 'Stara lozinka nije ispravna.' });
    const weak = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'kratka' },
      auth(user.token),
    );
    expect(weak.json()).toEqual({ message: 'Nova lozinka mora imati najmanje 8 znakova' });
    const mismatch = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'Novija34B', confirmPassword: 'Novija34C' },
      auth(user.token),
    );
    expect(mismatch.json()).toEqual({ message: 'Lozinke se ne poklapaju' });
    const anonymous = await post('/api/user/change-password', {
      oldPassword: user.password,
      newPassword: 'Novija34B',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('verification and recovery', () => {
  it('verifies the e-mail once with the mailed token, and not after 48 hours', async () => {
    const user = await registerUser(t.app);
    const token = await tokenFromMail(t.app, user.email, 'verify');
    const ok = await post('/api/user/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Adresa e-pošte je potvrđena.' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    // The link opened again: the address is verified, and the answer says so.
    const again = await post('/api/user/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ova adresa e-pošte je već potvrđena. Možete se prijaviti.');
    // A token nobody was mailed is still an error.
    const unknown = await post('/api/user/verify-email', { token: `${token}x` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Greška pri verifikaciji. Link je možda istekao ili je već iskorišćen.',
    );

    const late = await registerUser(t.app);
    const lateToken = await tokenFromMail(t.app, late.email, 'verify');
    t.clock.advance(48 * 3_600_000 + 1_000);
    const expired = await post('/api/user/verify-email', { token: lateToken });
    expect(expired.statusCode).toBe(400);
  });

  it('answers an unknown e-mail with the spec message', async () => {
    const res = await post('/api/user/recovery', { email: 'niko@example.rs' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Adresa e-pošte nije pronađena. Proverite unete podatke.',
    });
  });

  it('sets a new password with a single-use link that expires after 1 hour', async () => {
    const user = await approvedUser(t.app);
    const res = await post('/api/user/recovery', { email: user.email });
    expect(res.statusCode).toBe(200);
    const token = await tokenFromMail(t.app, user.email, 'recovery');
    const mail = (await queuedMails(t.app, user.email)).at(-1)!;
    expect(mail.vars.link).toBe(`http://localhost:5173/new-password/${token}`);

    const weak = await post('/api/user/recovery-account', { token, password: 'slaba' });
    expect(weak.statusCode).toBe(400);
    const set = await post('/api/user/recovery-account', {
      token,
      password: 'Oporavak56C',
      confirmPassword: 'Oporavak56C',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      message: 'Lozinka je uspešno podešena. Sada se možete prijaviti.',
    });
    // The old session ended; the new password works, the old one not.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: auth(user.token),
    });
    expect(me.statusCode).toBe(401);
    expect(await login(t.app, user.email, 'Oporavak56C')).toBeTruthy();
    const old = await post('/api/user/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const reuse = await post('/api/user/recovery-account', { token, password: 'Ponovo78D' });
    expect(reuse.statusCode).toBe(400);

    // A second request replaces the first link; links die after an hour.
    await post('/api/user/recovery', { email: user.email });
    const first = await tokenFromMail(t.app, user.email, 'recovery');
    await post('/api/user/recovery', { email: user.email });
    const second = await tokenFromMail(t.app, user.email, 'recovery');
    expect(
      (await post('/api/user/recovery-account', { token: first, password: 'Ponovo78D' }))
        .statusCode,
    ).toBe(400);
    t.clock.advance(3_600_000 + 1_000);
    expect(
      (await post('/api/user/recovery-account', { token: second, password: 'Ponovo78D' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('reset links after a new password', () => {
  const request = async (email: string) => {
    expect((await post('/api/user/recovery', { email })).statusCode).toBe(200);
    return tokenFromMail(t.app, email, 'recovery');
  };
  const useLink = (token: string, password = 'Kasnije90E') =>
    post('/api/user/recovery-account', { token, password });

  it('a password change ends the link mailed before it', async () => {
    const user = await approvedUser(t.app);
    const token = await request(user.email);
    const changed = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'Promenjena45F' },
      auth(user.token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await useLink(token);
    expect(late.statusCode).toBe(400);
    expect(await login(t.app, user.email, 'Promenjena45F')).toBeTruthy();
  });

  it('a reset ends every other open link (two requests that crossed)', async () => {
    const user = await approvedUser(t.app);
    const first = await request(user.email);
    // A second link that the first request did not end (as when two requests cross).
    const second = 'drugi-link-koji-je-ostao-otvoren';
    await t.app.db.insert(oneTimeTokens).values({
      userId: user.id,
      kind: 'password_reset',
      tokenHash: hashToken(second),
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    expect((await useLink(first, 'Oporavljena67G')).statusCode).toBe(200);
    expect((await useLink(second)).statusCode).toBe(400);
    expect(await login(t.app, user.email, 'Oporavljena67G')).toBeTruthy();
  });
});

describe('first admin', () => {
  it('comes from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const res = await post('/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
    expect(t.app.generatedAdmin).toBeNull();
  });

  it('is generated on an empty database without them, and its printed password logs in', async () => {
    const bare = await buildTestApp({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    try {
      const admin = bare.app.generatedAdmin;
      expect(admin?.email).toBe('admin@autoberza.local');
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: admin?.email, password: admin?.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe('admin');
    } finally {
      await bare.close();
    }
  });
});
