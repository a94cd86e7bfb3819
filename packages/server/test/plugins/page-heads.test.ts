import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type CarJson, type Refs } from '../routes/car/car-helpers.ts';
import { fakeAppDist } from './app-dist.ts';

const MIN20 = 20 * 60 * 1000;
const ORIGIN = 'http://localhost:5173';
const VIN = 'WVWZZZ1JZXW000001';
const ROUTES = [
  '/',
  '/cars',
  '/car/:id',
  '/car-list/:userId',
  '/trziste/:brand/:model',
  '/terms-of-use',
].map((path) => ({
  path,
  files: [],
}));

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>);
};

describe('public pages describe themselves (PUBLIC_BROWSING)', () => {
  let t: TestApp;
  let dist: string;
  let r: Refs;
  let seller: Awaited<ReturnType<typeof approvedUser>>;
  let car: CarJson;
  let brandName: string;
  let modelName: string;
  beforeAll(async () => {
    dist = fakeAppDist(ROUTES);
    t = await buildTestApp({ appDist: dist, env: { PUBLIC_BROWSING: 'true' } });
    seller = await approvedUser(t.app, { firstName: 'Milan', lastName: 'Marković' });
    r = await refs(t.app, seller.token);
    car = await createCar(t.app, seller.token, r, {
      images: 2,
      overrides: { price: '25990', yearProduction: '2025', chassisNumber: VIN },
    });
    brandName = (car.brand as { name: string }).name;
    modelName = (car.model as { name: string }).name;
    t.clock.advance(MIN20 + 1000);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives an advert its title, description, canonical address, photo and structured data', async () => {
    const res = await get(t, `/car/${car._id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = `${brandName} ${modelName} 2025, 25.990\u00a0€ | AutoBerza`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaOf(html, 'description')!;
    expect(description.startsWith(`${brandName} ${modelName} 2025, 25.990\u00a0€: `)).toBe(true);
    // The gearbox as correct Serbian, whatever the stored words ("Manuelni 5 brzine").
    expect(description).toContain('185.000 km, benzin, manuelni menjač, 5 brzina');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const canonical = `${ORIGIN}/car/${car._id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}${car.image[0]!.url}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(`${ORIGIN}${car.image[0]!.url}`);
    const ld = jsonLdOf(html)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      url: canonical,
      brand: { '@type': 'Brand', name: brandName },
      model: modelName,
      productionDate: '2025',
      mileageFromOdometer: { value: 185000, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 25990,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Milan Marković', url: `${ORIGIN}/car-list/${seller.id}` },
      },
    });
    expect(ld.image).toEqual(car.image.map((image) => `${ORIGIN}${image.url}`));
  });

  it('never puts the chassis number in the page, and the API gives it to signed-in readers only', async () => {
    const html = (await get(t, `/car/${car._id}`)).body;
    expect(html).not.toContain(VIN);
    expect(JSON.stringify(jsonLdOf(html))).not.toMatch(/vehicleIdentificationNumber|WVWZZZ/);
    const visitor = await get(t, `/api/car/${car._id}`);
    expect(visitor.json().chassisNumber).toBeNull();
    const reader = await approvedUser(t.app);
    const signedIn = await get(t, `/api/car/${car._id}`, auth(reader.token));
    expect(signedIn.json().chassisNumber).toBe(VIN);
  });

  it('escapes what a seller wrote: no </script> or quote breaks out of the head', async () => {
    const nasty = 'Prvi vlasnik </script><script>alert(1)</script> "navodnici" & <b>';
    const evil = await createCar(t.app, seller.token, r, { overrides: { description: nasty } });
    await t.app.db.execute(
      sql`update models set name = ${'Golf </title><script>x()</script>'} where id = ${r.model}`,
    );
    t.clock.advance(MIN20 + 1000);
    try {
      const html = (await get(t, `/car/${evil._id}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('</title><script>x()');
      expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD block's and the app's
      const ld = jsonLdOf(html)!;
      expect(ld.description).toBe(nasty);
      expect(ld.model).toBe('Golf </title><script>x()</script>');
      expect(html).toContain('<title>');
      expect(html).toContain('Golf &#60;/title&#62;&#60;script&#62;x()&#60;/script&#62;');
      // Quotes stay inside their attribute (the JSON-LD has them backslashed).
      expect(html).not.toContain('"navodnici"');
    } finally {
      await t.app.db.execute(sql`update models set name = ${modelName} where id = ${r.model}`);
    }
  });

  it('answers 404 for an unknown, hidden or embargoed advert; its owner still gets the page', async () => {
    const fresh = await createCar(t.app, seller.token, r);
    const hidden = await createCar(t.app, seller.token, r);
    t.clock.advance(MIN20 + 1000);
    const embargoed = await createCar(t.app, seller.token, r);
    await t.app.db.execute(sql`update cars set hidden_at = now() where id = ${hidden._id}`);
    for (const url of [
      '/car/00000000-0000-4000-8000-000000000000',
      '/car/not-an-id',
      `/car/${hidden._id}`,
      `/car/${embargoed._id}`,
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(metaOf(res.body, 'og:title'), url).toBeUndefined();
    }
    expect((await get(t, `/car/${fresh._id}`)).statusCode).toBe(200);
    // A signed-in reader's browser (the app's hint) gets the page: the app asks with the session.
    const hint = { cookie: 'autoberza_session=1' };
    expect((await get(t, `/car/${embargoed._id}`, hint)).statusCode).toBe(200);
    expect((await get(t, `/car/${hidden._id}`, hint)).statusCode).toBe(200);
    // Nobody has an unknown advert.
    expect((await get(t, '/car/00000000-0000-4000-8000-000000000000', hint)).statusCode).toBe(404);
    // Once the embargo ends the advert is public.
    t.clock.advance(MIN20 + 1000);
    expect((await get(t, `/car/${embargoed._id}`)).statusCode).toBe(200);
  });

  it("gives a seller's page and a search their titles; an unknown seller is 404", async () => {
    const sellerPage = await get(t, `/car-list/${seller.id}`);
    expect(sellerPage.statusCode).toBe(200);
    expect(sellerPage.body).toContain(
      '<title>Prodavac Milan Marković: sva vozila | AutoBerza</title>',
    );
    expect(sellerPage.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/car-list/${seller.id}">`,
    );
    expect((await get(t, '/car-list/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const search = await get(t, `/cars?brand=${r.brand}&model=${r.model}&priceMax=9000&page=2`);
    expect(search.body).toContain(
      `<title>Pretraga vozila: ${brandName} ${modelName} | AutoBerza</title>`,
    );
    expect(search.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/cars?brand=${r.brand}&#38;model=${r.model}">`,
    );
    const all = await get(t, '/cars');
    expect(all.body).toContain('<title>Pretraga vozila | AutoBerza</title>');
    expect(metaOf((await get(t, '/')).body, 'description')).toMatch(
      /^AutoBerza: polovni automobili/,
    );
  });

  it('gives a model’s market its title and description; an unknown model is 404', async () => {
    const market = await get(t, `/trziste/${r.brand}/${r.model}`);
    expect(market.statusCode).toBe(200);
    expect(market.body).toContain(`<title>Tržište: ${brandName} ${modelName} | AutoBerza</title>`);
    expect(metaOf(market.body, 'description')).toBe(
      `${brandName} ${modelName}: srednja tražena cena po godištu, broj oglasa u ponudi, vreme do prodaje i kretanje cene u poslednjih 90 dana na platformi AutoBerza.`,
    );
    expect(market.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/trziste/${r.brand}/${r.model}">`,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(t, `/trziste/${r.brand}/${unknown}`)).statusCode).toBe(404);
    expect((await get(t, `/trziste/${r.brand}/golf`)).statusCode).toBe(404);
  });

  it("names a dealer's page by the company and its PIB, and a company change shows at once", async () => {
    const dealer = await approvedUser(t.app, { firstName: 'Ana', lastName: 'Anić' });
    const before = await get(t, `/car-list/${dealer.id}`);
    expect(before.body).toContain('<title>Prodavac Ana Anić: sva vozila | AutoBerza</title>');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/company',
      headers: auth(dealer.token),
      payload: { name: 'Auto Anić d.o.o.', pib: '107632155', registrationNumber: '21034598' },
    });
    expect(saved.statusCode).toBe(200);
    const page = (await get(t, `/car-list/${dealer.id}`)).body;
    expect(page).toContain('<title>Auto Anić d.o.o.: vozila na prodaju | AutoBerza</title>');
    expect(metaOf(page, 'description')).toBe(
      'Auto Anić d.o.o., Beograd, PIB 107632155: vozila na prodaju na platformi AutoBerza, sa cenama, kilometražom i fotografijama.',
    );
  });

  it('lists the public adverts in sitemap.xml and names it in robots.txt', async () => {
    const embargoed = await createCar(t.app, seller.token, r);
    const robots = await get(t, '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await get(t, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/car/${car._id}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/privacy-policy</loc>`);
    expect(sitemap.body).not.toContain(embargoed._id);
    expect((await get(t, '/sitemap-2.xml')).statusCode).toBe(404);
  });
});

describe('without PUBLIC_BROWSING nothing public is described', () => {
  it('keeps the build head, closes robots.txt and has no sitemap', async () => {
    const dist = fakeAppDist(ROUTES);
    const t = await buildTestApp({ appDist: dist });
    try {
      const seller = await approvedUser(t.app);
      const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
      t.clock.advance(MIN20 + 1000);
      const page = await get(t, `/car/${car._id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>AutoBerza SPA</title>');
      expect(metaOf(page.body, 'og:title')).toBeUndefined();
      expect(page.body).not.toContain('application/ld+json');
      const robots = await get(t, '/robots.txt');
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get(t, '/sitemap.xml')).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
