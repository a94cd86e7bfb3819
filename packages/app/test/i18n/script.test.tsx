// Serbian in both scripts (docs/product.md, “Two scripts”): the first visit follows the browser's
// languages, a choice is kept per browser, and the switch shows every text in the other script
// while what users wrote stays as written.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../src/i18n';
import { formatDate } from '../../src/i18n/format';
import { browserScript, chooseScript } from '../../src/i18n/script';
import { SCRIPT_KEY } from '../../src/i18n/scriptKey';
import { restoreKeptScript, showScript } from '../../src/i18n/showScript';
import { renderApp, seller } from '../render';
import { API, server } from '../server';
import { list, makeCar, useLookups } from '../features/cars/fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await showScript('sr-Latn');
});

describe('the first choice of script', () => {
  it('follows the first Serbian of the browser’s languages', () => {
    expect(chooseScript(null, ['sr-Cyrl'])).toBe('sr-Cyrl');
    expect(chooseScript(null, ['sr'])).toBe('sr-Cyrl');
    expect(chooseScript(null, ['en-US', 'sr-RS'])).toBe('sr-Cyrl');
    expect(chooseScript(null, ['sr-Latn'])).toBe('sr-Latn');
    expect(chooseScript(null, ['de', 'sr-Latn-RS', 'sr-Cyrl'])).toBe('sr-Latn');
    expect(chooseScript(null, ['sr-ME'])).toBe('sr-Latn');
    // No Serbian at all ("srn" is Sranan Tongo): Latin, the source of the texts.
    expect(chooseScript(null, ['en-US', 'srn'])).toBe('sr-Latn');
    expect(chooseScript(null, [])).toBe('sr-Latn');
  });

  it('keeps to a choice the browser kept, whatever its languages', () => {
    expect(chooseScript('sr-Latn', ['sr-Cyrl'])).toBe('sr-Latn');
    expect(chooseScript('sr-Cyrl', ['sr-Latn'])).toBe('sr-Cyrl');
    // Something else in storage is no choice.
    expect(chooseScript('cyrillic', ['sr'])).toBe('sr-Cyrl');
  });

  it('reads the kept choice and the languages of this browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sr']);
    expect(browserScript()).toBe('sr-Cyrl');
    localStorage.setItem(SCRIPT_KEY, 'sr-Latn');
    expect(browserScript()).toBe('sr-Latn');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(browserScript()).toBe('sr-Cyrl');
  });

  // Storage cleared while the cookie stayed: the server renders in the cookie's script, and the
  // page must not turn to the browser's languages once hydrated.
  it('takes the choice the cookie keeps back into storage, never over one kept there', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.cookie = 'theme=dark; path=/';
    restoreKeptScript();
    expect(browserScript()).toBe('sr-Latn');
    document.cookie = 'script=sr-Cyrl; path=/';
    restoreKeptScript();
    expect(browserScript()).toBe('sr-Cyrl');
    localStorage.setItem(SCRIPT_KEY, 'sr-Latn');
    restoreKeptScript();
    expect(browserScript()).toBe('sr-Latn');
  });
});

describe('showing a script', () => {
  it('loads the Cyrillic texts when chosen; dates and <html lang> follow', async () => {
    await showScript('sr-Cyrl');
    expect(i18n.t('cars:search.submit')).toBe('Претражи');
    expect(i18n.t('common:nav.favouritesChanged', { count: 3 })).toBe(
      '3 промене на праћеним огласима',
    );
    expect(formatDate('2026-11-26T10:00:00Z')).toBe('26. новембра 2026.');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    await showScript('sr-Latn');
    expect(formatDate('2026-11-26T10:00:00Z')).toBe('26. novembra 2026.');
    expect(document.documentElement.lang).toBe('sr-Latn');
  });
});

describe('the script switch', () => {
  beforeEach(() => {
    useLookups();
    server.use(
      http.get(`${API}/car/search`, () => HttpResponse.json(list([makeCar()], 1, 1, 1))),
      // The signed-in seller's choice is saved to the profile too (profile-script.test.tsx).
      http.patch(`${API}/user/profile`, () => HttpResponse.json({})),
    );
  });

  it('shows the search page in Cyrillic, keeps the choice, and switches back', async () => {
    const { user } = renderApp('/cars', { auth: seller });
    const banner = await screen.findByRole('banner');
    const toCyrillic = within(banner).getByRole('button', { name: 'Ћирилица' });
    expect(toCyrillic.querySelector('[lang="sr-Cyrl"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Pretraži' }).length).toBeGreaterThan(0);

    await user.click(toCyrillic);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Претражи' }).length).toBeGreaterThan(0),
    );
    expect(localStorage.getItem(SCRIPT_KEY)).toBe('sr-Cyrl');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(document.title).toMatch(/^Претрага.* \| AutoBerza$/);
    // The reference data's names (the seller's city, the fuel) follow the script; the brand and
    // the model are their makers' names.
    expect(screen.getAllByText(/^Нови Сад ·/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Дизел/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Dizel/)).toBeNull();
    expect(screen.getAllByText(/BMW/).length).toBeGreaterThan(0);
    // The footer's switch leads back, and says so in Latin.
    const footer = screen.getByRole('contentinfo');
    const toLatin = within(footer).getByRole('button', { name: 'Latinica' });
    expect(toLatin.querySelector('[lang="sr-Latn"]')).not.toBeNull();

    toLatin.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Pretraži' }).length).toBeGreaterThan(0),
    );
    expect(localStorage.getItem(SCRIPT_KEY)).toBe('sr-Latn');
    expect(document.documentElement.lang).toBe('sr-Latn');
  });
});
