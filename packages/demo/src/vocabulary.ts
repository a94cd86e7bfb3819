/**
 * Fixed values the advert form offers (docs/product.md, “Fields”). Demo data never
 * uses a value the form could not produce.
 */
import { DOORS, TRANSMISSIONS } from '@autoberza/contract/catalogue';

export { DOORS, TRANSMISSIONS };
export type Doors = (typeof DOORS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];

export const VEHICLE_ORIGINS = [
  'Domaće tablice',
  'Strane tablice',
  'Na ime kupca',
  'Bez registracije',
] as const;
export type VehicleOrigin = (typeof VEHICLE_ORIGINS)[number];

export const DAMAGE_STATES = [
  'Nije oštećen',
  'Oštećen - u voznom stanju',
  'Oštećen - nije u voznom stanju',
] as const;
export type DamageState = (typeof DAMAGE_STATES)[number];

export const EMISSION_CLASSES = ['Euro 3', 'Euro 4', 'Euro 5', 'Euro 6'] as const;
export type EmissionClass = (typeof EMISSION_CLASSES)[number];

export const CAR_STATUSES = ['active', 'reserved', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const BODY_SLUGS = [
  'limuzina',
  'hecbek',
  'karavan',
  'kupe',
  'kabriolet-roadster',
  'monovolumen',
  'dzip-suv',
  'pickup',
] as const;
export type BodySlug = (typeof BODY_SLUGS)[number];

export const FUEL_SLUGS = [
  'benzin',
  'dizel',
  'benzin-gas-tng',
  'benzin-metan-cng',
  'elektricni-pogon',
  'hibridni-pogon',
] as const;
export type FuelSlug = (typeof FUEL_SLUGS)[number];

export interface CarColor {
  name: string;
  hex: string;
}

/** Colours with the share they have on the Serbian used market (roughly). */
export const COLORS: readonly (readonly [CarColor, number])[] = [
  [{ name: 'Siva', hex: '#6b7079' }, 18],
  [{ name: 'Srebrna', hex: '#b9bec4' }, 16],
  [{ name: 'Crna', hex: '#1d1f22' }, 17],
  [{ name: 'Bela', hex: '#eeeeec' }, 15],
  [{ name: 'Plava', hex: '#2b5aa8' }, 9],
  [{ name: 'Teget', hex: '#1d2a4a' }, 6],
  [{ name: 'Crvena', hex: '#b3201c' }, 7],
  [{ name: 'Bordo', hex: '#6b1a24' }, 3],
  [{ name: 'Zelena', hex: '#2f5d3a' }, 3],
  [{ name: 'Braon', hex: '#5a3e2b' }, 2],
  [{ name: 'Bež', hex: '#cdb892' }, 2],
  [{ name: 'Žuta', hex: '#e0b31a' }, 1],
  [{ name: 'Narandžasta', hex: '#d9641e' }, 1],
];
