/*
 * Generated once from the catalogue (@autoberza/contract/car-details) and kept by hand: each
 * value's label key, written in full so that check:i18n sees it; `satisfies` makes a value
 * without a key a type error.
 */
import type {
  ChoiceField,
  ChoiceValue,
  EquipmentGroup,
  EquipmentItem,
  FlagField,
  DAMAGE_KEYS,
  VEHICLE_ORIGIN_KEYS,
} from '@autoberza/contract/car-details';
import { PRICE_TYPE_LABELS, VAT_LABELS } from '../options';

export const CHOICE_LABELS = {
  condition: {
    used: 'cars:details.condition.used',
    new: 'cars:details.condition.new',
    oldtimer: 'cars:details.condition.oldtimer',
  },
  colour: {
    white: 'cars:details.colour.white',
    black: 'cars:details.colour.black',
    silver: 'cars:details.colour.silver',
    grey: 'cars:details.colour.grey',
    blue: 'cars:details.colour.blue',
    navy: 'cars:details.colour.navy',
    red: 'cars:details.colour.red',
    bordeaux: 'cars:details.colour.bordeaux',
    green: 'cars:details.colour.green',
    brown: 'cars:details.colour.brown',
    beige: 'cars:details.colour.beige',
    yellow: 'cars:details.colour.yellow',
    orange: 'cars:details.colour.orange',
    gold: 'cars:details.colour.gold',
    purple: 'cars:details.colour.purple',
    other: 'cars:details.colour.other',
  },
  drive: {
    front: 'cars:details.drive.front',
    rear: 'cars:details.drive.rear',
    awd: 'cars:details.drive.awd',
    awdReduction: 'cars:details.drive.awdReduction',
  },
  steeringSide: {
    left: 'cars:details.steeringSide.left',
    right: 'cars:details.steeringSide.right',
  },
  airConditioning: {
    none: 'cars:details.airConditioning.none',
    manual: 'cars:details.airConditioning.manual',
    automatic: 'cars:details.airConditioning.automatic',
    multiZone: 'cars:details.airConditioning.multiZone',
  },
  interiorMaterial: {
    cloth: 'cars:details.interiorMaterial.cloth',
    partLeather: 'cars:details.interiorMaterial.partLeather',
    leather: 'cars:details.interiorMaterial.leather',
    alcantara: 'cars:details.interiorMaterial.alcantara',
    velour: 'cars:details.interiorMaterial.velour',
  },
  interiorColour: {
    black: 'cars:details.interiorColour.black',
    grey: 'cars:details.interiorColour.grey',
    beige: 'cars:details.interiorColour.beige',
    brown: 'cars:details.interiorColour.brown',
    white: 'cars:details.interiorColour.white',
    red: 'cars:details.interiorColour.red',
    blue: 'cars:details.interiorColour.blue',
    other: 'cars:details.interiorColour.other',
  },
  importCountry: {
    DE: 'cars:details.importCountry.DE',
    AT: 'cars:details.importCountry.AT',
    CH: 'cars:details.importCountry.CH',
    IT: 'cars:details.importCountry.IT',
    FR: 'cars:details.importCountry.FR',
    NL: 'cars:details.importCountry.NL',
    BE: 'cars:details.importCountry.BE',
    LU: 'cars:details.importCountry.LU',
    SE: 'cars:details.importCountry.SE',
    DK: 'cars:details.importCountry.DK',
    SI: 'cars:details.importCountry.SI',
    HR: 'cars:details.importCountry.HR',
    CZ: 'cars:details.importCountry.CZ',
    other: 'cars:details.importCountry.other',
  },
  priceType: PRICE_TYPE_LABELS,
  vat: VAT_LABELS,
} as const satisfies { [F in ChoiceField]: Record<ChoiceValue<F>, string> };

/** Any choice's label key. */
export type ChoiceLabelKey = {
  [F in ChoiceField]: (typeof CHOICE_LABELS)[F][keyof (typeof CHOICE_LABELS)[F]];
}[ChoiceField];

/** A choice field's label keys by value, for a field known only at run time. */
export const choiceLabels = (field: ChoiceField) =>
  CHOICE_LABELS[field] as Readonly<Record<string, ChoiceLabelKey>>;

