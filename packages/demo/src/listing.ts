import { DAY, MINUTE } from '@autoberza/contract/time';
import { demoDetails, type DemoDetails } from './details.ts';
import { describeCar } from './description.ts';
import { modelSpec, type Engine, type ModelSpec, type Segment } from './model-spec.ts';
import type { DemoRefs } from './refs.ts';
import type { Rng } from './rng.ts';
import { generateVin } from './vin.ts';
import {
  COLORS,
  type BodySlug,
  type CarColor,
  type CarStatus,
  type DamageState,
  type Doors,
  type EmissionClass,
  type FuelSlug,
  type Transmission,
  type VehicleOrigin,
} from './vocabulary.ts';

/** One demo advert, with names instead of ids: the seeding code maps them to rows. */
export interface DemoListing {
  brandName: string;
  modelName: string;
  bodySlug: BodySlug;
  fuelSlug: FuelSlug;
  cityName: string;
  label: string;
  /** EUR */
  price: number;
  yearProduction: number;
  /** cm³; 0 for an electric car */
  volume: number;
  /** kW */
  enginePower: number;
  doors: Doors;
  transmission: Transmission;
  /** km */
  mileage: number;
  description: string;
  isAirCondition: boolean | undefined;
  vehicleOrigin: VehicleOrigin;
  damage: DamageState;
  isActivated: boolean;
  engineEmissionClass: EmissionClass | undefined;
  chassisNumber: string;
  status: CarStatus;
  createdAt: Date;
  viewsCount: number;
  color: CarColor;
  /** Decision 043: the structured details and equipment. */
  details: DemoDetails;
}

export interface GenerateListingOptions {
  /** Put the car in this city (the dealer's) instead of a random one. */
  cityName?: string;
  /** This brand and model instead of a random one (a name of `refs`). */
  model?: { brandName: string; modelName: string };
  /**
   * A car comparable with this one for the price rating (docs/decisions/050): its model, fuel,
   * gearbox, drive and mileage band, its year or the next, undamaged.
   */
  like?: DemoListing;
}

/** The price rating's mileage band (packages/server/src/pricing/estimate.ts). */
const MILEAGE_BAND_KM = 50_000;

const BRAND_WEIGHT: Record<string, number> = {
  Volkswagen: 14,
  Opel: 9,
  Renault: 7,
  Fiat: 7,
  Škoda: 7,
  Peugeot: 6,
  BMW: 6,
  'Mercedes-Benz': 6,
  Audi: 6,
  Ford: 5,
  Toyota: 4,
  Citroën: 4,
  Zastava: 4,
  Hyundai: 3,
  Kia: 3,
  Dacia: 3,
  Seat: 3,
  Mazda: 2,
  Nissan: 2,
  Suzuki: 2,
  Volvo: 1.5,
  Lada: 1.5,
  Yugo: 1.2,
  Chevrolet: 1.2,
  Honda: 1.2,
  Mitsubishi: 1,
  'Alfa Romeo': 1,
};
const TIER_WEIGHT = { budget: 0.6, mainstream: 0.6, premium: 0.5, luxury: 0.25, exotic: 0.06 };

const POPULAR_MODELS = new Set([
  'Golf',
  'Passat',
  'Polo',
  'Touran',
  'Astra',
  'Corsa',
  'Insignia',
  'Clio',
  'Megane',
  'Scenic',
  'Punto',
  'Grande Punto',
  'Panda',
  'Stilo',
  'Octavia',
  'Fabia',
  'Superb',
  '206',
  '207',
  '308',
  '3008',
  '320',
  '520',
  'X5',
  'C 220',
  'E 220',
  'A4',
  'A6',
  'A3',
  'Focus',
  'Mondeo',
  'Fiesta',
  'Yaris',
  'Corolla',
  'Auris',
  'C4',
  'C3',
  '101',
  'Yugo 45',
  'Koral',
  'Yugo Koral',
  'Florida',
  'Logan',
  'Sandero',
  'Duster',
  'Leon',
  'Ibiza',
  'i30',
  'Tucson',
  'Sportage',
  'Ceed',
  "Cee'd",
  'Niva',
  'Qashqai',
]);

