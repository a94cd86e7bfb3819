import type { Rng } from './rng.ts';

/** World manufacturer identifiers (first three VIN characters) of the makes we list. */
const WMI: Record<string, readonly string[]> = {
  Volkswagen: ['WVW', 'WVG', 'WV2'],
  Audi: ['WAU', 'WA1'],
  BMW: ['WBA', 'WBS', 'WBX'],
  'Mercedes-Benz': ['WDB', 'WDD', 'W1K', 'WDC'],
  Opel: ['W0L', 'W0V'],
  Porsche: ['WP0', 'WP1'],
  Ford: ['WF0'],
  Škoda: ['TMB'],
  Seat: ['VSS'],
  Cupra: ['VSS'],
  Renault: ['VF1'],
  Dacia: ['UU1'],
  Peugeot: ['VF3'],
  Citroën: ['VF7'],
  'DS Automobiles': ['VR1'],
  Fiat: ['ZFA'],
  Abarth: ['ZFA'],
  'Alfa Romeo': ['ZAR'],
  Lancia: ['ZLA'],
  Ferrari: ['ZFF'],
  Lamborghini: ['ZHW'],
  Maserati: ['ZAM'],
  Toyota: ['JTD', 'SB1', 'JTE'],
  Lexus: ['JTH'],
  Honda: ['JHM', 'SHH'],
  Nissan: ['JN1', 'SJN'],
  Mazda: ['JMZ'],
  Mitsubishi: ['JMB'],
  Suzuki: ['JSA', 'TSM'],
  Subaru: ['JF1'],
  Hyundai: ['KMH', 'TMA'],
  Kia: ['KNA', 'U5Y'],
  Genesis: ['KMT'],
  Volvo: ['YV1'],
  Saab: ['YS3'],
  Tesla: ['5YJ', 'XP7'],
  Lada: ['XTA'],
  Zastava: ['VX1'],
  Yugo: ['VX1'],
  Jeep: ['1C4', 'ZAC'],
  Chrysler: ['1C3', '2C4'],
  Dodge: ['1B3', '2D4'],
  Chevrolet: ['KL1', '1G1'],
  Daewoo: ['KLA'],
  'Land Rover': ['SAL'],
  Jaguar: ['SAJ'],
  Mini: ['WMW'],
  Smart: ['WME'],
  'Rolls-Royce': ['SCA'],
  Bentley: ['SCB'],
  'Aston Martin': ['SCF'],
  BYD: ['LGX'],
  MG: ['LSJ'],
  Polestar: ['LPS'],
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The model-year character (VIN position 10) for a year. */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] as string;
}

/** The ISO 3779 / North American check character (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i] as string;
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * (WEIGHTS[i] as number);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function isPlausibleVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}

export function generateVin(rng: Rng, brandName: string, year: number): string {
  const wmiOptions = WMI[brandName];
  let wmi = wmiOptions ? rng.pick(wmiOptions) : '';
  while (wmi.length < 3) wmi += rng.pick(VIN_CHARS.slice(0, 23).split(''));
  const chars = [...wmi];
  for (let i = 3; i < 8; i++) chars.push(VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)] as string);
  chars.push('0');
  chars.push(vinYearCode(year));
  chars.push(VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)] as string);
  for (let i = 11; i < 17; i++) chars.push(String(rng.int(0, 9)));
  const draft = chars.join('');
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
