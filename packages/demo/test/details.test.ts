import {
  CHOICE_FIELDS,
  COUNT_LIMITS,
  EQUIPMENT_ITEMS,
  VEHICLE_ORIGINS,
} from '@autoberza/contract/car-details';
import { describe, expect, it } from 'vitest';
import { createRng, generateListing } from '../src/index.ts';
import { serverRefs } from './fixtures.ts';

/** Decision 043: demo adverts have realistic details, from the catalogue only. */

const refs = serverRefs();
const now = new Date('2026-11-22T10:00:00Z');
const rng = createRng('details');
const sample = Array.from({ length: 1500 }, () => generateListing(rng, refs, now));

describe('demo car details', () => {
  it('uses only catalogue values', () => {
    for (const { details } of sample) {
      for (const [field, values] of Object.entries(CHOICE_FIELDS)) {
        const value = details[field as keyof typeof CHOICE_FIELDS];
        if (value !== null) expect(values, field).toContain(value);
      }
      expect(VEHICLE_ORIGINS).toContain(details.vehicleOrigin);
      for (const item of details.equipment) expect(EQUIPMENT_ITEMS).toContain(item);
      expect(details.seats).toBeGreaterThanOrEqual(COUNT_LIMITS.seats.min);
      expect(details.seats).toBeLessThanOrEqual(COUNT_LIMITS.seats.max);
    }
  });

  it('gives older cars no equipment of later years', () => {
    const recentOnly = ['panoramaRoof', 'camera360', 'carPlay', 'headUpDisplay', 'adaptiveCruise'];
    const old = sample.filter((car) => car.yearProduction <= 2008);
    expect(old.length).toBeGreaterThan(100);
    for (const car of old) {
      expect(car.details.equipment.filter((item) => recentOnly.includes(item))).toEqual([]);
    }
    // Newer cars do have them, now and then.
    const recent = sample.filter((car) => car.yearProduction >= 2020);
    expect(recent.some((car) => car.details.equipment.includes('carPlay'))).toBe(true);
  });

  it('agrees with the listing’s own facts', () => {
    for (const car of sample) {
      const { details } = car;
      if (car.isAirCondition === undefined) expect(details.airConditioning).toBeNull();
      else expect(details.airConditioning === 'none').toBe(!car.isAirCondition);
      if (car.vehicleOrigin === 'Bez registracije') {
        expect(details.isRegistered).toBe(false);
        expect(details.vehicleOrigin).toBe('Ocarinjen');
      }
      if (details.registeredUntil) {
        const [year, month] = details.registeredUntil.split('-');
        expect(car.description).toContain(`Registrovan do ${month}/${year}`);
      }
      if (details.isFirstOwner) expect(details.previousOwners).toBe(0);
    }
    expect(sample.some((car) => car.details.registeredUntil !== null)).toBe(true);
  });
});