const NEW_PRICE: Record<Segment, number> = {
  A: 13000,
  B: 17000,
  C: 24000,
  D: 33000,
  E: 50000,
  F: 95000,
  S: 42000,
  R: 35000,
  J: 28000,
  K: 52000,
  L: 42000,
  M: 28000,
  V: 26000,
  P: 36000,
  X: 60000,
  Q: 14000,
};
const TIER_PRICE = { budget: 0.72, mainstream: 1, premium: 1.45, luxury: 2.1, exotic: 4.2 };

/** Typical power for the segment, to scale prices by engine. */
const TYPICAL_KW: Record<Segment, number> = {
  A: 50,
  B: 62,
  C: 85,
  D: 110,
  E: 150,
  F: 250,
  S: 170,
  R: 120,
  J: 105,
  K: 170,
  L: 120,
  M: 90,
  V: 80,
  P: 120,
  X: 420,
  Q: 6,
};

const e = (volume: number, power: number): Engine => ({ volume, power });
const PETROL_ENGINES: Record<Segment, Engine[]> = {
  A: [e(998, 50), e(1108, 40), e(1199, 51), e(1242, 51), e(999, 44), e(899, 44)],
  B: [e(1242, 55), e(1368, 70), e(1390, 63), e(999, 70), e(1198, 60), e(1598, 77), e(1149, 43)],
  C: [
    e(1390, 90),
    e(1598, 75),
    e(1595, 74),
    e(1395, 110),
    e(1798, 92),
    e(1984, 110),
    e(1197, 77),
    e(998, 85),
    e(1498, 110),
  ],
  D: [e(1798, 118), e(1984, 147), e(1595, 85), e(2497, 125), e(1998, 135), e(1395, 110)],
  E: [e(1984, 185), e(2996, 190), e(2497, 125), e(2979, 200), e(1991, 135)],
  F: [e(4395, 300), e(2996, 250), e(4663, 320), e(3996, 338)],
  S: [e(1998, 147), e(2979, 225), e(1798, 118), e(2497, 165), e(1984, 162)],
  R: [e(1796, 103), e(1999, 118), e(1998, 135), e(1598, 81), e(1984, 147)],
  J: [
    e(1395, 110),
    e(1598, 84),
    e(1498, 110),
    e(1999, 114),
    e(1332, 103),
    e(1199, 96),
    e(1984, 140),
  ],
  K: [e(2995, 250), e(2488, 140), e(3498, 183), e(1998, 185), e(4806, 283)],
  L: [e(1598, 79), e(3996, 177), e(2393, 110), e(3498, 150)],
  M: [e(1598, 74), e(1390, 103), e(1798, 103), e(1197, 85), e(1998, 103)],
  V: [e(1390, 59), e(1598, 75), e(1197, 62)],
  P: [e(2693, 116), e(3956, 175)],
  X: [e(5204, 412), e(3902, 492), e(4497, 419), e(3996, 441)],
  Q: [e(400, 6)],
};
const DIESEL_ENGINES: Record<Segment, Engine[]> = {
  A: [e(1248, 55), e(1399, 50)],
  B: [e(1461, 66), e(1248, 55), e(1422, 59), e(1560, 68), e(1896, 47)],
  C: [
    e(1896, 77),
    e(1968, 110),
    e(1598, 77),
    e(1560, 80),
    e(1461, 81),
    e(1995, 110),
    e(1686, 81),
    e(2198, 100),
  ],
  D: [
    e(1968, 103),
    e(1968, 140),
    e(1995, 120),
    e(2179, 110),
    e(1997, 100),
    e(2143, 125),
    e(1598, 88),
  ],
  E: [e(1995, 140), e(2993, 190), e(2143, 125), e(2987, 170), e(1968, 140), e(2698, 120)],
  F: [e(2993, 210), e(2987, 210), e(3956, 320)],
  S: [e(1995, 135), e(2993, 190)],
  R: [e(1995, 135)],
  J: [
    e(1968, 110),
    e(1995, 110),
    e(1598, 96),
    e(2199, 110),
    e(1461, 81),
    e(1685, 85),
    e(1956, 103),
  ],
  K: [e(2967, 190), e(2993, 195), e(2987, 190), e(2198, 147), e(2179, 147), e(1995, 140)],
  L: [e(2499, 98), e(2993, 180), e(2982, 120), e(2755, 130), e(2198, 110), e(3200, 118)],
  M: [e(1968, 103), e(1560, 80), e(1598, 85), e(1995, 110), e(1997, 120), e(1461, 81), e(1910, 88)],
  V: [
    e(1598, 75),
    e(1968, 75),
    e(1461, 66),
    e(1248, 66),
    e(1560, 66),
    e(2198, 103),
    e(2287, 96),
    e(1997, 88),
    e(1910, 77),
  ],
  P: [
    e(2494, 106),
    e(2442, 133),
    e(2488, 140),
    e(1968, 132),
    e(2298, 110),
    e(2755, 150),
    e(2499, 100),
  ],
  X: [e(3956, 320)],
  Q: [e(479, 6), e(523, 6)],
};
/** Electric motor power range (kW) by segment. */
const EV_POWER: Record<Segment, [number, number]> = {
  A: [45, 70],
  B: [70, 115],
  C: [100, 150],
  D: [180, 300],
  E: [230, 400],
  F: [280, 480],
  S: [300, 450],
  R: [185, 215],
  J: [130, 230],
  K: [220, 400],
  L: [200, 300],
  M: [110, 210],
  V: [75, 100],
  P: [200, 300],
  X: [400, 600],
  Q: [6, 13],
};
const DIESEL_SHARE: Record<Segment, number> = {
  A: 0.08,
  B: 0.4,
  C: 0.65,
  D: 0.8,
  E: 0.75,
  F: 0.4,
  S: 0.12,
  R: 0.05,
  J: 0.65,
  K: 0.8,
  L: 0.7,
  M: 0.75,
  V: 0.85,
  P: 0.95,
  X: 0,
  Q: 1,
};

