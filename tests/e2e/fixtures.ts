import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { paths } from '@autoberza/app/paths';
import { ADMIN } from './env';
import { waitForLink } from './mailbox';

// Shared helpers: people are registered and approved through the API (the account journey
// itself is account.spec.ts), the screens under test are clicked through.

/** A valid 2x2 PNG (the server re-encodes every upload, so it must be a real image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

export interface Person {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

export type Auth = { authorization: string };

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Auth> {
  const res = await request.post('/api/user/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

export const adminAuth = (request: APIRequestContext) =>
  apiLogin(request, ADMIN.email, ADMIN.password);

/** Registered through the API, email confirmed through the link in the mail, approved by the admin. */
export async function approvedUser(
  request: APIRequestContext,
  page: Page,
  person: Person,
): Promise<Auth> {
  const cities = (await (await request.get('/api/city')).json()) as { data: { _id: string }[] };
  const registered = await request.post('/api/user/register', {
    data: { ...person, city: cities.data[0]!._id, acceptTerms: true },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(await waitForLink(person.email, '/verify-email/'));
  await expect(page.getByRole('status')).toContainText('Adresa e-pošte je potvrđena.');
  const headers = await adminAuth(request);
  const users = await (
    await request.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`, { headers })
  ).json();
  const id = (users.data as { _id: string; email: string }[]).find(
    (u) => u.email === person.email,
  )!._id;
  expect((await request.post(`/api/admin/users/${id}/approve`, { headers })).ok()).toBe(true);
  return apiLogin(request, person.email, person.password);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(paths.login);
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.root);
}

/** A fresh browser context (its own session) signed in as the given person. */
export async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return { page, close: () => context.close() };
}

export interface Ref {
  _id: string;
  name: string;
}

/** A brand by position in the reference list and its first model. */
export async function brandAndModel(request: APIRequestContext, auth: Auth, index = 0) {
  const get = async (url: string) =>
    ((await (await request.get(url, { headers: auth })).json()) as { data: Ref[] }).data;
  const brand = (await get('/api/brand'))[index]!;
  const models = await get(`/api/model?brand=${brand._id}`);
  return { brand, model: models[0]! };
}

export interface AdvertFields {
  brand: string;
  model: string;
  label: string;
  price: number;
  yearProduction: number;
  mileage?: number;
  vehicleOrigin?: string;
  description?: string;
  transmission?: string;
  chassisNumber?: string;
  /** The car's details as the form sends them (decision 043), e.g. `drive`, `vat`, `equipment`. */
  [detail: string]: string | number | undefined;
}

/** Posts an advert through the API; returns its id. */
export async function postAdvertViaApi(
  request: APIRequestContext,
  auth: Auth,
  fields: AdvertFields,
  photos: Buffer[] = [PNG],
): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  photos.forEach((buffer, i) =>
    form.append('images', new Blob([new Uint8Array(buffer)], { type: 'image/png' }), `${i}.png`),
  );
  const res = await request.post('/api/car', { headers: auth, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Moves the e2e server's clock (test-only route, E2E_CLOCK_CONTROL). */
export async function setServerClockOffset(request: APIRequestContext, offsetMs: number) {
  const res = await request.post('/api/test/clock', { data: { offsetMs } });
  expect(res.ok(), 'the e2e server runs with E2E_CLOCK_CONTROL=true').toBe(true);
}

/** Sets the e2e server's clock to `at`, from where it runs on; returns the offset it had. */
export async function setServerClock(request: APIRequestContext, at: Date): Promise<number> {
  const before = await request.get('/api/test/clock');
  expect(before.ok(), 'the e2e server runs with E2E_CLOCK_CONTROL=true').toBe(true);
  const res = await request.post('/api/test/clock', { data: { at: at.toISOString() } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await before.json()) as { offsetMs: number }).offsetMs;
}

/** The page's axe violations (WCAG 2.1 A and AA), as "rule (count): first element — help" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // axe ran its rules on the page (an empty page would pass nothing).
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
}
