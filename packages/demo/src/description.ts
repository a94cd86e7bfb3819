import type { ModelSpec } from './model-spec.ts';
import type { Rng } from './rng.ts';
import type { DamageState, FuelSlug, Transmission, VehicleOrigin } from './vocabulary.ts';

export interface DescribeInput {
  brandName: string;
  modelName: string;
  spec: ModelSpec;
  year: number;
  mileage: number;
  fuel: FuelSlug;
  volume: number;
  power: number;
  transmission: Transmission;
  vehicleOrigin: VehicleOrigin;
  damage: DamageState;
  isAirCondition: boolean | undefined;
  cityName: string;
  now: Date;
}

const DIESEL_BADGE: Record<string, string> = {
  Volkswagen: 'TDI',
  Audi: 'TDI',
  Škoda: 'TDI',
  Seat: 'TDI',
  Opel: 'CDTI',
  Peugeot: 'HDi',
  Citroën: 'HDi',
  'DS Automobiles': 'BlueHDi',
  Renault: 'dCi',
  Dacia: 'dCi',
  Nissan: 'dCi',
  Fiat: 'Multijet',
  'Alfa Romeo': 'JTD',
  Lancia: 'JTD',
  Ford: 'TDCi',
  'Mercedes-Benz': 'CDI',
  Toyota: 'D-4D',
  Hyundai: 'CRDi',
  Kia: 'CRDi',
  Mazda: 'CD',
  Honda: 'i-DTEC',
  Volvo: 'D',
  BMW: 'd',
  Mitsubishi: 'DI-D',
  Chevrolet: 'VCDi',
  Suzuki: 'DDiS',
  Jeep: 'CRD',
  'Land Rover': 'TD',
  Jaguar: 'D',
};

const FUEL_BADGE: Partial<Record<FuelSlug, string>> = {
  'benzin-gas-tng': 'TNG',
  'benzin-metan-cng': 'Metan',
  'hibridni-pogon': 'Hybrid',
};

const TAGLINES = [
  'TOP STANJE',
  'servisna knjiga',
  'full oprema',
  'prvi vlasnik',
  'odlično stanje',
  'moguća zamena',
  'redovno održavan',
];

/** A headline add-on that fits the car: no "garancija" on a twenty-year-old one. */
function tagline(rng: Rng, input: DescribeInput): string {
  const age = input.now.getUTCFullYear() - input.year;
  const options = [...TAGLINES];
  if (age <= 4) options.push('kao nov', 'NOVI MODEL', 'garancija');
  if (input.vehicleOrigin === 'Strane tablice' || input.vehicleOrigin === 'Na ime kupca') {
    options.push('tek uvezen', 'tek uvezen');
  }
  if (input.vehicleOrigin === 'Domaće tablice') options.push('registrovan');
  if (input.damage !== 'Nije oštećen') return 'oštećen';
  return rng.pick(options);
}

function formatKm(km: number): string {
  return `${String(km).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} km`;
}

function engineLabel(input: DescribeInput): string {
  if (input.fuel === 'elektricni-pogon') return `${input.power} kW`;
  const liters = (Math.round(input.volume / 100) / 10).toFixed(1);
  if (input.fuel === 'dizel') {
    const badge = DIESEL_BADGE[input.brandName];
    return badge === 'd' ? `${liters}d` : `${liters} ${badge ?? 'dizel'}`;
  }
  const badge = FUEL_BADGE[input.fuel];
  return badge ? `${liters} ${badge}` : liters;
}

/** "BMW 320d", "Mercedes-Benz C 220 CDI": these makes' designations already name the engine. */
function designationLabel(input: DescribeInput): string | undefined {
  const diesel = input.fuel === 'dizel';
  if (input.brandName === 'BMW' && /^[1-8]\d\d$/.test(input.modelName)) {
    return `BMW ${input.modelName}${diesel ? 'd' : input.fuel === 'hibridni-pogon' ? 'e' : 'i'}`;
  }
  if (
    input.brandName === 'Mercedes-Benz' &&
    /\d0$/.test(input.modelName) &&
    input.fuel !== 'elektricni-pogon'
  ) {
    const suffix = diesel
      ? input.year >= 1997
        ? ' CDI'
        : ' D'
      : input.fuel === 'hibridni-pogon'
        ? ' Hybrid'
        : '';
    return `Mercedes-Benz ${input.modelName}${suffix}`;
  }
  return undefined;
}

