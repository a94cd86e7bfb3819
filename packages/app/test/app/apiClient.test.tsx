import { api, resolveUrl } from '@autoberza/api-client';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../src/store/loadApi';
import { makeStore } from '../../src/store/store';
import { seller } from '../render';
import { API, server } from '../server';

describe('api client', () => {
  // The app wires the client into its store with the first screen that needs it.
  beforeAll(() => loadApi());

  it('puts the configured base in place of the document’s /api mount', () => {
    expect(resolveUrl('/api/user/login', '/api')).toBe('/api/user/login');
    expect(resolveUrl('/api/user/login', 'https://api.autoberza.rs/v1/')).toBe(
      'https://api.autoberza.rs/v1/user/login',
    );
  });

  it('sends the session token as a bearer header', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/user/preferences`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ isEmail: true, isNotification: false });
      }),
    );
    const { store } = makeStore({
      auth: { ...seller, _persist: { version: -1, rehydrated: true } },
    } as never);
    const result = await store.dispatch(api.endpoints.getPreferences.initiate());
    expect(result.data).toEqual({ isEmail: true, isNotification: false });
    expect(authorization).toBe('Bearer session-token');
  });

  it('a 401 without a session (wrong password) does not sign anyone out', async () => {
    server.use(
      http.post(`${API}/user/login`, () =>
        HttpResponse.json({ message: 'Pogrešni podaci.' }, { status: 401 }),
      ),
    );
    const { store } = makeStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(JSON.stringify(store.getState().auth)));
    const result = await store.dispatch(
      api.endpoints.login.initiate({ body: { email: 'a@b.rs', password: 'x' } }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.every((s) => s === seen[0])).toBe(true); // auth never changed
  });

  it('takes a renewed session token from any answer (sliding sessions)', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${API}/user/preferences`, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json(
          { isEmail: true, isNotification: true },
          { headers: { 'x-session-token': 'renewed-token' } },
        );
      }),
    );
    const { store } = makeStore({
      auth: { ...seller, _persist: { version: -1, rehydrated: true } },
    } as never);
    await store.dispatch(api.endpoints.getPreferences.initiate());
    expect(store.getState().auth.token).toBe('renewed-token');
    await store.dispatch(api.endpoints.getPreferences.initiate(undefined, { forceRefetch: true }));
    expect(sent).toEqual([`Bearer ${seller.token}`, 'Bearer renewed-token']);
  });

  it('signing out drops the cached answers of the session', async () => {
    server.use(
      http.get(`${API}/user/preferences`, () =>
        HttpResponse.json({ isEmail: true, isNotification: true }),
      ),
    );
    const { store } = makeStore({
      auth: { ...seller, _persist: { version: -1, rehydrated: true } },
    } as never);
    await store.dispatch(api.endpoints.getPreferences.initiate());
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);
    store.dispatch({ type: 'auth/logout' });
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(0);
  });
});
