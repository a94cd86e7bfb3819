import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHOICE_FIELDS,
  COUNT_LIMITS,
  DAMAGE_KEYS,
  DAMAGE_STATES,
  DETAIL_FILTERS,
  EQUIPMENT,
  EQUIPMENT_ITEMS,
  FLAG_FIELDS,
  REGISTERED_UNTIL_PATTERN,
  VEHICLE_ORIGIN_KEYS,
  VEHICLE_ORIGINS,
  isVin,
  normalizeVin,
} from '@autoberza/contract/car-details';
import { describe, expect, it } from 'vitest';
import { localesFolder } from '../../src/paths.ts';

/** Decision 043: one catalogue for the form, the server, the demo data and the locale. */

const cars = JSON.parse(readFileSync(path.join(localesFolder, 'cars.json'), 'utf8')) as {
  details: Record<string, Record<string, string>>;
  equipment: { groups: Record<string, string>; items: Record<string, string> };
};
const server = JSON.parse(readFileSync(path.join(localesFolder, 'server.json'), 'utf8')) as {
  fields: Record<string, string>;
};

describe('the car-details catalogue', () => {
  it('gives every value a Serbian label and no label without a value', () => {
    for (const [field, values] of Object.entries(CHOICE_FIELDS)) {
      expect(Object.keys(cars.details[field]!).sort(), field).toEqual([...values].sort());
    }
    expect(Object.keys(cars.details.flags!).sort()).toEqual([...FLAG_FIELDS].sort());
    expect(Object.keys(cars.details.vehicleOrigin!).sort()).toEqual(
      Object.values(VEHICLE_ORIGIN_KEYS).sort(),
    );
    expect(Object.keys(cars.details.damage!).sort()).toEqual(Object.values(DAMAGE_KEYS).sort());
    expect(Object.keys(cars.equipment.groups).sort()).toEqual(Object.keys(EQUIPMENT).sort());
    expect(Object.keys(cars.equipment.items).sort()).toEqual([...EQUIPMENT_ITEMS].sort());
  });

  it('names every field in the server’s messages', () => {
    const names = [
      ...Object.keys(CHOICE_FIELDS),
      ...FLAG_FIELDS,
      ...Object.keys(COUNT_LIMITS),
      'isRegistered',
      'registeredUntil',
      'equipment',
    ];
    expect(names.filter((name) => !server.fields[name])).toEqual([]);
  });

  it('names every search filter on the details, and the keyword, in the server’s messages', () => {
    // `origin` speaks of the advert's field (vehicleOrigin).
    const names = [...DETAIL_FILTERS.filter((name) => name !== 'origin'), 'vehicleOrigin', 'q'];
    expect(names.filter((name) => !server.fields[name])).toEqual([]);
  });

  it('has no value twice, and every equipment item in one group', () => {
    for (const values of [...Object.values(CHOICE_FIELDS), VEHICLE_ORIGINS, DAMAGE_STATES]) {
      expect(new Set(values).size).toBe(values.length);
    }
    expect(new Set(EQUIPMENT_ITEMS).size).toBe(EQUIPMENT_ITEMS.length);
  });

  it('reads “registered until” as a month of a year', () => {
    expect(REGISTERED_UNTIL_PATTERN.test('2027-05')).toBe(true);
    expect(REGISTERED_UNTIL_PATTERN.test('2027-12')).toBe(true);
    for (const bad of ['2027-00', '2027-13', '2027-5', '05.2027', '2027-05-01']) {
      expect(REGISTERED_UNTIL_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('the VIN check', () => {
  it('accepts 17 letters and digits without I, O and Q, in any case and spacing', () => {
    expect(isVin('WVWZZZ1JZXW000001')).toBe(true);
    expect(isVin(' wvwzzz1jzxw000001 ')).toBe(true);
    expect(normalizeVin(' wvwzzz1jzxw000001 ')).toBe('WVWZZZ1JZXW000001');
  });

  it.each([
    ['16 characters', 'WVWZZZ1JZXW00000'],
    ['18 characters', 'WVWZZZ1JZXW0000012'],
    ['an I', 'WVWZZZ1JZXI000001'],
    ['an O', 'WVWZZZ1JZXO000001'],
    ['a Q', 'WVWZZZ1JZXQ000001'],
    ['a dash', 'WVWZZZ1JZX-000001'],
    ['a space inside', 'WVWZZZ1JZ W000001'],
    ['a letter with a diacritic', 'WVWZZZ1JZŠW000001'],
  ])('refuses %s', (_name, vin) => {
    expect(isVin(vin)).toBe(false);
  });
});
