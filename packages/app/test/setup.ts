import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18nReady } from '../src/i18n';
import { server } from './server';

// CI runs the suites one after another on a shared 2-core machine: a screen can take seconds.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
// Files share one page (vite.config.ts: isolate: false): each test starts with no saved state and
// no cookies, whatever an earlier file's store wrote after that file ended.
beforeEach(() => {
  if (typeof document === 'undefined') return;
  globalThis.localStorage?.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// (Not in the node environment of the server-render tests.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // jsdom has no media queries; the chart library (uPlot) asks one when it loads. Nothing
  // matches, as in a browser where no query applies.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
