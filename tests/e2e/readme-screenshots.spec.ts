import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths, to } from '@autoberza/app/paths';
import { renderCarPhoto } from '@autoberza/demo';
import { E2E_PUBLIC_PORT } from '../playwright.config';
import { approvedUser, setServerClockOffset } from './fixtures';
import type { Auth } from './fixtures';

// The README's two pictures, taken from the product as a visitor sees it (the server with
// PUBLIC_BROWSING): the home page on a 1280 px desktop and a car's page on a 390 px phone.
// Runs only with README_SCREENSHOTS=1 (playwright.config.ts) and writes docs/screenshots/*.png:
//   README_SCREENSHOTS=1 pnpm --filter @autoberza/tests e2e -- readme-screenshots.spec.ts
const PUBLIC = `http://127.0.0.1:${E2E_PUBLIC_PORT}`;
const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
test.use({ baseURL: PUBLIC });

const dealer = {
  firstName: 'Marko',
  lastName: 'Petrović',
  phone: '063 123 4567',
  email: 'readme.prodavac@autoberza.test',
  password: 'Prodavac2024Auto',
};

// Eight adverts a dealer might have on a Monday, with photos drawn by the demo generator.
const adverts = [
  [
    'Škoda',
    'Octavia',
    '1.6 TDI Style',
    'Karavan',
    'karavan',
    'Dizel',
    11900,
    2017,
    168000,
    '#2b5aa8',
  ],
  [
    'Volkswagen',
    'Golf',
    '1.4 TSI Highline',
    'Hečbek',
    'hecbek',
    'Benzin',
    8450,
    2014,
    142000,
    '#c0392b',
  ],
  [
    'BMW',
    'X3',
    'xDrive20d M paket',
    'Džip/SUV',
    'dzip-suv',
    'Dizel',
    21500,
    2018,
    121000,
    '#1d1d1f',
  ],
  [
    'Toyota',
    'Corolla',
    '1.8 Hybrid Comfort',
    'Limuzina',
    'limuzina',
    'Hibridni pogon',
    17900,
    2020,
    64000,
    '#e8e8e8',
  ],
  [
    'Renault',
    'Clio',
    '0.9 TCe Dynamique',
    'Hečbek',
    'hecbek',
    'Benzin',
    6200,
    2015,
    118000,
    '#f1c40f',
  ],
  ['Audi', 'A4', '2.0 TDI S line', 'Limuzina', 'limuzina', 'Dizel', 16400, 2017, 154000, '#7f8c8d'],
  [
    'Peugeot',
    '3008',
    '1.6 BlueHDi Allure',
    'Džip/SUV',
    'dzip-suv',
    'Dizel',
    15800,
    2018,
    98000,
    '#34495e',
  ],
  [
    'Fiat',
    'Punto',
    '1.2 Easy TNG',
    'Hečbek',
    'hecbek',
    'Benzin + Gas (TNG)',
    3500,
    2011,
    187000,
    '#27ae60',
  ],
] as const;

type Ref = { _id: string; name: string };

async function post(request: APIRequestContext, auth: Auth): Promise<string[]> {
  const list = async (url: string) =>
    ((await (await request.get(url, { headers: auth })).json()) as { data: Ref[] }).data;
  const named = (refs: Ref[], name: string) => refs.find((r) => r.name === name)!;
  const [brands, bodies, fuels] = await Promise.all([
    list('/api/brand'),
    list('/api/body'),
    list('/api/fuel'),
  ]);
  const ids: string[] = [];
  for (const [
    i,
    [brandName, modelName, label, body, slug, fuel, price, year, km, color],
  ] of adverts.entries()) {
    const brand = named(brands, brandName);
    const model = named(await list(`/api/model?brand=${brand._id}`), modelName);
    const form = new FormData();
    const fields = {
      brand: brand._id,
      model: model._id,
      label,
      price,
      yearProduction: year,
      mileage: km,
      body: named(bodies, body)._id,
      fuel: named(fuels, fuel)._id,
      transmission: i % 3 === 2 ? 'Automatski / poluautomatski' : 'Manuelni 6 brzine',
      doors: '4/5 vrata',
      description: 'Redovno servisiran, prvi vlasnik u Srbiji. Moguća zamena.',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    for (const angle of ['side', 'front-three-quarter', 'rear-three-quarter'] as const) {
      const photo = await renderCarPhoto({
        seed: i,
        color,
        bodySlug: slug,
        brandName,
        modelName,
        angle,
      });
      form.append(
        'images',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `${angle}.jpg`,
      );
    }
    const res = await request.post('/api/car', { headers: auth, multipart: form });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { _id: string })._id);
  }
  return ids;
}

/** Network quiet, fonts in, every image decoded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

test('the README screenshots: the home page on a desktop, a car on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const auth = await approvedUser(request, page, dealer);
  const ids = await post(request, auth);
  // Visitors see adverts once their 20 minutes are over (docs/product.md, “Visibility”).
  await setServerClockOffset(request, 21 * 60 * 1000);
  mkdirSync(OUT, { recursive: true });

  const desktop = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 1280, height: 900 },
  });
  const search = await desktop.newPage();
  await search.goto(paths.root);
  await expect(search.getByRole('link', { name: 'Detalji' })).not.toHaveCount(0);
  await settle(search);
  await search.screenshot({ path: `${OUT}desktop-home.png` });
  await desktop.close();

  const phone = await browser.newContext({
    baseURL: PUBLIC,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const detail = await phone.newPage();
  await detail.goto(to.car(ids[2]!));
  await expect(detail.getByRole('heading', { level: 1, name: 'BMW X3' })).toBeVisible();
  await settle(detail);
  await detail.screenshot({ path: `${OUT}phone-car.png` });
  await phone.close();

  await setServerClockOffset(request, 0);
});
