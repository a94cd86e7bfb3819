import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_FILTERS } from '@autoberza/contract/car-details';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  TestClock,
  type TestApp,
} from '../../helpers.ts';
import { createCar, refs, type Refs } from './car-helpers.ts';
import { harness, subscribedUser } from './list-harness.ts';

/**
 * The subscribers' search on the car's details (GET /car/search: condition, drive, colour,
 * origin, registered, damage, vat, ownersMax, equipment): each filter lists exactly the cars
 * whose details match, together they all hold, others are refused, wrong values named.
 */

const AUTOMATIC = 'Automatski / poluautomatski';
const MANUAL = 'Manuelni 5 brzine';

/** The cars, by name, with the details their sellers stated through the advert form. */
const FIXTURE: Record<string, Record<string, string>> = {
  A: {
    condition: 'used',
    drive: 'awd',
    colour: 'silver',
    vehicleOrigin: 'Domaće tablice',
    damage: 'Nije oštećen',
    vat: 'deductible',
    previousOwners: '1',
    registeredUntil: '2026-03',
    equipment: 'towHook,abs',
    transmission: AUTOMATIC,
  },
  B: {
    condition: 'new',
    drive: 'awdReduction',
    colour: 'red',
    vehicleOrigin: 'Strane tablice',
    damage: 'Oštećen - u voznom stanju',
    vat: 'deductible',
    previousOwners: '0',
    registeredUntil: '2026-04',
    equipment: 'abs,navigation',
    transmission: AUTOMATIC,
  },
  C: {
    condition: 'oldtimer',
    drive: 'front',
    colour: 'purple',
    vehicleOrigin: 'Ocarinjen',
    damage: 'Oštećen - nije u voznom stanju',
    vat: 'notInSystem',
    previousOwners: '3',
    registeredUntil: '2026-02',
    equipment: 'towHook',
    transmission: MANUAL,
  },
  /** Nothing stated. */
  D: { vehicleOrigin: '', transmission: MANUAL },
  E: {
    condition: 'used',
    drive: 'awd',
    colour: 'silver',
    vehicleOrigin: 'Na ime kupca',
    damage: 'Nije oštećen',
    vat: 'margin',
    previousOwners: '2',
    registeredUntil: '2027-01',
    equipment: 'towHook,abs,panoramaRoof',
    transmission: MANUAL,
  },
  F: {
    condition: 'used',
    drive: 'rear',
    colour: 'black',
    vehicleOrigin: 'Neocarinjen',
    vat: 'deductible',
    previousOwners: '20',
    equipment: 'navigation,towHook',
    transmission: AUTOMATIC,
  },
};
const ALL = Object.keys(FIXTURE);

