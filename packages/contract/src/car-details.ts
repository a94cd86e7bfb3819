/*
 * The car's details and equipment (docs/product.md, “Car details”; decision 043): the one list of
 * values the advert form offers, the server accepts, the demo data uses and the locale labels
 * (locales/sr-Latn/cars.json, `details.<field>.<value>` and `equipment.<item>`). Apart from the
 * index and from catalogue.ts so that only the screens that show details load it.
 */

/** Condition of the car. */
export const CONDITIONS = ['used', 'new', 'oldtimer'] as const;
/** Exterior colour (metallic is a flag beside it). */
export const COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'navy',
  'red',
  'bordeaux',
  'green',
  'brown',
  'beige',
  'yellow',
  'orange',
  'gold',
  'purple',
  'other',
] as const;
/** Driven wheels; `awdReduction` is 4x4 with a reduction gear. */
export const DRIVES = ['front', 'rear', 'awd', 'awdReduction'] as const;
export const STEERING_SIDES = ['left', 'right'] as const;
/** Beside the original yes/no `isAirCondition`, which keeps its meaning. */
export const AIR_CONDITIONING = ['none', 'manual', 'automatic', 'multiZone'] as const;
export const INTERIOR_MATERIALS = [
  'cloth',
  'partLeather',
  'leather',
  'alcantara',
  'velour',
] as const;
export const INTERIOR_COLOURS = [
  'black',
  'grey',
  'beige',
  'brown',
  'white',
  'red',
  'blue',
  'other',
] as const;
/** Where an imported car came from (ISO 3166-1 alpha-2), `other` for the rest. */
export const IMPORT_COUNTRIES = [
  'DE',
  'AT',
  'CH',
  'IT',
  'FR',
  'NL',
  'BE',
  'LU',
  'SE',
  'DK',
  'SI',
  'HR',
  'CZ',
  'other',
] as const;
/** Whether the price is fixed or open to negotiation. */
export const PRICE_TYPES = ['fixed', 'negotiable'] as const;
/**
 * How VAT is charged: deductible on the invoice, the margin scheme (special procedure for used
 * goods: no VAT shown, none to deduct), or the seller is not in the VAT system.
 */
export const VAT_TYPES = ['deductible', 'margin', 'notInSystem'] as const;

/**
 * The car's origin as the original client wrote it (`vehicleOrigin`): stored as these words, so
 * that older adverts whose free text matched keep their value. Labels by VEHICLE_ORIGIN_KEYS.
 */
export const VEHICLE_ORIGINS = [
  'Domaće tablice',
  'Strane tablice',
  'Na ime kupca',
  'Ocarinjen',
  'Neocarinjen',
] as const;
export const VEHICLE_ORIGIN_KEYS = {
  'Domaće tablice': 'serbianPlates',
  'Strane tablice': 'foreignPlates',
  'Na ime kupca': 'buyersName',
  Ocarinjen: 'customsCleared',
  Neocarinjen: 'notCleared',
} as const satisfies Record<(typeof VEHICLE_ORIGINS)[number], string>;

/** Damage (`damage`), stored as these words like the origin; labels by DAMAGE_KEYS. */
export const DAMAGE_STATES = [
  'Nije oštećen',
  'Oštećen - u voznom stanju',
  'Oštećen - nije u voznom stanju',
] as const;
export const DAMAGE_KEYS = {
  'Nije oštećen': 'none',
  'Oštećen - u voznom stanju': 'drivable',
  'Oštećen - nije u voznom stanju': 'notDrivable',
} as const satisfies Record<(typeof DAMAGE_STATES)[number], string>;

