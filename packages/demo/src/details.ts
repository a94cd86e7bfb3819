/**
 * A demo car's details and equipment (docs/product.md, “Car details”; decision 043): only
 * catalogue values, and plausible for the car's age and class (a 2008 Golf has no panorama roof
 * or 360° camera).
 */
import type { ChoiceValue, EquipmentItem, IMPORT_COUNTRIES } from '@autoberza/contract/car-details';
import type { Tier } from './catalog.ts';
import type { Segment } from './model-spec.ts';
import { createRng } from './rng.ts';
import type { VehicleOrigin } from './vocabulary.ts';

export interface DemoDetails {
  condition: ChoiceValue<'condition'>;
  colour: ChoiceValue<'colour'>;
  isMetallic: boolean | null;
  drive: ChoiceValue<'drive'>;
  seats: number;
  steeringSide: ChoiceValue<'steeringSide'>;
  airConditioning: ChoiceValue<'airConditioning'> | null;
  interiorMaterial: ChoiceValue<'interiorMaterial'> | null;
  interiorColour: ChoiceValue<'interiorColour'> | null;
  /** The catalogue's origin: a car with no plates yet is customs cleared and not registered. */
  vehicleOrigin: 'Domaće tablice' | 'Strane tablice' | 'Na ime kupca' | 'Ocarinjen';
  /** `YYYY-MM`, as the description says. */
  registeredUntil: string | null;
  isRegistered: boolean | null;
  importCountry: ChoiceValue<'importCountry'> | null;
  previousOwners: number | null;
  hasServiceBook: boolean | null;
  hasSpareKey: boolean | null;
  isFirstOwner: boolean | null;
  isBoughtNewInSerbia: boolean | null;
  isGaraged: boolean | null;
  priceType: ChoiceValue<'priceType'>;
  acceptsExchange: boolean | null;
  vat: ChoiceValue<'vat'> | null;
  equipment: EquipmentItem[];
}

/** The demo's colour names (vocabulary.ts) as catalogue colours. */
const COLOUR_OF: Record<string, ChoiceValue<'colour'>> = {
  Siva: 'grey',
  Srebrna: 'silver',
  Crna: 'black',
  Bela: 'white',
  Plava: 'blue',
  Teget: 'navy',
  Crvena: 'red',
  Bordo: 'bordeaux',
  Zelena: 'green',
  Braon: 'brown',
  Bež: 'beige',
  Žuta: 'yellow',
  Narandžasta: 'orange',
};

const PREMIUM: readonly Tier[] = ['premium', 'luxury', 'exotic'];

/**
 * Each item: the first model year it was common in (mainstream, premium) and how often a car of
 * those years has it (mainstream, premium). Undefined: never in that class.
 */
const EQUIPMENT_PLAN: Record<EquipmentItem, [number, number, number, number]> = {
  abs: [1996, 1990, 0.95, 1],
  esp: [2006, 2000, 0.85, 0.98],
  asr: [2004, 1998, 0.7, 0.95],
  airbagFront: [1998, 1993, 0.97, 1],
  airbagSide: [2003, 1998, 0.8, 0.97],
  airbagCurtain: [2007, 2002, 0.7, 0.95],
  isofix: [2005, 2000, 0.75, 0.9],
  alarm: [1995, 1990, 0.35, 0.6],
  codedKey: [1998, 1995, 0.85, 0.95],
  centralLocking: [1995, 1988, 0.9, 1],
  cruiseControl: [2005, 1998, 0.45, 0.85],
  adaptiveCruise: [2019, 2013, 0.25, 0.55],
  heatedSeats: [2008, 2000, 0.3, 0.75],
  electricSeats: [2015, 2000, 0.05, 0.5],
  multifunctionWheel: [2008, 2002, 0.6, 0.95],
  boardComputer: [2002, 1995, 0.8, 0.98],
  navigation: [2014, 2005, 0.35, 0.8],
  headUpDisplay: [2020, 2014, 0.05, 0.3],
  carPlay: [2018, 2017, 0.6, 0.8],
  keyless: [2014, 2009, 0.2, 0.6],
  electricWindows: [1998, 1990, 0.95, 1],
  sunroof: [1995, 1990, 0.08, 0.2],
  panoramaRoof: [2012, 2009, 0.08, 0.25],
  towHook: [1985, 1985, 0.18, 0.25],
  parkingSensorsFront: [2012, 2005, 0.2, 0.6],
  parkingSensorsRear: [2008, 2002, 0.55, 0.9],
  camera: [2015, 2010, 0.35, 0.75],
  camera360: [2021, 2017, 0.03, 0.25],
  ledLights: [2017, 2013, 0.35, 0.8],
  xenonLights: [2007, 2002, 0.1, 0.5],
  alloyWheels: [1998, 1990, 0.55, 0.95],
  startStop: [2012, 2010, 0.6, 0.75],
};

