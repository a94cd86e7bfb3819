import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RenderFirstScreen } from '../../src/lib/first-screen.ts';
import { pageScript } from '../../src/lib/i18n.ts';
import { pageInScript } from '../../src/lib/page-head.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { fakeAppDist } from './app-dist.ts';

/**
 * Public pages in the reader's script (docs/decisions/049-*): the script cookie the app sets,
 * else Accept-Language; `<html lang>`, the head and the first screen follow, and the rendered
 * pages of each script are kept apart.
 */

let t: TestApp;
let dist: string;
let renders: string[];
/** As the app's renderer: says the script it rendered in and asks the API for an unknown car. */
const render: RenderFirstScreen = async (url, fetchFn, script) => {
  renders.push(`${script} ${url}`);
  const missing = await fetchFn(
    'http://autoberza.internal/api/car/00000000-0000-4000-8000-000000000000',
    { headers: { 'accept-language': script } },
  );
  const { message } = (await missing.json()) as { message: string };
  return { html: `<main>${script}: ${message}</main>`, state: '{}' };
};

beforeAll(async () => {
  dist = fakeAppDist([
    { path: '/', files: [] },
    { path: '/cars', files: [] },
  ]);
  t = await buildTestApp({
    appDist: dist,
    env: { PUBLIC_BROWSING: 'true' },
    renderFirstScreen: render,
  });
});
beforeEach(() => {
  renders = [];
  t.app.renderedPages!.clear();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });
const lang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const main = (body: string) => /<main>(.*?)<\/main>/.exec(body)?.[1];

describe('pageScript', () => {
  it('takes the script cookie, else Accept-Language, else Latin', () => {
    expect(pageScript({ cookie: 'a=1; script=sr-Cyrl' })).toBe('sr-Cyrl');
    expect(pageScript({ cookie: 'script=sr-Latn', 'accept-language': 'sr-RS' })).toBe('sr-Latn');
    expect(pageScript({ cookie: 'script=en', 'accept-language': 'sr' })).toBe('sr-Cyrl');
    expect(pageScript({ cookie: 'myscript=sr-Cyrl' })).toBe('sr-Latn');
    expect(pageScript({ 'accept-language': 'de, sr-ME;q=0.8' })).toBe('sr-Latn');
    expect(pageScript({})).toBe('sr-Latn');
  });
});

describe('pageInScript', () => {
  const built =
    '<!doctype html><html lang="sr-Latn"><head><meta name="description" content="Polovni automobili &amp; AutoBerza — Beograd" />' +
    '<title>AutoBerza</title></head><body><div id="root"></div></body></html>';

  it('sets <html lang> and writes the description in Cyrillic, entities and names kept', () => {
    const page = pageInScript(built, 'sr-Cyrl');
    expect(page).toContain('<html lang="sr-Cyrl">');
    expect(page).toContain(
      '<meta name="description" content="Половни аутомобили &amp; AutoBerza — Београд" />',
    );
    expect(pageInScript(built, 'sr-Latn')).toBe(built);
    // A build with no lang gets one.
    expect(pageInScript('<html><head></head></html>', 'sr-Latn')).toBe(
      '<html lang="sr-Latn"><head></head></html>',
    );
  });
});

describe('public pages in the reader script', () => {
  it('renders a Cyrillic page for the script cookie: lang, title, description, first screen', async () => {
    const res = await visit('/', { cookie: 'script=sr-Cyrl' });
    expect(res.statusCode).toBe(200);
    expect(lang(res.body)).toBe('sr-Cyrl');
    expect(res.body).toContain('<meta name="description" content="AutoBerza: половни аутомобили');
    expect(main(res.body)).toBe('sr-Cyrl: Оглас није пронађен.');
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');

    const latin = await visit('/');
    expect(lang(latin.body)).toBe('sr-Latn');
    expect(latin.body).toContain('<meta name="description" content="AutoBerza: polovni automobili');
    // A page's own title follows too.
    expect(title((await visit('/cars', { cookie: 'script=sr-Cyrl' })).body)).toBe(
      'Претрага возила | AutoBerza',
    );
    expect(title((await visit('/cars')).body)).toBe('Pretraga vozila | AutoBerza');
    expect(main(latin.body)).toBe('sr-Latn: Oglas nije pronađen.');
    expect(latin.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });

  it('renders a first visit (no cookie) in the script Accept-Language asks for', async () => {
    expect(lang((await visit('/', { 'accept-language': 'sr-RS,sr;q=0.9' })).body)).toBe('sr-Cyrl');
    expect(lang((await visit('/', { 'accept-language': 'sr-Latn-RS' })).body)).toBe('sr-Latn');
    // The reader's choice over their browser's languages.
    const chosen = await visit('/', { 'accept-language': 'sr-RS', cookie: 'script=sr-Latn' });
    expect(lang(chosen.body)).toBe('sr-Latn');
  });

  it('keeps each script page in the cache apart', async () => {
    const cyrillic = { cookie: 'script=sr-Cyrl' };
    expect(main((await visit('/', cyrillic)).body)).toMatch(/^sr-Cyrl/);
    expect(main((await visit('/')).body)).toMatch(/^sr-Latn/);
    expect(main((await visit('/', cyrillic)).body)).toMatch(/^sr-Cyrl/);
    expect(main((await visit('/')).body)).toMatch(/^sr-Latn/);
    expect(renders).toEqual(['sr-Cyrl /', 'sr-Latn /']);
  });

  it('sends the pages it does not render (the loading shell) in the script too', async () => {
    const res = await visit('/nowhere', { cookie: 'script=sr-Cyrl' });
    expect(res.statusCode).toBe(404);
    expect(lang(res.body)).toBe('sr-Cyrl');
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
    const signedIn = await visit('/cars', { cookie: 'autoberza_session=1; script=sr-Cyrl' });
    expect(lang(signedIn.body)).toBe('sr-Cyrl');
    expect(title(signedIn.body)).toBe('Претрага возила | AutoBerza');
    expect(renders).toEqual([]);
  });
});
