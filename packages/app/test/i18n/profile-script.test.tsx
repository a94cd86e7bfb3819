// A signed-in user's script follows them (docs/decisions/049-*): the switch saves the choice to
// the profile, the profile's choice becomes the browser's once signed in, and every API request
// says the shown script (Accept-Language), in which the server writes its messages.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRIPT_KEY } from '../../src/i18n/scriptKey';
import { showScript } from '../../src/i18n/showScript';
import { renderApp, seller } from '../render';
import { API, server } from '../server';
import { list, makeCar, useLookups } from '../features/cars/fixtures';

/** Each test its own session: the profile's script is taken once per session token. */
let session = 0;
const signedIn = () => ({ ...seller, token: `script-session-${(session += 1)}` });

let saved: unknown[];
let languages: (string | null)[];
let meScript: string | null;

beforeEach(() => {
  saved = [];
  languages = [];
  meScript = null;
  useLookups();
  server.use(
    http.get(`${API}/car/search`, ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      return HttpResponse.json(list([makeCar()], 1, 1, 1));
    }),
    http.get(`${API}/user/me`, () =>
      HttpResponse.json({ _id: 'u1', firstName: 'Marko', script: meScript }),
    ),
    http.patch(`${API}/user/profile`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ _id: 'u1', script: meScript });
    }),
  );
});
afterEach(async () => {
  await showScript('sr-Latn');
  document.cookie = 'script=; path=/; max-age=0';
});

describe("the signed-in user's script", () => {
  it('saves the script the user picks to the profile, and keeps it in the cookie', async () => {
    const { user } = renderApp('/cars', { auth: signedIn() });
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Ћирилица' }));
    await waitFor(() => expect(saved).toEqual([{ script: 'sr-Cyrl' }]));
    expect(localStorage.getItem(SCRIPT_KEY)).toBe('sr-Cyrl');
    expect(document.cookie).toContain('script=sr-Cyrl');
    // The API's messages come in the script shown.
    expect(languages[0]).toBe('sr-Latn');

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Latinica' }),
    );
    await waitFor(() => expect(saved).toEqual([{ script: 'sr-Cyrl' }, { script: 'sr-Latn' }]));
    expect(document.cookie).toContain('script=sr-Latn');
  });

  it("makes the profile's script the browser's once signed in, without saving it back", async () => {
    meScript = 'sr-Cyrl';
    localStorage.setItem(SCRIPT_KEY, 'sr-Latn');
    renderApp('/cars', { auth: signedIn() });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Претражи' }).length).toBeGreaterThan(0),
    );
    expect(localStorage.getItem(SCRIPT_KEY)).toBe('sr-Cyrl');
    expect(document.cookie).toContain('script=sr-Cyrl');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(saved).toEqual([]);
  });

  it("leaves a visitor's choice alone and saves nothing", async () => {
    const { user } = renderApp('/cars', { publicBrowsing: true });
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Ћирилица' }));
    await waitFor(() => expect(localStorage.getItem(SCRIPT_KEY)).toBe('sr-Cyrl'));
    expect(saved).toEqual([]);
  });
});