/** Kept apart from the listing's generator: the same car always gets the same details. */
export function demoDetails(input: {
  /** The car's own seed (its VIN). */
  seed: string;
  year: number;
  now: Date;
  tier: Tier;
  segment: Segment;
  fuelSlug: string;
  bodySlug: string;
  automatic: boolean;
  isAirCondition: boolean | undefined;
  vehicleOrigin: VehicleOrigin;
  damaged: boolean;
  colorName: string;
  description: string;
}): DemoDetails {
  const rng = createRng(`details:${input.seed}`);
  const age = input.now.getUTCFullYear() - input.year;
  const premium = PREMIUM.includes(input.tier);
  const equipment = (Object.keys(EQUIPMENT_PLAN) as EquipmentItem[]).filter((item) => {
    const [fromMain, fromPremium, pMain, pPremium] = EQUIPMENT_PLAN[item];
    if (input.year < (premium ? fromPremium : fromMain)) return false;
    if (item === 'startStop' && input.fuelSlug === 'elektricni-pogon') return false;
    if (item === 'xenonLights' && input.year >= 2019) return false;
    return rng.chance(premium ? pPremium : pMain);
  });
  // Adaptive cruise implies cruise control; LED and xenon headlights exclude each other.
  if (equipment.includes('adaptiveCruise') && !equipment.includes('cruiseControl'))
    equipment.unshift('cruiseControl');
  const lights = equipment.filter((item) => item === 'ledLights' || item === 'xenonLights');
  if (lights.length === 2) equipment.splice(equipment.indexOf('xenonLights'), 1);

  const offRoad = input.segment === 'J' || input.segment === 'Q' || input.bodySlug === 'dzip-suv';
  const drive: ChoiceValue<'drive'> =
    input.segment === 'Q'
      ? 'awdReduction'
      : offRoad && rng.chance(0.55)
        ? 'awd'
        : premium && rng.chance(0.35)
          ? rng.chance(0.5)
            ? 'rear'
            : 'awd'
          : 'front';
  const foreign = input.vehicleOrigin !== 'Domaće tablice';
  const registered = /Registrovan do (\d{2})\/(\d{4})/.exec(input.description);
  const owners = foreign ? rng.int(1, 3) : age <= 3 ? 0 : rng.int(0, Math.min(4, age / 4));
  const previousOwners = rng.chance(0.25) ? null : owners;
  const dealerVat = rng.weighted<ChoiceValue<'vat'> | null>([
    ['margin', 45],
    ['deductible', age <= 6 ? 30 : 8],
    ['notInSystem', 15],
    [null, 10],
  ]);
  return {
    condition: age > 30 ? 'oldtimer' : age === 0 && rng.chance(0.3) ? 'new' : 'used',
    colour: COLOUR_OF[input.colorName] ?? 'other',
    isMetallic: input.colorName === 'Bela' ? null : rng.chance(0.6) ? true : null,
    drive,
    seats:
      input.bodySlug === 'kupe' || input.bodySlug === 'kabriolet-roadster'
        ? 4
        : input.bodySlug === 'monovolumen' && rng.chance(0.3)
          ? 7
          : 5,
    steeringSide: input.vehicleOrigin === 'Strane tablice' && rng.chance(0.01) ? 'right' : 'left',
    airConditioning:
      input.isAirCondition === undefined
        ? null
        : !input.isAirCondition
          ? 'none'
          : input.year >= 2005 && (premium || input.automatic || rng.chance(0.45))
            ? premium && input.year >= 2008 && rng.chance(0.6)
              ? 'multiZone'
              : 'automatic'
            : 'manual',
    interiorMaterial: rng.chance(0.2)
      ? null
      : premium && rng.chance(0.55)
        ? 'leather'
        : rng.weighted([
            ['cloth', 80],
            ['partLeather', 12],
            ['alcantara', 3],
            ['velour', input.year < 2000 ? 20 : 2],
          ]),
    interiorColour: rng.chance(0.3)
      ? null
      : rng.weighted([
          ['black', 60],
          ['grey', 20],
          ['beige', premium ? 15 : 8],
          ['brown', premium ? 6 : 2],
        ]),
    vehicleOrigin: input.vehicleOrigin === 'Bez registracije' ? 'Ocarinjen' : input.vehicleOrigin,
    registeredUntil: registered ? `${registered[2]}-${registered[1]}` : null,
    isRegistered: registered ? true : input.vehicleOrigin === 'Bez registracije' ? false : null,
    importCountry: foreign
      ? rng.weighted<(typeof IMPORT_COUNTRIES)[number]>([
          ['DE', 45],
          ['AT', 12],
          ['CH', 10],
          ['IT', 8],
          ['NL', 6],
          ['FR', 5],
          ['BE', 5],
          ['SE', 3],
          ['DK', 2],
          ['SI', 2],
          ['HR', 2],
        ])
      : null,
    previousOwners,
    hasServiceBook: rng.chance(age <= 10 ? 0.7 : 0.35) ? true : null,
    hasSpareKey: rng.chance(0.6) ? true : null,
    isFirstOwner: previousOwners === 0 && !foreign ? true : null,
    isBoughtNewInSerbia: !foreign && rng.chance(0.5) ? true : null,
    isGaraged: rng.chance(age > 25 ? 0.8 : 0.3) ? true : null,
    priceType: rng.chance(input.damaged ? 0.7 : 0.4) ? 'negotiable' : 'fixed',
    acceptsExchange: rng.chance(0.3) ? true : null,
    vat: dealerVat,
    equipment,
  };
}