const SEDANS = new Set([
  'Logan',
  'Symbol',
  'Thalia',
  'Linea',
  'C-Elysee',
  '301',
  'Solenza',
  'Vesta',
  'Arrizo 5',
  'Cordoba',
  'Nova',
  'City',
  'Jetta',
  'Bora',
  'Vento',
  'Granta',
  '1310',
  '1410',
  '2105',
  '2107',
  '110',
  'Şahin',
  'Doğan',
  '2140',
  'Florida',
  'Florida In',
  'Voleex C10',
  'Prisma',
  'Dedra',
  'Orion',
  'Regata',
]);
const ESTATES = new Set([
  'Logan MCV',
  'Golf Variant',
  'A4 Allroad',
  'A6 Allroad',
  'V50',
  'V60',
  'V70',
  'V90',
  'XC70',
  'Outback',
  'Levorg',
  '111',
  '2104',
  'Kartal',
  'Skala 55',
  'Skala 65',
]);
const HATCHES = new Set([
  'Golf',
  'Polo',
  'Clio',
  'Corsa',
  'Punto',
  'Grande Punto',
  'Fiesta',
  'Yaris',
  'Fabia',
  'Ibiza',
  'C30',
  'Beetle',
  'New Beetle',
  'Prius',
  '101',
  '128',
  'Koral',
  'Koral In',
  'Yugo Koral',
  'Yugo Koral In',
  'Yugo 45',
  'Yugo 55',
  'Yugo Tempo',
  'Yugo Ciao',
  'Samara',
  '112',
  '2141 Aleko',
  'Kalina',
  'Priora',
  '10',
]);

function pickBody(rng: Rng, modelName: string, segment: Segment): BodySlug {
  if (ESTATES.has(modelName)) return 'karavan';
  if (SEDANS.has(modelName) && segment !== 'A' && segment !== 'Q')
    return rng.chance(0.85) ? 'limuzina' : 'karavan';
  if (HATCHES.has(modelName) && 'ABC'.includes(segment)) {
    return rng.chance(0.8) ? 'hecbek' : rng.chance(0.5) ? 'karavan' : 'limuzina';
  }
  switch (segment) {
    case 'A':
    case 'Q':
      return 'hecbek';
    case 'B':
      return rng.weighted<BodySlug>([
        ['hecbek', 85],
        ['limuzina', 10],
        ['karavan', 5],
      ]);
    case 'C':
      return rng.weighted<BodySlug>([
        ['hecbek', 55],
        ['limuzina', 25],
        ['karavan', 20],
      ]);
    case 'D':
      return rng.weighted<BodySlug>([
        ['limuzina', 55],
        ['karavan', 40],
        ['hecbek', 5],
      ]);
    case 'E':
      return rng.chance(0.65) ? 'limuzina' : 'karavan';
    case 'F':
      return 'limuzina';
    case 'S':
      return rng.chance(0.85) ? 'kupe' : 'kabriolet-roadster';
    case 'X':
      return rng.chance(0.7) ? 'kupe' : 'kabriolet-roadster';
    case 'R':
      return 'kabriolet-roadster';
    case 'J':
    case 'K':
    case 'L':
      return 'dzip-suv';
    case 'M':
    case 'V':
      return 'monovolumen';
    case 'P':
      return 'pickup';
  }
}