export const FIELD_LABELS = {
  condition: 'cars:details.fields.condition',
  colour: 'cars:details.fields.colour',
  isMetallic: 'cars:details.fields.isMetallic',
  drive: 'cars:details.fields.drive',
  seats: 'cars:details.fields.seats',
  steeringSide: 'cars:details.fields.steeringSide',
  airConditioning: 'cars:details.fields.airConditioning',
  interiorMaterial: 'cars:details.fields.interiorMaterial',
  interiorColour: 'cars:details.fields.interiorColour',
  registration: 'cars:details.fields.registration',
  registeredMonth: 'cars:details.fields.registeredMonth',
  registeredYear: 'cars:details.fields.registeredYear',
  vehicleOrigin: 'cars:details.fields.vehicleOrigin',
  importCountry: 'cars:details.fields.importCountry',
  previousOwners: 'cars:details.fields.previousOwners',
  damage: 'cars:details.fields.damage',
  priceType: 'cars:details.fields.priceType',
  vat: 'cars:details.fields.vat',
  equipment: 'cars:details.fields.equipment',
} as const;

export const FLAG_LABELS = {
  isMetallic: 'cars:details.flags.isMetallic',
  hasServiceBook: 'cars:details.flags.hasServiceBook',
  hasSpareKey: 'cars:details.flags.hasSpareKey',
  isFirstOwner: 'cars:details.flags.isFirstOwner',
  isBoughtNewInSerbia: 'cars:details.flags.isBoughtNewInSerbia',
  isGaraged: 'cars:details.flags.isGaraged',
  acceptsExchange: 'cars:details.flags.acceptsExchange',
} as const satisfies Record<FlagField, string>;

export const ORIGIN_LABELS = {
  serbianPlates: 'cars:details.vehicleOrigin.serbianPlates',
  foreignPlates: 'cars:details.vehicleOrigin.foreignPlates',
  buyersName: 'cars:details.vehicleOrigin.buyersName',
  customsCleared: 'cars:details.vehicleOrigin.customsCleared',
  notCleared: 'cars:details.vehicleOrigin.notCleared',
} as const satisfies Record<(typeof VEHICLE_ORIGIN_KEYS)[keyof typeof VEHICLE_ORIGIN_KEYS], string>;

export const DAMAGE_LABELS = {
  none: 'cars:details.damage.none',
  drivable: 'cars:details.damage.drivable',
  notDrivable: 'cars:details.damage.notDrivable',
} as const satisfies Record<(typeof DAMAGE_KEYS)[keyof typeof DAMAGE_KEYS], string>;

export const EQUIPMENT_GROUP_LABELS = {
  safety: 'cars:equipment.groups.safety',
  comfort: 'cars:equipment.groups.comfort',
} as const satisfies Record<EquipmentGroup, string>;

export const EQUIPMENT_LABELS = {
  abs: 'cars:equipment.items.abs',
  esp: 'cars:equipment.items.esp',
  asr: 'cars:equipment.items.asr',
  airbagFront: 'cars:equipment.items.airbagFront',
  airbagSide: 'cars:equipment.items.airbagSide',
  airbagCurtain: 'cars:equipment.items.airbagCurtain',
  isofix: 'cars:equipment.items.isofix',
  alarm: 'cars:equipment.items.alarm',
  codedKey: 'cars:equipment.items.codedKey',
  centralLocking: 'cars:equipment.items.centralLocking',
  cruiseControl: 'cars:equipment.items.cruiseControl',
  adaptiveCruise: 'cars:equipment.items.adaptiveCruise',
  heatedSeats: 'cars:equipment.items.heatedSeats',
  electricSeats: 'cars:equipment.items.electricSeats',
  multifunctionWheel: 'cars:equipment.items.multifunctionWheel',
  boardComputer: 'cars:equipment.items.boardComputer',
  navigation: 'cars:equipment.items.navigation',
  headUpDisplay: 'cars:equipment.items.headUpDisplay',
  carPlay: 'cars:equipment.items.carPlay',
  keyless: 'cars:equipment.items.keyless',
  electricWindows: 'cars:equipment.items.electricWindows',
  sunroof: 'cars:equipment.items.sunroof',
  panoramaRoof: 'cars:equipment.items.panoramaRoof',
  towHook: 'cars:equipment.items.towHook',
  parkingSensorsFront: 'cars:equipment.items.parkingSensorsFront',
  parkingSensorsRear: 'cars:equipment.items.parkingSensorsRear',
  camera: 'cars:equipment.items.camera',
  camera360: 'cars:equipment.items.camera360',
  ledLights: 'cars:equipment.items.ledLights',
  xenonLights: 'cars:equipment.items.xenonLights',
  alloyWheels: 'cars:equipment.items.alloyWheels',
  startStop: 'cars:equipment.items.startStop',
} as const satisfies Record<EquipmentItem, string>;