function label(rng: Rng, input: DescribeInput): string {
  const designation = designationLabel(input);
  if (designation) {
    return rng.chance(0.55)
      ? `${designation} ${rng.pick(['-', '|', '*'])} ${tagline(rng, input)}`
      : designation;
  }
  const numericModel = /^\d/.test(input.modelName);
  const name =
    numericModel || rng.chance(0.35) ? `${input.brandName} ${input.modelName}` : input.modelName;
  const parts = [name];
  if (input.fuel === 'elektricni-pogon')
    parts.push(rng.chance(0.5) ? 'Electric' : engineLabel(input));
  else if (input.volume >= 100 && rng.chance(0.85)) parts.push(engineLabel(input));
  const headline = parts.join(' ');
  if (rng.chance(0.55)) return `${headline} ${rng.pick(['-', '|', '*'])} ${tagline(rng, input)}`;
  return headline;
}

const EQUIPMENT_MODERN = [
  'automatska klima',
  'navigacija',
  'parking senzori napred i nazad',
  'kamera za vožnju unazad',
  'tempomat',
  'LED farovi',
  'grejanje sedišta',
  'multifunkcionalni volan',
  'Bluetooth',
  'Apple CarPlay i Android Auto',
  'alu felne',
  'senzor za kišu i svetla',
  'start-stop sistem',
  'digitalna instrument tabla',
];
const EQUIPMENT_OLDER = [
  'ABS',
  'servo volan',
  'električni podizači stakala',
  'centralna brava',
  'daljinsko zaključavanje',
  'ESP',
  'vazdušni jastuci',
  'alu felne',
  'putni računar',
  'radio sa CD plejerom',
  'kuka za vuču',
  'zatamnjena stakla',
];
const EQUIPMENT_PREMIUM = [
  'kožna sedišta',
  'panoramski krov',
  'Xenon farovi',
  'memorija sedišta',
  'adaptivni tempomat',
  'head-up displej',
  'ozvučenje visoke klase',
  'električni gepek',
];

const INTRO = [
  (i: DescribeInput) => `Prodajem ${i.brandName} ${i.modelName} iz ${i.year}. godine`,
  (i: DescribeInput) => `Na prodaju ${i.brandName} ${i.modelName}, godište ${i.year}.`,
  (i: DescribeInput) => `U ponudi ${i.brandName} ${i.modelName}, ${i.year}. godište`,
  (i: DescribeInput) => `Prodaje se ${i.brandName} ${i.modelName} iz ${i.year}. godine`,
];
const INTRO_UNDAMAGED = (i: DescribeInput) =>
  `Vozilo ${i.brandName} ${i.modelName} iz ${i.year}. godine u odličnom stanju`;

function pickSome<T>(rng: Rng, pool: readonly T[], count: number): T[] {
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < count && copy.length > 0) {
    out.push(copy.splice(rng.int(0, copy.length - 1), 1)[0] as T);
  }
  return out;
}

function equipmentSentence(rng: Rng, input: DescribeInput): string {
  const pool =
    input.year >= 2012
      ? [...EQUIPMENT_MODERN, ...EQUIPMENT_OLDER.slice(5).filter((item) => !item.includes('CD'))]
      : EQUIPMENT_OLDER;
  const premium =
    input.spec.tier !== 'budget' && input.spec.tier !== 'mainstream' && input.year >= 2000
      ? pickSome(rng, EQUIPMENT_PREMIUM, rng.int(1, 2))
      : [];
  const items = [...premium, ...pickSome(rng, pool, rng.int(2, 4))];
  if (input.isAirCondition && input.year < 2012 && !items.includes('automatska klima')) {
    items.push(rng.chance(0.5) ? 'manuelna klima' : 'automatska klima');
  }
  const list =
    items.length > 1 ? `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}` : items[0];
  return rng.pick([
    `Oprema: ${list}.`,
    `Od opreme tu su ${list}.`,
    `Iz opreme izdvajamo: ${list}.`,
  ]);
}

