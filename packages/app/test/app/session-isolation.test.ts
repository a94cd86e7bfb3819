import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoIsolation } from '../../src/app/sessionIsolation';
import { loggedIn, logout } from '../../src/store/authSlice';
import { SESSION_HINT_COOKIE, makeStore } from '../../src/store/store';

// A visitor's page rendered by the server comes without COOP; a session that begins in it, or
// was saved in this browser already, sends the browser for the signed-in page (with COOP).

const session = { token: 'jwt-9', role: 'user', id: 'u9', firstName: 'Iva', lastName: 'I' };
const savedToken = () =>
  JSON.parse(
    (JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, string>).token ?? 'null',
  ) as string | null;

async function restoredStore() {
  const made = makeStore();
  await made.rehydrated;
  return made;
}

/** Makes this document drop every cookie written to it, as a browser that refuses cookies. */
function refuseCookies() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => {} });
  return () => Object.defineProperty(document, 'cookie', descriptor);
}

afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
});

describe('reloadIntoIsolation', () => {
  it('loads the page again once a session begins, after it is saved', async () => {
    const { store, persistor } = await restoredStore();
    let tokenAtReload: string | null | undefined;
    const reload = vi.fn(() => (tokenAtReload = savedToken()));
    expect(reloadIntoIsolation(store, persistor, reload)).toBe(false);
    store.dispatch({ type: 'toast/showToast', payload: { id: 1, type: 'info', text: 'x' } });
    await persistor.flush();
    expect(reload).not.toHaveBeenCalled();
    store.dispatch(loggedIn(session as never));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(tokenAtReload).toBe('jwt-9');
    // Signing out again asks for nothing more.
    store.dispatch(logout());
    await persistor.flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page again at once when this browser was signed in already', async () => {
    const first = await restoredStore();
    first.store.dispatch(loggedIn(session as never));
    await first.persistor.flush();
    // The page was asked for without the hint (cleared, say); the saved session writes it back.
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    const { store, persistor } = await restoredStore();
    const reload = vi.fn();
    expect(reloadIntoIsolation(store, persistor, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    store.dispatch(logout());
  });

  it('keeps the session in the page when the browser refuses cookies (no endless reloads)', async () => {
    const first = await restoredStore();
    first.store.dispatch(loggedIn(session as never));
    await first.persistor.flush();
    const restore = refuseCookies();
    try {
      const { store, persistor } = await restoredStore();
      const reload = vi.fn();
      expect(reloadIntoIsolation(store, persistor, reload)).toBe(false);
      store.dispatch(logout());
      store.dispatch(loggedIn(session as never));
      await persistor.flush();
      expect(reload).not.toHaveBeenCalled();
      store.dispatch(logout());
    } finally {
      restore();
    }
  });
});
