import { describe, expect, it } from 'vitest';
import { loggedIn, logout } from '../../src/store/authSlice';
import { makeStore } from '../../src/store/store';

// What redux-persist 6 wrote for a signed-in dealer (the app's earlier format).
const savedByReduxPersist = JSON.stringify({
  user: JSON.stringify({ _id: 'u1', firstName: 'Marko', lastName: 'Petrović', email: 'm@x.rs' }),
  token: JSON.stringify('jwt-1'),
  role: JSON.stringify('user'),
  isAuthenticated: 'true',
  _persist: JSON.stringify({ version: -1, rehydrated: true }),
});

const stored = () => JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>;

describe('the saved session (local storage "auth")', () => {
  it('is restored before the first render, also from what redux-persist saved', () => {
    localStorage.setItem('auth', savedByReduxPersist);
    const { store } = makeStore();
    expect(store.getState().auth).toMatchObject({
      token: 'jwt-1',
      role: 'user',
      isAuthenticated: true,
      user: { _id: 'u1', firstName: 'Marko' },
    });
  });

  it('is saved on every change, field by field as JSON, and cleared on logout', () => {
    const { store } = makeStore();
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
    expect(Object.keys(stored())).toEqual(['user', 'token', 'role', 'isAuthenticated', '_persist']);
    expect(JSON.parse(stored().token!)).toBe('jwt-2');
    expect(JSON.parse(stored().user!)).toMatchObject({ _id: 'a1', firstName: 'Ana' });
    expect(makeStore().store.getState().auth.role).toBe('admin'); // a reload keeps the session

    store.dispatch(logout());
    expect(JSON.parse(stored().token!)).toBeNull();
    expect(makeStore().store.getState().auth.isAuthenticated).toBe(false);
  });

  it('starts signed out when the saved value is unreadable', () => {
    localStorage.setItem('auth', '{not json');
    expect(makeStore().store.getState().auth.isAuthenticated).toBe(false);
  });
});