function serviceSentence(rng: Rng, input: DescribeInput): string {
  const age = input.now.getUTCFullYear() - input.year;
  if (input.fuel === 'elektricni-pogon') {
    return rng.pick([
      'Baterija u odličnom stanju, domet kao kod novog vozila.',
      'Baterija pod garancijom proizvođača, punjač za kućnu utičnicu uz vozilo.',
    ]);
  }
  if (age <= 3) {
    return rng.pick([
      'Vozilo je pod fabričkom garancijom i redovno se servisira u ovlašćenom servisu.',
      'Redovno održavan u ovlašćenom servisu, garancija još važi.',
    ]);
  }
  return rng.pick([
    'Redovno servisiran, servisna knjiga uz vozilo.',
    `Mali servis urađen pre ${rng.int(1, 5) * 500} km.`,
    'Zamenjen zupčasti kaiš sa vodenom pumpom, urađen veliki servis.',
    'Urađen veliki servis, zamenjene sve tečnosti i filteri.',
    'Nove gume i novi akumulator, sve urađeno na vreme.',
    'Motor i menjač rade besprekorno, bez ulaganja.',
    age > 25
      ? 'Oldtajmer u originalnom stanju, čuvan u garaži.'
      : input.vehicleOrigin === 'Domaće tablice'
        ? 'Kupljen nov u Srbiji, prvi vlasnik, sva istorija održavanja dostupna.'
        : 'Vozilo ima kompletnu servisnu istoriju iz inostranstva.',
  ]);
}

function registrationSentence(rng: Rng, input: DescribeInput): string {
  switch (input.vehicleOrigin) {
    case 'Domaće tablice': {
      // Valid for up to a year from now.
      const month = input.now.getUTCMonth() + rng.int(1, 12);
      const year = input.now.getUTCFullYear() + Math.floor(month / 12);
      return `Registrovan do ${String((month % 12) + 1).padStart(2, '0')}/${year}.`;
    }
    case 'Strane tablice':
      return rng.pick([
        'Vozilo je na stranim tablicama, sva dokumentacija uredna.',
        'Tek uvezen, na stranim tablicama, carinjenje po dogovoru.',
      ]);
    case 'Na ime kupca':
      return 'Ocarinjen i spreman za registraciju na ime kupca.';
    case 'Bez registracije':
      return 'Vozilo je trenutno neregistrovano, papiri uredni.';
  }
}

function conditionSentence(rng: Rng, input: DescribeInput): string {
  if (input.damage === 'Oštećen - u voznom stanju') {
    return rng.pick([
      'Ima manje oštećenje na braniku, ispravan i u voznom stanju.',
      'Manje oštećenje, ogrebotine na levim vratima, tehnički ispravan.',
    ]);
  }
  if (input.damage === 'Oštećen - nije u voznom stanju') {
    return 'Vozilo je oštećeno u udesu i nije u voznom stanju, prodaje se takvo kakvo jeste.';
  }
  return rng.pick([
    `Prešao ${formatKm(input.mileage)}, kilometraža garantovana.`,
    `Kilometraža ${formatKm(input.mileage)}, nije udaran, bez ulaganja.`,
    'Nije udaran niti farban, enterijer očuvan.',
    `Garažiran, realnih ${formatKm(input.mileage)}.`,
  ]);
}

function closingSentence(rng: Rng, input: DescribeInput): string {
  return rng.pick([
    'Moguća zamena za jeftinije vozilo.',
    'Zamena nije moguća.',
    'Cena nije fiksna, ozbiljnim kupcima popust.',
    'Moguća kupovina na kredit ili lizing.',
    `Vozilo se nalazi u mestu ${input.cityName}, pogledajte ga uz prethodni poziv.`,
    'Za sve informacije pozovite, moguć pregled u ovlašćenom servisu.',
    'Cena je fiksna.',
  ]);
}

/** A short headline and a Serbian description of 2 to 5 sentences. */
export function describeCar(
  rng: Rng,
  input: DescribeInput,
): { label: string; description: string } {
  const intros = input.damage === 'Nije oštećen' ? [...INTRO, INTRO_UNDAMAGED] : INTRO;
  const intro = `${rng.pick(intros)(input)}.`;
  const optional = [
    () => equipmentSentence(rng, input),
    () => serviceSentence(rng, input),
    () => registrationSentence(rng, input),
    () => conditionSentence(rng, input),
    () => closingSentence(rng, input),
  ];
  const count = rng.int(1, 4);
  const chosen = pickSome(rng, [0, 1, 2, 3, 4], count).sort((a, b) => a - b);
  // A damaged car always says so.
  if (input.damage !== 'Nije oštećen' && !chosen.includes(3)) {
    chosen.splice(chosen.length === 4 ? 0 : chosen.length, chosen.length === 4 ? 1 : 0, 3);
    chosen.sort((a, b) => a - b);
  }
  const sentences = [intro, ...chosen.map((i) => (optional[i] as () => string)())];
  return { label: label(rng, input), description: sentences.join(' ') };
}
