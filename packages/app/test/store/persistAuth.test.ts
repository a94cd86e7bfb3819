import { describe, expect, it } from 'vitest';
import { loggedIn, logout } from '../../src/store/authSlice';
import { SESSION_HINT_COOKIE, makeStore } from '../../src/store/store';

// What redux-persist 6 writes for a signed-in dealer.
const savedByReduxPersist = JSON.stringify({
  user: JSON.stringify({ _id: 'u1', firstName: 'Marko', lastName: 'Petrović', email: 'm@x.rs' }),
  token: JSON.stringify('jwt-1'),
  role: JSON.stringify('user'),
  isAuthenticated: 'true',
  _persist: JSON.stringify({ version: -1, rehydrated: true }),
});

const stored = () => JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>;

/** A store as main.tsx has it before the first render: the saved session is back. */
async function restoredStore() {
  const made = makeStore();
  await made.rehydrated;
  return made;
}

describe('the saved session (redux-persist, local storage "auth")', () => {
  it('is restored before the first render', async () => {
    localStorage.setItem('auth', savedByReduxPersist);
    const { store } = await restoredStore();
    expect(store.getState().auth).toMatchObject({
      token: 'jwt-1',
      role: 'user',
      isAuthenticated: true,
      user: { _id: 'u1', firstName: 'Marko' },
    });
  });

  it('is saved on every change, field by field as JSON, and cleared on logout', async () => {
    const { store, persistor } = await restoredStore();
    await persistor.flush();
    expect(JSON.parse(stored().isAuthenticated!)).toBe(false);
    store.dispatch(
      loggedIn({
        token: 'jwt-2',
        role: 'admin',
        id: 'a1',
        firstName: 'Ana',
        lastName: 'A',
        phone: '1',
        email: 'a@x.rs',
      } as never),
    );
    await persistor.flush();
    expect(Object.keys(stored())).toEqual(['user', 'token', 'role', 'isAuthenticated', '_persist']);
    expect(JSON.parse(stored().token!)).toBe('jwt-2');
    expect(JSON.parse(stored().user!)).toMatchObject({ _id: 'a1', firstName: 'Ana' });
    expect((await restoredStore()).store.getState().auth.role).toBe('admin'); // a reload keeps the session

    store.dispatch(logout());
    await persistor.flush();
    expect(JSON.parse(stored().token!)).toBeNull();
    expect((await restoredStore()).store.getState().auth.isAuthenticated).toBe(false);
  });

  it('writes a session that begins or ends at once (a reload right after finds it)', async () => {
    const { store } = await restoredStore();
    store.dispatch(loggedIn({ token: 'jwt-3', role: 'user', id: 'u3', firstName: 'Iva' } as never));
    expect(JSON.parse(stored().token!)).toBe('jwt-3');
    store.dispatch(logout());
    expect(JSON.parse(stored().token!)).toBeNull();
  });

  it('starts signed out when the saved value is unreadable', async () => {
    localStorage.setItem('auth', '{not json');
    expect((await restoredStore()).store.getState().auth.isAuthenticated).toBe(false);
  });

  it('keeps nothing but the session', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch({ type: 'toast/showToast', payload: { id: 1, type: 'info', text: 'x' } });
    await persistor.flush();
    expect(Object.keys(localStorage)).toEqual(['auth']);
  });

  it('keeps a cookie hint while signed in, so the server sends no visitor page (no secret in it)', async () => {
    const hint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
    localStorage.setItem('auth', savedByReduxPersist);
    const { store } = await restoredStore();
    expect(hint()).toBe(true);
    expect(document.cookie).not.toContain('jwt-1');
    store.dispatch(logout());
    expect(hint()).toBe(false);
    store.dispatch(
      loggedIn({ token: 'jwt-3', role: 'user', id: 'u3', firstName: 'B', lastName: 'B' } as never),
    );
    expect(hint()).toBe(true);
    store.dispatch(logout());
    // A browser whose saved session is gone has no hint either, from its first start on.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    localStorage.clear();
    await restoredStore();
    expect(hint()).toBe(false);
  });
});
