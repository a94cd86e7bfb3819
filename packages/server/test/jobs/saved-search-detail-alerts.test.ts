import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../plugins/notify-harness.ts';
import { approvedUser, auth, buildTestApp, queuedMails, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { subscribe } from '../routes/saved-search/saved-search-helpers.ts';

/**
 * Saved searches on the car's details and with a keyword (src/cars/saved-search-match.ts) alert
 * on a new listing that fits every filter, and only then.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let r: Refs;
let seller: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  r = await refs(t.app, seller.token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function save(token: string, name: string, filters: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-search',
    headers: auth(token),
    payload: { name, filters, alert: 'immediate' },
  });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
  return res.json() as { _id: string; filters: Record<string, unknown> };
}

const alertsTo = async (email: string) =>
  (await queuedMails(t.app, email)).filter((m) => m.template === 'savedSearchAlert');

/** The listing below: a red 4x4 with reduction, imported, drivable after damage. */
const DETAILS = {
  condition: 'used',
  drive: 'awdReduction',
  colour: 'red',
  vehicleOrigin: 'Strane tablice',
  damage: 'Oštećen - u voznom stanju',
  vat: 'deductible',
  previousOwners: '1',
  // The test clock is in March 2026.
  registeredUntil: '2026-03',
  equipment: 'towHook,abs',
  description: 'Opremljen šiberom, redovno servisiran.',
};

describe('saved-search alerts on the details and the keyword', () => {
  it('alert the searches a new listing fits, and none it misses by one filter', async () => {
    // Twenty searches each at most: one buyer saves those that fit, another those that miss.
    const buyer = await approvedUser(t.app);
    const other = await approvedUser(t.app);
    await subscribe(t.app, buyer.token);
    await subscribe(t.app, other.token);
    const fitting: Record<string, Record<string, unknown>> = {
      Stanje: { condition: 'used' },
      '4x4': { drive: 'awd' },
      Redukcija: { drive: 'awdReduction' },
      'Boja i poreklo': { colour: 'red', origin: 'foreignPlates' },
      'Oštećenje i PDV': { damage: 'drivable', vat: 'deductible' },
      Vlasnici: { ownersMax: 1 },
      Registrovan: { registered: 'true' },
      Oprema: { equipment: 'abs,towHook' },
      'Reč siber': { q: 'siber' },
      'Reč kuka': { q: 'kuka' },
      Sve: {
        brand: r.brand,
        condition: 'used',
        drive: 'awd',
        colour: 'red',
        origin: 'foreignPlates',
        damage: 'drivable',
        vat: 'deductible',
        ownersMax: 2,
        registered: 'true',
        equipment: 'towHook',
        q: 'šiber servisiran',
      },
    };
    const missing: Record<string, Record<string, unknown>> = {
      Novo: { condition: 'new' },
      Prednji: { drive: 'front' },
      Bela: { colour: 'white' },
      Domaće: { origin: 'serbianPlates' },
      Neoštećen: { damage: 'none' },
      Marža: { vat: 'margin' },
      'Bez vlasnika': { ownersMax: 0 },
      Navigacija: { equipment: 'towHook,navigation' },
      'Reč panorama': { q: 'panorama' },
      'Obe reči': { q: 'šiber navigacija' },
      'Sve osim boje': { ...fitting.Sve, colour: 'black' },
    };
    for (const [name, filters] of Object.entries(fitting)) await save(buyer.token, name, filters);
    for (const [name, filters] of Object.entries(missing)) await save(other.token, name, filters);

    const car = await createCar(t.app, seller.token, r, { overrides: DETAILS });
    const mails = await alertsTo(buyer.email);
    expect(mails.map((m) => m.vars.searchName).sort()).toEqual(Object.keys(fitting).sort());
    expect(mails.every((m) => m.vars.carId === car._id)).toBe(true);
    expect(await alertsTo(other.email)).toEqual([]);

    // A listing that states no detail: only a search without detail filters alerts.
    await save(other.token, 'Bilo šta', { brand: r.brand });
    const plain = await createCar(t.app, seller.token, r, {
      overrides: { vehicleOrigin: '', description: 'Garažiran.' },
    });
    expect(await alertsTo(buyer.email)).toHaveLength(mails.length);
    const plainMails = (await alertsTo(other.email)).filter((m) => m.vars.carId === plain._id);
    expect(plainMails.map((m) => m.vars.searchName)).toEqual(['Bilo šta']);
  });

  it('alert a registration search only while the registration runs', async () => {
    const buyer = await approvedUser(t.app);
    await subscribe(t.app, buyer.token);
    await save(buyer.token, 'Registrovan', { registered: 'true' });
    const lapsed = await createCar(t.app, seller.token, r, {
      overrides: { registeredUntil: '2026-02' },
    });
    const running = await createCar(t.app, seller.token, r, {
      overrides: { registeredUntil: '2026-03' },
    });
    const alerted = (await alertsTo(buyer.email)).map((m) => m.vars.carId);
    expect(alerted).toContain(running._id);
    expect(alerted).not.toContain(lapsed._id);
  });

  it('stores the filters normalised and takes them back as stored', async () => {
    const buyer = await approvedUser(t.app);
    await subscribe(t.app, buyer.token);
    const saved = await save(buyer.token, 'Detalji', {
      equipment: 'towHook,abs,abs',
      registered: 'true',
      ownersMax: '2',
      q: '  šiber   kuka ',
    });
    expect(saved.filters).toMatchObject({
      equipment: 'abs,towHook',
      registered: true,
      ownersMax: 2,
      q: 'šiber kuka',
    });
    // JSON may carry the stored values (a real boolean and number) where a query has text.
    const again = await save(buyer.token, 'Detalji opet', saved.filters);
    expect(again.filters).toEqual(saved.filters);
  });

  it('counts the new matches of a registration search by the server’s month', async () => {
    const buyer = await approvedUser(t.app);
    await subscribe(t.app, buyer.token);
    const saved = await save(buyer.token, 'Registrovan do maja', { registered: 'true', q: 'maj' });
    t.clock.advance(1000);
    await createCar(t.app, seller.token, r, {
      overrides: { registeredUntil: '2026-05', description: 'Registrovan do maja.' },
    });
    await createCar(t.app, seller.token, r, {
      overrides: { registeredUntil: '2026-02', description: 'Registracija do maja prošla.' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/saved-search',
      headers: auth(buyer.token),
    });
    const search = (list.json() as { data: { _id: string; newCount: number }[] }).data.find(
      (s) => s._id === saved._id,
    );
    expect(search?.newCount).toBe(1);
  });
});