function pickYear(rng: Rng, spec: ModelSpec, currentYear: number): number {
  const from = Math.max(1985, spec.from);
  const to = Math.min(spec.to ?? currentYear, currentYear);
  if (to <= from) return from;
  for (let i = 0; i < 4; i++) {
    const year = Math.round(rng.normal(2013, 6));
    if (year >= from && year <= to) return year;
  }
  return rng.int(from, to);
}

function pickFuel(rng: Rng, spec: ModelSpec, year: number, tierCheap: boolean): FuelSlug {
  if (spec.electricOnly) return 'elektricni-pogon';
  if (spec.electricVariant && year >= Math.max(spec.from, 2014) && rng.chance(0.1)) {
    return 'elektricni-pogon';
  }
  if (spec.hybridOnly) return 'hibridni-pogon';
  if (spec.hybridVariant && year >= Math.max(spec.from, 2010) && rng.chance(0.25)) {
    return 'hibridni-pogon';
  }
  if (spec.dieselOnly) return 'dizel';
  if (!spec.petrolOnly) {
    let share = DIESEL_SHARE[spec.segment];
    if (year < 1995) share *= 0.5;
    if (rng.chance(share)) return 'dizel';
  }
  // Gas conversions: common on older cheap petrol cars, factory CNG on some newer ones.
  const gasFriendly =
    'ABCDJMV'.includes(spec.segment) && spec.tier !== 'luxury' && spec.tier !== 'exotic';
  if (gasFriendly && year >= 1990 && rng.chance(tierCheap ? 0.2 : 0.1)) return 'benzin-gas-tng';
  if (gasFriendly && year >= 2005 && 'ABCMV'.includes(spec.segment) && rng.chance(0.04)) {
    return 'benzin-metan-cng';
  }
  return 'benzin';
}

/**
 * BMW and Mercedes-Benz designations name the engine size ("320" is a 2.0, "C 220" a 2.2):
 * the displacement in cm³ they suggest, or undefined for any other model.
 */
export function designationVolume(brandName: string, modelName: string): number | undefined {
  let litres: number | undefined;
  if (brandName === 'BMW') {
    const m = /^[1-8](\d\d)$/.exec(modelName);
    if (m) litres = Number(m[1]) / 10;
  } else if (brandName === 'Mercedes-Benz') {
    const m = /^(?:[A-Z]{1,3} )?(\d)(\d)0$/.exec(modelName);
    if (m) litres = Number(m[1]) + Number(m[2]) / 10;
  }
  if (litres === undefined || litres < 1) return undefined;
  return Math.round(litres * 1000 - (litres >= 3 ? 4 : 5));
}

/** Specific output (kW per litre) by fuel and year: engines grew stronger, diesels most. */
function kwPerLitre(fuel: FuelSlug, year: number): number {
  if (fuel === 'dizel') return year < 2000 ? 38 : year < 2008 ? 55 : year < 2015 ? 65 : 72;
  return year < 1995 ? 50 : year < 2005 ? 58 : year < 2015 ? 66 : 78;
}

function pickEngine(
  rng: Rng,
  spec: ModelSpec,
  fuel: FuelSlug,
  year: number,
  designation: number | undefined,
): Engine {
  if (fuel === 'elektricni-pogon') {
    const [min, max] = EV_POWER[spec.segment];
    return { volume: 0, power: rng.int(min, max) };
  }
  const petrolLike = fuel !== 'dizel';
  let base: Engine;
  if (spec.engines.length > 0 && (petrolLike || spec.dieselOnly)) {
    base = rng.pick(spec.engines);
  } else if (designation !== undefined) {
    base = { volume: designation, power: (designation / 1000) * kwPerLitre(fuel, year) };
  } else {
    const all = petrolLike ? PETROL_ENGINES[spec.segment] : DIESEL_ENGINES[spec.segment];
    // Small, strong turbo engines (downsizing) came after 2010; older cars get the others.
    const era = all.filter((engine) => year >= 2010 || engine.power / (engine.volume / 1000) <= 70);
    base = rng.pick(era.length > 0 ? era : all);
  }
  let power = base.power;
  const explicit = spec.engines.length > 0 && (petrolLike || spec.dieselOnly);
  if (!explicit && designation === undefined) {
    // Engines got stronger over the years; older cars of the same size give less.
    if (year < 1995) power *= 0.82;
    else if (year < 2005) power *= 0.92;
  }
  if (!explicit) {
    power *= rng.float(0.94, 1.06);
    if (fuel === 'hibridni-pogon') power *= 1.2;
  }
  return { volume: base.volume, power: Math.max(1, Math.round(power)) };
}

