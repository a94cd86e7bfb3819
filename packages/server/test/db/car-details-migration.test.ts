import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertOwner, databaseBefore } from './migrated-before.ts';

/**
 * docs/decisions/043: the car-details migration gives the free text of vehicle_origin and damage
 * the catalogue's words where it matches one, keeps text that matches none as written, turns
 * "Bez registracije" into "not registered", and loses nothing else.
 */

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('_car-details');
});
afterAll(() => before.done());

const adverts: [origin: string | null, damage: string | null, air: boolean | null][] = [
  ['domace tablice', 'NIJE OŠTEĆEN', false],
  ['  Strane  tablice ', 'Oštećen – u voznom stanju', true],
  ['Na ime kupca', 'ostecen, nije u voznom stanju', null],
  ['Bez registracije', 'malo ogreban branik', null],
  ['uvezen iz Nemačke 2019', null, null],
  [null, null, null],
];

describe('the car-details migration', () => {
  it('maps matching free text to the catalogue and keeps the rest', async () => {
    const { database, rows } = before;
    const ids = await advertOwner(database);
    for (const [i, [origin, damage, air]] of adverts.entries()) {
      await database.db.execute(
        sql`insert into cars (id, user_id, brand_id, model_id, price, description, vehicle_origin, damage, is_air_condition)
            values (${`00000000-0000-4000-8000-0000000001c${i}`}, ${ids.user}, ${ids.brand}, ${ids.model},
              ${1000 + i}, ${`opis ${i}`}, ${origin}, ${damage}, ${air})`,
      );
    }

    await database.migrate();

    const migrated = await rows(
      sql`select price, description, vehicle_origin, damage, is_registered, is_air_condition,
            air_conditioning, equipment from cars order by price`,
    );
    expect(migrated).toEqual([
      {
        price: 1000,
        description: 'opis 0',
        vehicle_origin: 'Domaće tablice',
        damage: 'Nije oštećen',
        is_registered: null,
        is_air_condition: false,
        air_conditioning: 'none',
        equipment: [],
      },
      {
        price: 1001,
        description: 'opis 1',
        vehicle_origin: 'Strane tablice',
        damage: 'Oštećen - u voznom stanju',
        is_registered: null,
        is_air_condition: true,
        air_conditioning: null,
        equipment: [],
      },
      {
        price: 1002,
        description: 'opis 2',
        vehicle_origin: 'Na ime kupca',
        damage: 'Oštećen - nije u voznom stanju',
        is_registered: null,
        is_air_condition: null,
        air_conditioning: null,
        equipment: [],
      },
      {
        price: 1003,
        description: 'opis 3',
        vehicle_origin: null,
        damage: 'malo ogreban branik',
        is_registered: false,
        is_air_condition: null,
        air_conditioning: null,
        equipment: [],
      },
      {
        price: 1004,
        description: 'opis 4',
        vehicle_origin: 'uvezen iz Nemačke 2019',
        damage: null,
        is_registered: null,
        is_air_condition: null,
        air_conditioning: null,
        equipment: [],
      },
      {
        price: 1005,
        description: 'opis 5',
        vehicle_origin: null,
        damage: null,
        is_registered: null,
        is_air_condition: null,
        air_conditioning: null,
        equipment: [],
      },
    ]);
  });
});
