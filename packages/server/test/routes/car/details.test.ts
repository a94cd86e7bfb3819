import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { carFields, createCar, jpeg, multipart, refs, withAuth, type Refs } from './car-helpers.ts';

/** docs/product.md, “Car details”; decision 043: the details and equipment through the API. */

let t: TestApp;
let seller: { id: string; token: string };
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app, { firstName: 'Petar' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const post = async (overrides: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/car',
    ...withAuth(
      multipart(carFields(r, overrides), [{ filename: 'a.jpg', content: await jpeg(400, 300) }]),
      seller.token,
    ),
  });
const patch = (id: string, overrides: Record<string, string>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/car/${id}`,
    ...withAuth(multipart(carFields(r, overrides)), seller.token),
  });

const FULL = {
  condition: 'used',
  colour: 'silver',
  isMetallic: 'true',
  drive: 'awd',
  seats: '5',
  steeringSide: 'left',
  airConditioning: 'multiZone',
  interiorMaterial: 'leather',
  interiorColour: 'black',
  registeredUntil: '2027-05',
  vehicleOrigin: 'Strane tablice',
  importCountry: 'DE',
  previousOwners: '1',
  hasServiceBook: 'true',
  hasSpareKey: 'true',
  isFirstOwner: 'false',
  isBoughtNewInSerbia: '',
  isGaraged: 'on',
  damage: 'Nije oštećen',
  priceType: 'negotiable',
  acceptsExchange: 'true',
  vat: 'deductible',
  chassisNumber: 'wvwzzz1jzxw000001',
  equipment: 'towHook,abs,panoramaRoof,abs',
};

describe('the car’s details', () => {
  it('stores every detail and shows it in the advert', async () => {
    const res = await post(FULL);
    expect(res.statusCode, res.body).toBe(201);
    const car = res.json();
    expect(car).toMatchObject({
      condition: 'used',
      colour: 'silver',
      isMetallic: true,
      drive: 'awd',
      seats: 5,
      steeringSide: 'left',
      airConditioning: 'multiZone',
      isAirCondition: true,
      interiorMaterial: 'leather',
      interiorColour: 'black',
      registeredUntil: '2027-05',
      isRegistered: true,
      vehicleOrigin: 'Strane tablice',
      importCountry: 'DE',
      previousOwners: 1,
      hasServiceBook: true,
      hasSpareKey: true,
      // Unticked (or "false") is not stated.
      isFirstOwner: null,
      isBoughtNewInSerbia: null,
      isGaraged: true,
      damage: 'Nije oštećen',
      priceType: 'negotiable',
      acceptsExchange: true,
      vat: 'deductible',
      chassisNumber: 'WVWZZZ1JZXW000001',
      // A set in the catalogue's order.
      equipment: ['abs', 'panoramaRoof', 'towHook'],
    });
    const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
    expect(row!.registeredUntil).toBe('2027-05-01');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(page.json()).toMatchObject({
      vat: 'deductible',
      equipment: ['abs', 'panoramaRoof', 'towHook'],
    });
  });

  it('leaves every detail unstated when none is sent', async () => {
    const car = await createCar(t.app, seller.token, r);
    expect(car).toMatchObject({
      condition: null,
      colour: null,
      isMetallic: null,
      seats: null,
      registeredUntil: null,
      isRegistered: null,
      vat: null,
      equipment: [],
      isAirCondition: null,
    });
  });

  it('records a car that is not registered', async () => {
    const res = await post({ isRegistered: 'false', airConditioning: 'none' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      isRegistered: false,
      registeredUntil: null,
      isAirCondition: false,
    });
  });

  const refused: [string, Record<string, string>, string][] = [
    ['condition', { condition: 'polovan' }, 'Polje „Stanje vozila“: izaberite vrednost sa liste.'],
    ['colour', { colour: 'Srebrna' }, 'Polje „Boja“: izaberite vrednost sa liste.'],
    ['drive', { drive: '4x4' }, 'Polje „Pogon“: izaberite vrednost sa liste.'],
    [
      'steering side',
      { steeringSide: 'middle' },
      'Polje „Strana volana“: izaberite vrednost sa liste.',
    ],
    ['air conditioning', { airConditioning: 'yes' }, 'Polje „Klima“: izaberite vrednost sa liste.'],
    [
      'interior material',
      { interiorMaterial: 'koža' },
      'Polje „Materijal enterijera“: izaberite vrednost sa liste.',
    ],
    [
      'interior colour',
      { interiorColour: 'pink' },
      'Polje „Boja enterijera“: izaberite vrednost sa liste.',
    ],
    [
      'import country',
      { importCountry: 'Nemačka' },
      'Polje „Zemlja uvoza“: izaberite vrednost sa liste.',
    ],
    [
      'price type',
      { priceType: 'hitno' },
      'Polje „Cena (fiksna ili po dogovoru)“: izaberite vrednost sa liste.',
    ],
    ['VAT', { vat: '20%' }, 'Polje „PDV“: izaberite vrednost sa liste.'],
    ['metallic', { isMetallic: 'maybe' }, 'Polje „Metalik boja“: vrednost mora biti da ili ne.'],
    [
      'service book',
      { hasServiceBook: 'da' },
      'Polje „Servisna knjiga“: vrednost mora biti da ili ne.',
    ],
    ['spare key', { hasSpareKey: '2' }, 'Polje „Rezervni ključ“: vrednost mora biti da ili ne.'],
    ['first owner', { isFirstOwner: 'x' }, 'Polje „Prvi vlasnik“: vrednost mora biti da ili ne.'],
    [
      'bought new',
      { isBoughtNewInSerbia: 'x' },
      'Polje „Kupljen nov u Srbiji“: vrednost mora biti da ili ne.',
    ],
    ['garaged', { isGaraged: 'x' }, 'Polje „Garažiran“: vrednost mora biti da ili ne.'],
    ['exchange', { acceptsExchange: 'x' }, 'Polje „Zamena“: vrednost mora biti da ili ne.'],
    ['registered', { isRegistered: 'x' }, 'Polje „Registrovan“: vrednost mora biti da ili ne.'],
    ['seats, too many', { seats: '10' }, 'Polje „Broj sedišta“ mora biti ceo broj od 1 do 9.'],
    ['seats, none', { seats: '0' }, 'Polje „Broj sedišta“ mora biti ceo broj od 1 do 9.'],
    ['seats, not a number', { seats: 'pet' }, 'Polje „Broj sedišta“ mora biti ceo broj od 1 do 9.'],
    [
      'owners',
      { previousOwners: '2.5' },
      'Polje „Broj prethodnih vlasnika“ mora biti ceo broj od 0 do 20.',
    ],
    [
      'registered until, month 13',
      { registeredUntil: '2027-13' },
      'Registracija važi do: navedite mesec i godinu u obliku GGGG-MM (npr. 2027-05).',
    ],
    [
      'registered until, a date',
      { registeredUntil: '05.2027' },
      'Registracija važi do: navedite mesec i godinu u obliku GGGG-MM (npr. 2027-05).',
    ],
    [
      'not registered with a date',
      { isRegistered: 'false', registeredUntil: '2027-05' },
      'Vozilo koje nije registrovano ne može imati datum do kog važi registracija.',
    ],
    [
      'air conditioning against the yes/no',
      { airConditioning: 'manual', isAirCondition: 'false' },
      'Vrsta klime se ne slaže sa poljem „Klima uređaj“ (da ili ne).',
    ],
    ['equipment', { equipment: 'abs,kuka' }, 'Oprema „kuka“ nije na listi opreme.'],
    ['origin, free text', { vehicleOrigin: 'uvezen' }, 'Izaberite poreklo vozila sa liste.'],
    ['damage, free text', { damage: 'malo' }, 'Izaberite oštećenje sa liste.'],
    [
      'VIN, 16 characters',
      { chassisNumber: 'WVWZZZ1JZXW00000' },
      'Broj šasije (VIN) ima tačno 17 znakova: slova i cifre, bez slova I, O i Q.',
    ],
    [
      'VIN with an O',
      { chassisNumber: 'WVWZZZ1JZXWO00001' },
      'Broj šasije (VIN) ima tačno 17 znakova: slova i cifre, bez slova I, O i Q.',
    ],
  ];
  it.each(refused)('refuses a bad %s with a Serbian message', async (_name, overrides, message) => {
    const res = await post(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps an advert’s older free text through an edit, but takes no other', async () => {
    const car = await createCar(t.app, seller.token, r);
    // What the migration left of text that matched no catalogue word.
    await t.app.db
      .update(cars)
      .set({ vehicleOrigin: 'uvezen 2019', damage: 'ogreban branik' })
      .where(eq(cars.id, car._id));
    const kept = await patch(car._id, {
      vehicleOrigin: 'uvezen 2019',
      damage: 'ogreban branik',
      colour: 'red',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      vehicleOrigin: 'uvezen 2019',
      damage: 'ogreban branik',
      colour: 'red',
    });
    const changed = await patch(car._id, { vehicleOrigin: 'uvezen 2020' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Izaberite poreklo vozila sa liste.');
    const other = await createCar(t.app, seller.token, r);
    const borrowed = await patch(other._id, { damage: 'ogreban branik' });
    expect(borrowed.statusCode).toBe(400);
  });

  it('takes the whole form the app sends: every field, five kept photos and their order', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 5 });
    const urls = (car.image as { url: string }[]).map((image) => image.url);
    const every: [string, string][] = [
      ...carFields(r, {
        ...FULL,
        chassisNumber: 'WVWZZZ1JZXW000002',
        isAirCondition: 'true',
        isActivated: 'true',
        engineEmissionClass: 'Euro 6',
        isRegistered: 'true',
      }),
      ...urls.map((url): [string, string] => ['existingImages', url]),
      ['imageOrder', JSON.stringify(urls.map((url) => `existing:${url}`))],
    ];
    expect(every.length).toBeGreaterThan(45);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(multipart(every), seller.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vat: 'deductible', image: urls.map((url) => ({ url })) });
  });

  it('replaces the equipment on an edit', async () => {
    const car = (await post({ equipment: 'abs,esp' })).json();
    const res = await patch(car._id, { equipment: 'camera' });
    expect(res.json().equipment).toEqual(['camera']);
    const cleared = await patch(car._id, { equipment: '' });
    expect(cleared.json().equipment).toEqual([]);
  });
});