function pickTransmission(
  rng: Rng,
  spec: ModelSpec,
  fuel: FuelSlug,
  year: number,
  power: number,
): Transmission {
  if (fuel === 'elektricni-pogon' || fuel === 'hibridni-pogon')
    return 'Automatski / poluautomatski';
  if (spec.segment === 'X' || spec.segment === 'F') return 'Automatski / poluautomatski';
  const tierShare = { budget: 0.02, mainstream: 0.06, premium: 0.4, luxury: 0.85, exotic: 1 }[
    spec.tier
  ];
  const yearShare = Math.min(0.35, Math.max(0, (year - 2008) / 45));
  const segmentShare = 'EK'.includes(spec.segment) ? 0.2 : 0;
  if (spec.segment !== 'Q' && rng.chance(Math.min(0.97, tierShare + yearShare + segmentShare))) {
    return 'Automatski / poluautomatski';
  }
  if (spec.segment === 'Q') return 'Automatski / poluautomatski';
  if (year < 1995 && 'AB'.includes(spec.segment) && rng.chance(0.45)) return 'Manuelni 4 brzine';
  if (year >= 2005 && (fuel === 'dizel' || power > 100) && rng.chance(0.7))
    return 'Manuelni 6 brzine';
  if (year >= 2012 && rng.chance(0.4)) return 'Manuelni 6 brzine';
  return 'Manuelni 5 brzine';
}

function pickDoors(rng: Rng, body: BodySlug, segment: Segment, year: number): Doors {
  if (body === 'kupe' || body === 'kabriolet-roadster' || segment === 'Q') return '2/3 vrata';
  if (body === 'hecbek') {
    const threeDoorShare = year < 2000 ? 0.45 : year < 2012 ? 0.3 : 0.12;
    return rng.chance(segment === 'A' ? threeDoorShare + 0.15 : threeDoorShare)
      ? '2/3 vrata'
      : '4/5 vrata';
  }
  if (segment === 'L') return rng.chance(0.35) ? '2/3 vrata' : '4/5 vrata';
  if (body === 'pickup') return rng.chance(0.3) ? '2/3 vrata' : '4/5 vrata';
  return '4/5 vrata';
}

function pickMileage(rng: Rng, spec: ModelSpec, fuel: FuelSlug, age: number): number {
  if (age <= 0) return rng.chance(0.4) ? rng.int(0, 50) : rng.int(500, 15000);
  let perYear = fuel === 'dizel' ? 19000 : fuel === 'elektricni-pogon' ? 13000 : 14000;
  if (spec.segment === 'X' || spec.segment === 'R' || spec.segment === 'Q') perYear = 5000;
  perYear = Math.max(3000, rng.normal(perYear, perYear * 0.3));
  // Old cars are driven less and less: full distance for 12 years, a fifth of it after.
  const years = age + rng.float(-0.3, 0.3);
  const effectiveYears = years <= 12 ? years : 12 + (years - 12) * 0.2;
  const km = Math.min(480000, Math.round(perYear * effectiveYears));
  return rng.chance(0.3) ? Math.round(km / 1000) * 1000 : Math.max(1000, km);
}

function roundPrice(rng: Rng, value: number): number {
  if (value < 2000) return Math.max(300, Math.round(value / 50) * 50);
  if (value < 10000) return Math.round(value / 100) * 100;
  const rounded = Math.round(value / 500) * 500;
  return rng.chance(0.3) ? rounded - 10 : rounded;
}