/** The details chosen from a list, by the API's field name. */
export const CHOICE_FIELDS = {
  condition: CONDITIONS,
  colour: COLOURS,
  drive: DRIVES,
  steeringSide: STEERING_SIDES,
  airConditioning: AIR_CONDITIONING,
  interiorMaterial: INTERIOR_MATERIALS,
  interiorColour: INTERIOR_COLOURS,
  importCountry: IMPORT_COUNTRIES,
  priceType: PRICE_TYPES,
  vat: VAT_TYPES,
} as const;
export type ChoiceField = keyof typeof CHOICE_FIELDS;
export type ChoiceValue<F extends ChoiceField> = (typeof CHOICE_FIELDS)[F][number];

/**
 * The yes-or-unsaid details: the form sends `true` when ticked; unticked is not said (null), so an
 * advert shows only what its seller stated.
 */
export const FLAG_FIELDS = [
  'isMetallic',
  'hasServiceBook',
  'hasSpareKey',
  'isFirstOwner',
  'isBoughtNewInSerbia',
  'isGaraged',
  'acceptsExchange',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** Whole-number details and their bounds. */
export const COUNT_LIMITS = {
  seats: { min: 1, max: 9 },
  previousOwners: { min: 0, max: 20 },
} as const;
export type CountField = keyof typeof COUNT_LIMITS;

/** Equipment and safety, grouped as traders know them; stored as a set of these keys. */
export const EQUIPMENT = {
  safety: [
    'abs',
    'esp',
    'asr',
    'airbagFront',
    'airbagSide',
    'airbagCurtain',
    'isofix',
    'alarm',
    'codedKey',
    'centralLocking',
  ],
  comfort: [
    'cruiseControl',
    'adaptiveCruise',
    'heatedSeats',
    'electricSeats',
    'multifunctionWheel',
    'boardComputer',
    'navigation',
    'headUpDisplay',
    'carPlay',
    'keyless',
    'electricWindows',
    'sunroof',
    'panoramaRoof',
    'towHook',
    'parkingSensorsFront',
    'parkingSensorsRear',
    'camera',
    'camera360',
    'ledLights',
    'xenonLights',
    'alloyWheels',
    'startStop',
  ],
} as const;
export type EquipmentGroup = keyof typeof EQUIPMENT;
export type EquipmentItem = (typeof EQUIPMENT)[EquipmentGroup][number];
export const EQUIPMENT_ITEMS: readonly EquipmentItem[] = [
  ...EQUIPMENT.safety,
  ...EQUIPMENT.comfort,
];

/** Registered until: `YYYY-MM` (month 01–12). */
export const REGISTERED_UNTIL_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A VIN (the advert's `chassisNumber`) as stored: trimmed and upper-cased. ISO 3779: 17 letters and
 * digits without I, O and Q (they read as 1 and 0).
 */
export const normalizeVin = (value: string) => value.trim().toUpperCase();
export const isVin = (value: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(normalizeVin(value));

/** The origin as a search filter names it (GET /car/search `origin`): the keys of the labels. */
export const ORIGIN_FILTERS = Object.values(VEHICLE_ORIGIN_KEYS);
export type OriginFilter = (typeof ORIGIN_FILTERS)[number];
/** The damage as a search filter names it (`damage`). */
export const DAMAGE_FILTERS = Object.values(DAMAGE_KEYS);
export type DamageFilter = (typeof DAMAGE_FILTERS)[number];

/**
 * The subscribers' filters on the details (docs/product.md, “Search and lists”), by their
 * query names. `drive=awd` is any 4x4, with a reduction gear or not; `registered` is a
 * registration running this month or later; `ownersMax` at most that many previous owners;
 * `equipment` a comma-separated set the car has all of; `goodPrice` a price rated „Vrlo dobra
 * cena“ or „Dobra cena“ (docs/decisions/050).
 */
export const DETAIL_FILTERS = [
  'condition',
  'drive',
  'colour',
  'origin',
  'registered',
  'damage',
  'vat',
  'ownersMax',
  'equipment',
  'goodPrice',
] as const;
export type DetailFilter = (typeof DETAIL_FILTERS)[number];
