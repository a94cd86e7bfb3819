import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../src/i18n';
import { makeStore } from '../../src/store/store';
import { seller } from '../render';
import type * as envModule from '../../src/env';

type EnvModule = typeof envModule;
import { API, server } from '../server';

const startPush = vi.fn();
vi.mock('../../src/features/push/firebase', () => ({ startPush }));
vi.mock('../../src/env', async (importOriginal) => {
  const actual = await importOriginal<EnvModule>();
  return {
    ...actual,
    firebaseConfig: () => ({
      apiKey: 'k',
      projectId: 'p',
      messagingSenderId: '1',
      appId: 'a',
      vapidKey: 'v',
    }),
  };
});

const { usePush } = await import('../../src/features/push/usePush');

function Probe() {
  usePush();
  return null;
}

function mount(signedIn: boolean) {
  const { store } = makeStore(
    signedIn
      ? ({ auth: { ...seller, _persist: { version: -1, rehydrated: true } } } as never)
      : undefined,
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Probe />
      </Provider>
    </I18nextProvider>,
  );
  return store;
}

afterEach(() => startPush.mockReset());
vi.stubGlobal('Notification', { requestPermission: vi.fn() });

describe('push', () => {
  it('does nothing while signed out', async () => {
    mount(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(startPush).not.toHaveBeenCalled();
  });

  it('registers the device token and turns a foreground message into a success toast', async () => {
    let saved: unknown;
    server.use(
      http.post(`${API}/fcm/save-token`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    startPush.mockImplementation(async (_config, handlers) => {
      await handlers.saveToken('device-token-1');
      handlers.onForeground('Novi oglas', 'Audi A4 2019');
      return () => {};
    });
    const store = mount(true);
    await waitFor(() => expect(saved).toEqual({ token: 'device-token-1', platform: 'web' }));
    await waitFor(() =>
      expect(store.getState().toast.message).toMatchObject({
        type: 'success',
        text: 'Novi oglas: Audi A4 2019',
      }),
    );
  });
});