export function estimatePrice(
  rng: Rng,
  spec: ModelSpec,
  input: {
    year: number;
    age: number;
    mileage: number;
    power: number;
    fuel: FuelSlug;
    damaged: boolean;
  },
): number {
  const { age, mileage, power, fuel, damaged } = input;
  let value = NEW_PRICE[spec.segment] * TIER_PRICE[spec.tier];
  value *= Math.min(2, Math.max(0.6, Math.sqrt(power / TYPICAL_KW[spec.segment])));
  if (fuel === 'elektricni-pogon') value *= 1.2;
  else if (fuel === 'hibridni-pogon') value *= 1.1;
  else if (fuel === 'dizel') value *= 1.05;
  const depreciation = Math.pow(0.905, Math.max(age, 0.5));
  value *= depreciation;
  const expectedKm = age * 17000 + 5000;
  value *= Math.min(1.1, Math.max(0.75, 1.15 - 0.15 * (mileage / expectedKm)));
  // Old cars stop losing value; sought-after ones climb back as classics.
  const classic =
    age >= 30 &&
    (spec.tier === 'premium' || spec.tier === 'luxury' || 'SRL'.includes(spec.segment));
  const newPrice = NEW_PRICE[spec.segment] * TIER_PRICE[spec.tier];
  // Supercars and luxury cars keep a good part of their value however old they get.
  const floor = classic
    ? newPrice * 0.15
    : spec.tier === 'exotic'
      ? newPrice * 0.3
      : spec.tier === 'luxury'
        ? newPrice * 0.12
        : spec.tier === 'budget'
          ? 700
          : 900;
  value = Math.max(value, floor * rng.float(0.9, 1.4));
  if (damaged) value *= 0.6;
  value *= rng.float(0.9, 1.1);
  return roundPrice(rng, value);
}

function emissionClass(year: number, fuel: FuelSlug): EmissionClass | undefined {
  if (fuel === 'elektricni-pogon' || year < 2001) return undefined;
  if (year <= 2005) return 'Euro 3';
  if (year <= 2010) return 'Euro 4';
  if (year <= 2014) return 'Euro 5';
  return 'Euro 6';
}

const BIG_CITIES: readonly (readonly [string, number])[] = [
  ['Beograd', 30],
  ['Novi Sad', 10],
  ['Niš', 7],
  ['Kragujevac', 5],
  ['Subotica', 3],
  ['Čačak', 3],
  ['Kraljevo', 3],
  ['Šabac', 3],
  ['Zemun', 3],
  ['Novi Beograd', 3],
  ['Pančevo', 3],
  ['Smederevo', 2],
  ['Valjevo', 2],
  ['Leskovac', 2],
  ['Užice', 2],
  ['Zrenjanin', 2],
  ['Kruševac', 2],
  ['Sombor', 2],
];

function pickCity(rng: Rng, refs: DemoRefs): string {
  if (rng.chance(0.6)) {
    const name = rng.weighted(BIG_CITIES);
    if (refs.cities.some((c) => c.name === name)) return name;
  }
  return rng.pick(refs.cities).name;
}

function brandWeight(name: string): number {
  const spec = modelSpec(name, '');
  return BRAND_WEIGHT[name] ?? TIER_WEIGHT[spec.tier];
}

const brandWeightsCache = new WeakMap<DemoRefs['brands'], (readonly [number, number])[]>();

function pickBrandIndex(rng: Rng, refs: DemoRefs): number {
  let weights = brandWeightsCache.get(refs.brands);
  if (!weights) {
    weights = refs.brands.flatMap((b, i) =>
      b.models.length > 0 ? [[i, brandWeight(b.name)] as const] : [],
    );
    brandWeightsCache.set(refs.brands, weights);
  }
  return rng.weighted(weights);
}

function pickModel(rng: Rng, brandName: string, models: readonly string[]): string {
  const popular = models.filter((m) => POPULAR_MODELS.has(m));
  if (popular.length > 0 && rng.chance(0.45)) return rng.pick(popular);
  let model = rng.pick(models);
  // Electric cars are still a small share of the Serbian used market.
  for (let i = 0; i < 2 && modelSpec(brandName, model).electricOnly && rng.chance(0.6); i++) {
    model = rng.pick(models);
  }
  return model;
}

/**
 * One plausible used-car advert. Pure: the same rng state, refs and `now` give the same car.
 */