/** A query and the cars it must list. */
const MATCHES: [string, string[]][] = [
  ['condition=used', ['A', 'E', 'F']],
  ['condition=new', ['B']],
  ['condition=oldtimer', ['C']],
  // 4x4 is either kind of all-wheel drive.
  ['drive=awd', ['A', 'B', 'E']],
  ['drive=awdReduction', ['B']],
  ['drive=front', ['C']],
  ['drive=rear', ['F']],
  ['colour=silver', ['A', 'E']],
  ['colour=purple', ['C']],
  ['colour=white', []],
  ['origin=serbianPlates', ['A']],
  ['origin=foreignPlates', ['B']],
  ['origin=customsCleared', ['C']],
  ['origin=buyersName', ['E']],
  ['origin=notCleared', ['F']],
  ['damage=none', ['A', 'E']],
  ['damage=drivable', ['B']],
  ['damage=notDrivable', ['C']],
  ['vat=deductible', ['A', 'B', 'F']],
  ['vat=margin', ['E']],
  ['vat=notInSystem', ['C']],
  // At most that many previous owners; unstated is not "none".
  ['ownersMax=0', ['B']],
  ['ownersMax=1', ['A', 'B']],
  ['ownersMax=2', ['A', 'B', 'E']],
  ['ownersMax=20', ['A', 'B', 'C', 'E', 'F']],
  // The car has every item asked for.
  ['equipment=towHook', ['A', 'C', 'E', 'F']],
  ['equipment=abs', ['A', 'B', 'E']],
  ['equipment=abs,towHook', ['A', 'E']],
  ['equipment=panoramaRoof', ['E']],
  ['equipment=sunroof', []],
  // "false" and blank values are no filter (decision 017).
  ['registered=false', ALL],
  ['condition=&drive=&equipment=', ALL],
  // Together.
  [
    `drive=awd&transmission=${encodeURIComponent(AUTOMATIC)}&vat=deductible&equipment=towHook`,
    ['A'],
  ],
  ['drive=awd&vat=deductible', ['A', 'B']],
  ['condition=used&colour=silver&damage=none&ownersMax=1', ['A']],
  ['equipment=towHook&ownersMax=2&origin=buyersName', ['E']],
  // Two of the details, the gearbox and the equipment keep their own conditions; three or more
  // are one set (decision 058): each kind in it, 4x4 of either kind, the origin's and the
  // damage's stored words.
  ['drive=awd&origin=foreignPlates', ['B']],
  ['drive=awd&origin=foreignPlates&condition=new', ['B']],
  ['drive=awdReduction&condition=new', ['B']],
  ['drive=awd&colour=silver&origin=foreignPlates', []],
  [`transmission=${encodeURIComponent(AUTOMATIC)}&damage=drivable&origin=foreignPlates`, ['B']],
  [`damage=notDrivable&transmission=${encodeURIComponent(MANUAL)}`, ['C']],
  [`drive=front&transmission=${encodeURIComponent(MANUAL)}`, ['C']],
  ['vat=deductible&equipment=navigation', ['B', 'F']],
  [
    `colour=black&transmission=${encodeURIComponent(AUTOMATIC)}&equipment=navigation,towHook`,
    ['F'],
  ],
  ['condition=used&drive=rear&vat=deductible&origin=notCleared', ['F']],
  ['colour=silver&equipment=panoramaRoof&vat=margin', ['E']],
  ['colour=silver&equipment=panoramaRoof&vat=deductible', []],
];

const SUBSCRIPTION_MESSAGE =
  'Napredna pretraga (gorivo, karoserija, menjač, vrata, kilometraža, snaga, grad, stanje i papiri, pogon, boja, PDV i oprema) dostupna je samo uz pretplatu.';

let t: TestApp;
let subscriber: { email: string; password: string; token: string };
let reader: { token: string };
let r: Refs;
/** Name → id, and back. */
const ids = new Map<string, string>();
const names = new Map<string, string>();
const { get, stats } = harness(() => t);

// 27 February 2026, 11:00 in Belgrade: the subscription (30 days) runs through the month's turn.
const START = new Date('2026-02-27T10:00:00.000Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(START), env: { PUBLIC_BROWSING: 'true' } });
  const seller = await approvedUser(t.app, { firstName: 'Petar' });
  subscriber = await subscribedUser(t.app, { firstName: 'Milica' });
  reader = await approvedUser(t.app, { firstName: 'Ana' });
  r = await refs(t.app, seller.token);
  for (const [name, overrides] of Object.entries(FIXTURE)) {
    const car = await createCar(t.app, seller.token, r, { overrides, images: 1 });
    ids.set(name, car._id);
    names.set(car._id, name);
  }
});
afterAll(() => t.close());

/** The names of the cars a subscriber's search lists, sorted. */
async function found(query: string, token: string | undefined = subscriber.token) {
  const list = await get(`/api/car/search?limit=100&${query}`, token);
  return list.data!.map((car) => names.get(car._id) ?? car._id).sort();
}