export function generateListing(
  rng: Rng,
  refs: DemoRefs,
  now: Date,
  options: GenerateListingOptions = {},
): DemoListing {
  const like = options.like;
  const wanted = like ?? options.model;
  const brand = wanted
    ? refs.brands.find((b) => b.name === wanted.brandName)
    : refs.brands[pickBrandIndex(rng, refs)];
  if (!brand) throw new Error('no brands to pick from');
  const modelName = wanted ? wanted.modelName : pickModel(rng, brand.name, brand.models);
  const spec = modelSpec(brand.name, modelName);
  const currentYear = now.getUTCFullYear();
  const yearProduction = like
    ? Math.min(currentYear, like.yearProduction + rng.int(0, 1))
    : pickYear(rng, spec, currentYear);
  const age = currentYear - yearProduction;
  const fuelSlug =
    like?.fuelSlug ?? pickFuel(rng, spec, yearProduction, spec.tier === 'budget' || age > 12);
  const engine = pickEngine(
    rng,
    spec,
    fuelSlug,
    yearProduction,
    designationVolume(brand.name, modelName),
  );
  const bodySlug = pickBody(rng, modelName, spec.segment);
  const doors = pickDoors(rng, bodySlug, spec.segment, yearProduction);
  const transmission =
    like?.transmission ?? pickTransmission(rng, spec, fuelSlug, yearProduction, engine.power);
  const band = like && Math.floor(like.mileage / MILEAGE_BAND_KM) * MILEAGE_BAND_KM;
  const mileage =
    band === undefined
      ? pickMileage(rng, spec, fuelSlug, age)
      : Math.floor(rng.int(band, band + MILEAGE_BAND_KM - 1) / 1000) * 1000;
  const damage = like
    ? 'Nije oštećen'
    : rng.weighted<DamageState>([
        ['Nije oštećen', 90],
        ['Oštećen - u voznom stanju', 8],
        ['Oštećen - nije u voznom stanju', 2],
      ]);
  const price = estimatePrice(rng, spec, {
    year: yearProduction,
    age,
    mileage,
    power: engine.power,
    fuel: fuelSlug,
    damaged: damage !== 'Nije oštećen',
  });
  const vehicleOrigin = rng.weighted<VehicleOrigin>([
    ['Domaće tablice', 72],
    ['Strane tablice', 14],
    ['Na ime kupca', 10],
    ['Bez registracije', 4],
  ]);
  const airChance = yearProduction >= 2003 ? 0.97 : yearProduction >= 1995 ? 0.6 : 0.15;
  const isAirCondition =
    spec.segment === 'Q' && yearProduction < 2015
      ? false
      : rng.chance(0.08)
        ? undefined
        : rng.chance(airChance);
  const color = rng.weighted(COLORS);
  const cityName = options.cityName ?? pickCity(rng, refs);
  const status = rng.weighted<CarStatus>([
    ['active', 88],
    ['reserved', 7],
    ['sold', 5],
  ]);
  // Mostly recent, a long tail back to half a year; never inside the 20-minute embargo.
  const ageMs = Math.pow(rng.next(), 1.8) * 180 * DAY + 45 * MINUTE;
  const createdAt = new Date(now.getTime() - Math.round(ageMs));
  const daysOnline = ageMs / DAY;
  const viewsCount = Math.round(daysOnline * rng.float(2, 25) * (spec.tier === 'exotic' ? 4 : 1));

  const text = describeCar(rng, {
    brandName: brand.name,
    modelName,
    spec,
    year: yearProduction,
    mileage,
    fuel: fuelSlug,
    volume: engine.volume,
    power: engine.power,
    transmission,
    vehicleOrigin,
    damage,
    isAirCondition,
    cityName,
    now,
  });

  const chassisNumber = generateVin(rng, brand.name, yearProduction);
  const details = demoDetails({
    seed: chassisNumber,
    year: yearProduction,
    now,
    tier: spec.tier,
    segment: spec.segment,
    fuelSlug,
    bodySlug,
    automatic: transmission === 'Automatski / poluautomatski',
    isAirCondition,
    vehicleOrigin,
    damaged: damage !== 'Nije oštećen',
    colorName: color.name,
    description: text.description,
  });
  return {
    brandName: brand.name,
    modelName,
    bodySlug,
    fuelSlug,
    cityName,
    label: text.label,
    price,
    yearProduction,
    volume: engine.volume,
    enginePower: engine.power,
    doors,
    transmission,
    mileage,
    description: text.description,
    isAirCondition,
    vehicleOrigin,
    damage,
    isActivated: true,
    engineEmissionClass: emissionClass(yearProduction, fuelSlug),
    chassisNumber,
    status,
    createdAt,
    viewsCount,
    color,
    details: like ? { ...details, drive: like.details.drive } : details,
  };
}