const request = (query: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/car/search?${query}`,
    headers: token ? auth(token) : {},
  });

describe('the search on the details (subscribers)', () => {
  it('stored the details as the form sent them', async () => {
    expect(await found('')).toEqual(ALL);
  });

  it.each(MATCHES)('%s lists exactly the matching cars', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('reads equipment in any order, spacing and with repeats as the same list (one cache entry)', async () => {
    const canonical = await found('equipment=abs,towHook');
    const hits = stats().hits;
    for (const query of [
      'equipment=towHook,abs',
      'equipment=towHook,abs,abs',
      'equipment=%20towHook%20,abs,',
    ]) {
      expect(await found(query), query).toEqual(canonical);
    }
    expect(stats().hits).toBe(hits + 3);
  });
});

describe('the search on the details (others)', () => {
  it.each(DETAIL_FILTERS.map((name) => [name]))(
    '%s is refused to a visitor and to a reader without a subscription',
    async (name) => {
      const value: Record<string, string> = {
        condition: 'used',
        drive: 'awd',
        colour: 'silver',
        origin: 'serbianPlates',
        registered: 'true',
        damage: 'none',
        vat: 'deductible',
        ownersMax: '2',
        equipment: 'towHook',
        goodPrice: 'true',
      };
      for (const token of [undefined, reader.token]) {
        const res = await request(`${name}=${value[name]}`, token);
        expect(res.statusCode, `${name} ${token ? 'reader' : 'visitor'}`).toBe(403);
        expect(res.json()).toEqual({ message: SUBSCRIPTION_MESSAGE });
      }
    },
  );

  it('lets a reader and a visitor leave a detail filter blank or off', async () => {
    for (const token of [undefined, reader.token]) {
      const res = await request('condition=&registered=false&equipment=', token);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('wrong values of the detail filters', () => {
  it.each([
    ['condition=polovan', 'Polje „Stanje vozila“: izaberite vrednost sa liste.'],
    ['drive=4x4', 'Polje „Pogon“: izaberite vrednost sa liste.'],
    ['colour=pink', 'Polje „Boja“: izaberite vrednost sa liste.'],
    ['origin=Doma%C4%87e%20tablice', 'Polje „Poreklo vozila“: izaberite vrednost sa liste.'],
    ['damage=yes', 'Polje „Oštećenje“: izaberite vrednost sa liste.'],
    ['vat=19', 'Polje „PDV“: izaberite vrednost sa liste.'],
    ['equipment=foo', 'Polje „Oprema“: izaberite vrednost sa liste.'],
    ['equipment=abs,foo', 'Polje „Oprema“: izaberite vrednost sa liste.'],
    ['ownersMax=-1', 'Polje „Najviše prethodnih vlasnika“ mora biti najmanje 0.'],
    ['ownersMax=21', 'Polje „Najviše prethodnih vlasnika“ može biti najviše 20.'],
    ['ownersMax=dva', 'Polje „Najviše prethodnih vlasnika“ ima pogrešan tip vrednosti.'],
    ['registered=da', 'Polje „Registrovan“ ima nedozvoljenu vrednost.'],
  ])('%s: 400 naming the field', async (query, message) => {
    for (const token of [subscriber.token, reader.token]) {
      const res = await request(query, token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

// Last: it moves the clock on (the sessions signed in again).
describe('the search for a registered car', () => {
  const signInAgain = async () => {
    subscriber.token = await login(t.app, subscriber.email, subscriber.password);
  };

  it('keeps a registration that runs this month or later, in Serbia’s calendar', async () => {
    // 28 February, 23:30 in Belgrade: February's registration still counts.
    t.clock.set(new Date('2026-02-28T22:30:00.000Z'));
    await signInAgain();
    expect(await found('registered=true')).toEqual(['A', 'B', 'C', 'E']);
    expect(await found('registered=1&drive=awd')).toEqual(['A', 'B', 'E']);
    // 1 March, 00:30 in Belgrade (still February in UTC): February's has run out; the cached
    // February list is not served.
    t.clock.set(new Date('2026-02-28T23:30:00.000Z'));
    await signInAgain();
    expect(await found('registered=true')).toEqual(['A', 'B', 'E']);
    // 1 April, 00:30 in Belgrade: March's has run out too. The subscription (30 days) has ended
    // by then; an administrator searches as a subscriber does.
    t.clock.set(new Date('2026-03-31T22:30:00.000Z'));
    expect(await found('registered=true', await adminToken(t.app))).toEqual(['B', 'E']);
  });
});
