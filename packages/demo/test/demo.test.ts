import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAR_STATUSES,
  DOORS,
  EMISSION_CLASSES,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  TRANSMISSIONS,
  VEHICLE_ORIGINS,
  DAMAGE_STATES,
  createRng,
  generateBenchListings,
  generateDealers,
  generateDemoSet,
  generateListing,
  isPlausibleVin,
  planCarPhotos,
  renderCarPhoto,
  type DemoListing,
} from '../src/index.ts';
import { designationVolume } from '../src/listing.ts';
import { modelSpec } from '../src/model-spec.ts';
import { vinYearCode } from '../src/vin.ts';
import { serverRefs } from './fixtures.ts';

const refs = serverRefs();
const now = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

function listings(seed: number, count: number): DemoListing[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generateListing(rng, refs, now));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRng('autoberza');
    const b = createRng('autoberza');
    const c = createRng('autoberza2');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('draws integers inside the bounds, reaching both ends', () => {
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('generateListing', () => {
  const sample = listings(20261122, 4000);
  const bodySlugs = new Set(refs.bodies.map((b) => b.slug));
  const fuelSlugs = new Set(refs.fuels.map((f) => f.slug));
  const cityNames = new Set(refs.cities.map((c) => c.name));

  it('is deterministic: the same seed gives the same adverts, another seed others', () => {
    expect(listings(7, 50)).toEqual(listings(7, 50));
    expect(listings(8, 50)).not.toEqual(listings(7, 50));
  });

  it('uses only reference names and the form values', () => {
    for (const car of sample) {
      const brand = refs.brands.find((b) => b.name === car.brandName);
      expect(brand?.models, `${car.brandName} ${car.modelName}`).toContain(car.modelName);
      expect(bodySlugs).toContain(car.bodySlug);
      expect(fuelSlugs).toContain(car.fuelSlug);
      expect(cityNames).toContain(car.cityName);
      expect(TRANSMISSIONS).toContain(car.transmission);
      expect(DOORS).toContain(car.doors);
      expect(CAR_STATUSES).toContain(car.status);
      expect(VEHICLE_ORIGINS).toContain(car.vehicleOrigin);
      expect(DAMAGE_STATES).toContain(car.damage);
      if (car.engineEmissionClass !== undefined)
        expect(EMISSION_CLASSES).toContain(car.engineEmissionClass);
      expect(car.color.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('is mostly active, with a few reserved and sold', () => {
    const count = (status: string) => sample.filter((c) => c.status === status).length;
    expect(count('active') / sample.length).toBeGreaterThan(0.8);
    expect(count('reserved')).toBeGreaterThan(0);
    expect(count('sold')).toBeGreaterThan(0);
    expect(count('reserved') + count('sold')).toBeLessThan(sample.length * 0.2);
  });

  it('builds cars within their model years, 1985 to this year', () => {
    for (const car of sample) {
      const spec = modelSpec(car.brandName, car.modelName);
      expect(car.yearProduction).toBeGreaterThanOrEqual(Math.max(1985, spec.from));
      expect(car.yearProduction).toBeLessThanOrEqual(Math.min(spec.to ?? 2026, 2026));
    }
    const years = new Set(sample.map((c) => c.yearProduction));
    expect(years.size).toBeGreaterThan(30);
  });

  it('gives mileage that fits the age', () => {
    for (const car of sample) {
      const age = 2026 - car.yearProduction;
      expect(car.mileage).toBeGreaterThanOrEqual(0);
      expect(car.mileage).toBeLessThanOrEqual(Math.min(500_000, (age + 1) * 60_000));
      if (age >= 3) expect(car.mileage, `${age} years`).toBeGreaterThanOrEqual(age * 1000);
    }
    const km = (from: number, to: number) =>
      median(
        sample
          .filter((c) => c.yearProduction >= from && c.yearProduction <= to)
          .map((c) => c.mileage),
      );
    expect(km(2023, 2026)).toBeLessThan(km(2005, 2012));
  });

  it('prices by brand class, age and mileage', () => {
    for (const car of sample) {
      expect(car.price).toBeGreaterThanOrEqual(300);
      expect(car.price).toBeLessThanOrEqual(1_500_000);
      expect(Number.isInteger(car.price)).toBe(true);
      if (modelSpec(car.brandName, car.modelName).tier === 'exotic')
        expect(car.price).toBeGreaterThan(20_000);
    }
    const prices = (filter: (car: DemoListing) => boolean) =>
      median(sample.filter(filter).map((c) => c.price));
    const newish = prices((c) => c.yearProduction >= 2023);
    const old = prices((c) => c.yearProduction <= 2011);
    expect(newish).toBeGreaterThan(old * 3);
    const tier = (t: string) => (c: DemoListing) =>
      modelSpec(c.brandName, c.modelName).tier === t &&
      c.yearProduction >= 2012 &&
      c.yearProduction <= 2018;
    expect(prices(tier('premium'))).toBeGreaterThan(prices(tier('budget')) * 1.5);
    // Same age band: the low-mileage half costs more than the high-mileage half.
    const band = sample.filter(
      (c) =>
        c.yearProduction >= 2012 &&
        c.yearProduction <= 2016 &&
        modelSpec(c.brandName, c.modelName).tier === 'mainstream',
    );
    const split = median(band.map((c) => c.mileage));
    expect(median(band.filter((c) => c.mileage < split).map((c) => c.price))).toBeGreaterThan(
      median(band.filter((c) => c.mileage >= split).map((c) => c.price)),
    );
  });

  it('fits fuel, body, engine and gearbox to the model', () => {
    for (const car of sample) {
      const spec = modelSpec(car.brandName, car.modelName);
      const name = `${car.yearProduction} ${car.brandName} ${car.modelName} ${car.fuelSlug} ${car.bodySlug}`;
      if (['Zastava', 'Yugo', 'Lada', 'Trabant', 'Moskvič', 'Tofaş'].includes(car.brandName)) {
        expect(['benzin', 'benzin-gas-tng', 'benzin-metan-cng', 'dizel'], name).toContain(
          car.fuelSlug,
        );
      }
      if (car.brandName === 'Tesla') expect(car.fuelSlug).toBe('elektricni-pogon');
      // Only models made with a battery or a hybrid drive get one.
      if (car.fuelSlug === 'elektricni-pogon')
        expect(spec.electricOnly || spec.electricVariant, name).toBe(true);
      if (car.fuelSlug === 'hibridni-pogon')
        expect(spec.hybridOnly || spec.hybridVariant, name).toBe(true);
      if (spec.electricOnly) expect(car.fuelSlug, name).toBe('elektricni-pogon');
      if (car.modelName === 'Niva') expect(car.bodySlug).toBe('dzip-suv');
      if ('JKL'.includes(spec.segment)) expect(car.bodySlug, name).toBe('dzip-suv');
      if (spec.segment === 'P') expect(car.bodySlug, name).toBe('pickup');
      if (spec.segment === 'R') expect(car.bodySlug, name).toBe('kabriolet-roadster');
      if (spec.petrolOnly && !spec.electricVariant) expect(car.fuelSlug, name).not.toBe('dizel');
      if (car.bodySlug === 'kupe' || car.bodySlug === 'kabriolet-roadster')
        expect(car.doors).toBe('2/3 vrata');
      if (car.bodySlug === 'limuzina' || car.bodySlug === 'karavan')
        expect(car.doors, name).toBe('4/5 vrata');
      if (car.fuelSlug === 'elektricni-pogon') {
        expect(car.yearProduction, name).toBeGreaterThanOrEqual(2008);
        expect(car.volume).toBe(0);
        expect(car.engineEmissionClass).toBeUndefined();
      } else {
        expect(car.volume, name).toBeGreaterThan(200);
        expect(car.volume).toBeLessThan(9000);
        const kwPerLitre = car.enginePower / (car.volume / 1000);
        expect(kwPerLitre, name).toBeGreaterThan(10);
        expect(kwPerLitre, name).toBeLessThan(car.fuelSlug === 'hibridni-pogon' ? 260 : 170);
      }
      if (car.fuelSlug === 'elektricni-pogon' || car.fuelSlug === 'hibridni-pogon') {
        expect(car.transmission).toBe('Automatski / poluautomatski');
      }
      if (car.fuelSlug === 'hibridni-pogon')
        expect(car.yearProduction, name).toBeGreaterThanOrEqual(1997);
      expect(car.enginePower).toBeGreaterThan(0);
    }
    const fuels = new Set(sample.map((c) => c.fuelSlug));
    const bodies = new Set(sample.map((c) => c.bodySlug));
    expect(fuels.size).toBe(6);
    expect(bodies.size).toBe(8);
  });

  it('sizes BMW and Mercedes-Benz engines by their designation', () => {
    expect(designationVolume('BMW', '320')).toBe(1995);
    expect(designationVolume('BMW', '535')).toBe(3496);
    expect(designationVolume('Mercedes-Benz', 'C 220')).toBe(2195);
    expect(designationVolume('Mercedes-Benz', 'GLE 350')).toBe(3496);
    expect(designationVolume('BMW', 'X5')).toBeUndefined();
    expect(designationVolume('Volkswagen', '320')).toBeUndefined();
    const bmw = sample.filter(
      (c) => c.brandName === 'BMW' && /^3\d\d$/.test(c.modelName) && c.volume > 0,
    );
    expect(bmw.length).toBeGreaterThan(5);
    for (const car of bmw) {
      if (modelSpec(car.brandName, car.modelName).engines.length > 0) continue;
      expect(car.volume).toBe(designationVolume('BMW', car.modelName));
      expect(car.label).toMatch(/^BMW 3\d\d[die]/);
    }
  });

  it('writes a short label and a 2 to 5 sentence Serbian description that varies', () => {
    for (const car of sample) {
      expect(car.label.length).toBeGreaterThan(0);
      expect(car.label.length).toBeLessThanOrEqual(70);
      // Model names may hold a dot ("ID. Buzz"): take them out before counting sentences.
      // A sentence ends at . ! ? followed by a capital; "2011. godine" is an ordinal, not an end.
      const sentences = car.description
        .replaceAll(car.modelName, 'MODEL')
        .split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length, car.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, car.description).toBeLessThanOrEqual(5);
      expect(car.description).toContain(car.modelName);
      if (car.damage !== 'Nije oštećen') expect(car.description).toMatch(/oštećen/i);
      expect(car.description, 'years are ordinals in Serbian').not.toMatch(/\b(19|20)\d\d godin/);
      if (2026 - car.yearProduction > 4)
        expect(car.label).not.toMatch(/garancija|NOVI MODEL|kao nov/);
      if (car.vehicleOrigin === 'Domaće tablice') expect(car.label).not.toMatch(/tek uvezen/);
    }
    expect(new Set(sample.map((c) => c.description)).size).toBeGreaterThan(sample.length * 0.9);
    expect(sample.some((c) => /zamena/i.test(c.description))).toBe(true);
    expect(sample.some((c) => /servis/i.test(c.description))).toBe(true);
    expect(sample.some((c) => /Registrovan do/.test(c.description))).toBe(true);
  });

  it('gives each car a valid-looking VIN with its model year', () => {
    for (const car of sample) {
      expect(isPlausibleVin(car.chassisNumber), car.chassisNumber).toBe(true);
      expect(car.chassisNumber[9]).toBe(vinYearCode(car.yearProduction));
    }
    expect(new Set(sample.map((c) => c.chassisNumber)).size).toBe(sample.length);
  });

  it('spreads creation over the past months, never inside the 20-minute embargo', () => {
    for (const car of sample) {
      const age = now.getTime() - car.createdAt.getTime();
      expect(age).toBeGreaterThan(20 * 60_000);
      expect(age).toBeLessThan(182 * DAY);
    }
    expect(
      sample.filter((c) => now.getTime() - c.createdAt.getTime() > 60 * DAY).length,
    ).toBeGreaterThan(200);
    expect(
      sample.filter((c) => now.getTime() - c.createdAt.getTime() < 7 * DAY).length,
    ).toBeGreaterThan(200);
  });

  it('puts the car in the city it is given', () => {
    const car = generateListing(createRng(1), refs, now, { cityName: 'Čačak' });
    expect(car.cityName).toBe('Čačak');
  });
});

describe('generateDealers', () => {
  it('makes dealers in different cities with Serbian names, e-mails and mobile numbers', () => {
    const dealers = generateDealers(createRng(5), 12, refs.cities);
    expect(dealers).toHaveLength(12);
    expect(new Set(dealers.map((d) => d.cityName)).size).toBe(12);
    expect(new Set(dealers.map((d) => d.email)).size).toBe(12);
    const cityNames = new Set(refs.cities.map((c) => c.name));
    for (const dealer of dealers) {
      expect(cityNames).toContain(dealer.cityName);
      expect(dealer.phone).toMatch(/^\+3816[0-69]\d{6,7}$/);
      expect(dealer.email).toMatch(/^[a-z0-9.]+@([a-z0-9-]+\.)?demo\.autoberza\.example$/);
      expect(dealer.firstName).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(dealer.lastName).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(dealer.address).toMatch(/ (\d+|bb)$/);
      expect(dealer.companyName).toContain(dealer.lastName);
    }
    // The first dealers go to the big markets.
    expect([
      'Beograd',
      'Novi Sad',
      'Niš',
      'Kragujevac',
      'Subotica',
      'Čačak',
      'Kraljevo',
      'Šabac',
    ]).toContain(dealers[0]?.cityName);
  });

  it('gives every demo dealer an address under a reserved domain (RFC 2606), never a real mailbox', () => {
    const emails = [1, 2, 3, 4, 5].flatMap((seed) =>
      generateDealers(createRng(seed), 40, refs.cities).map((d) => d.email),
    );
    // Both shapes (a company mailbox and a person's) occur, and each ends in `.example`.
    expect(emails.some((e) => e.split('@')[0]?.includes('.'))).toBe(true);
    expect(emails.some((e) => /^(prodaja|info|kontakt)\d*@/.test(e))).toBe(true);
    for (const email of emails) expect(email).toMatch(/@([a-z0-9-]+\.)*example$/);
  });

  it('is deterministic and refuses more dealers than cities', () => {
    expect(generateDealers(createRng(9), 6, refs.cities)).toEqual(
      generateDealers(createRng(9), 6, refs.cities),
    );
    expect(generateDealers(createRng(9), 6, refs.cities)).not.toEqual(
      generateDealers(createRng(10), 6, refs.cities),
    );
    expect(() => generateDealers(createRng(1), refs.cities.length + 1, refs.cities)).toThrow();
  });
});

describe('car photos', () => {
  const [first, second] = listings(99, 2) as [DemoListing, DemoListing];

  async function pixels(jpeg: Buffer): Promise<Buffer> {
    return sharp(jpeg).resize(64, 48).raw().toBuffer();
  }
  function meanDifference(a: Buffer, b: Buffer): number {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
    return sum / a.length;
  }

  it('renders JPEGs of 1280×960 that differ between cars and repeat for the same seed', async () => {
    const options = (car: DemoListing, seed: string) => ({
      seed,
      color: car.color.hex,
      bodySlug: car.bodySlug,
      brandName: car.brandName,
      modelName: car.modelName,
      angle: 'side' as const,
    });
    const a = await renderCarPhoto(options(first, first.chassisNumber));
    const again = await renderCarPhoto(options(first, first.chassisNumber));
    const b = await renderCarPhoto(options(second, second.chassisNumber));
    for (const photo of [a, b]) {
      const meta = await sharp(photo).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(PHOTO_WIDTH);
      expect(meta.height).toBe(PHOTO_HEIGHT);
      expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(again.equals(a)).toBe(true);
    expect(meanDifference(await pixels(a), await pixels(b))).toBeGreaterThan(8);
  });

  it('draws the body type and the paint colour', async () => {
    const base = {
      seed: 'same',
      brandName: 'Lada',
      modelName: 'Niva',
      angle: 'side' as const,
      scene: 'showroom' as const,
    };
    const suv = await pixels(
      await renderCarPhoto({ ...base, color: '#b3201c', bodySlug: 'dzip-suv' }),
    );
    const cabrio = await pixels(
      await renderCarPhoto({ ...base, color: '#b3201c', bodySlug: 'kabriolet-roadster' }),
    );
    const blueSuv = await pixels(
      await renderCarPhoto({ ...base, color: '#2b5aa8', bodySlug: 'dzip-suv' }),
    );
    expect(meanDifference(suv, cabrio)).toBeGreaterThan(2);
    expect(meanDifference(suv, blueSuv)).toBeGreaterThan(2);
    // More red than blue in the red car's picture, and the other way round.
    const channelSum = (raw: Buffer, channel: number) => {
      let s = 0;
      for (let i = channel; i < raw.length; i += 3) s += raw[i] as number;
      return s;
    };
    expect(channelSum(suv, 0) - channelSum(blueSuv, 0)).toBeGreaterThan(0);
    expect(channelSum(blueSuv, 2) - channelSum(suv, 2)).toBeGreaterThan(0);
  });

  it('plans 1 to 5 views per car, a side view first', () => {
    const rng = createRng(4);
    const counts = new Set<number>();
    for (const car of listings(4, 60)) {
      const plan = planCarPhotos(rng, car);
      counts.add(plan.length);
      expect(plan.length).toBeGreaterThanOrEqual(1);
      expect(plan.length).toBeLessThanOrEqual(5);
      expect(plan[0]?.angle).toBe('side');
      expect(new Set(plan.map((p) => String(p.seed))).size).toBe(plan.length);
      for (const p of plan) expect(p.color).toBe(car.color.hex);
    }
    expect(counts.size).toBeGreaterThanOrEqual(4);
  });

  it('renders fast enough for a few hundred demo cars', async () => {
    const angles = ['side', 'front-three-quarter', 'rear-three-quarter', 'side-rear'] as const;
    const started = performance.now();
    for (let i = 0; i < 8; i++) {
      await renderCarPhoto({
        seed: i,
        color: '#6b7079',
        bodySlug: refs.bodies[i % refs.bodies.length]?.slug ?? 'limuzina',
        brandName: 'Škoda',
        modelName: 'Octavia',
        angle: angles[i % 4] as (typeof angles)[number],
      });
    }
    const perPhoto = (performance.now() - started) / 8;
    console.log(`renderCarPhoto: ${perPhoto.toFixed(1)} ms per photo`);
    // Target is < 60 ms on an idle core; the bound leaves room for a busy shared machine.
    expect(perPhoto).toBeLessThan(400);
  });
});

describe('generateDemoSet', () => {
  it('gives every dealer cars in the dealer city, with photo plans, reproducibly', () => {
    const set = generateDemoSet('demo', refs, now, { dealerCount: 6, listingCount: 300 });
    expect(set.dealers).toHaveLength(6);
    expect(set.listings).toHaveLength(300);
    const perDealer = set.dealers.map(
      (_, i) => set.listings.filter((l) => l.dealerIndex === i).length,
    );
    for (const count of perDealer) expect(count).toBeGreaterThan(0);
    expect(perDealer[0]).toBeGreaterThan(perDealer[5] as number);
    for (const listing of set.listings) {
      expect(listing.cityName).toBe(set.dealers[listing.dealerIndex]?.cityName);
      expect(listing.photos.length).toBeGreaterThanOrEqual(1);
      expect(listing.photos.length).toBeLessThanOrEqual(5);
      expect(listing.photos[0]?.bodySlug).toBe(listing.bodySlug);
    }
    expect(set.listings.some((l) => l.status === 'reserved')).toBe(true);
    expect(set.listings.some((l) => l.status === 'sold')).toBe(true);
    expect(generateDemoSet('demo', refs, now, { dealerCount: 6, listingCount: 300 })).toEqual(set);
    expect(generateDemoSet('other', refs, now, { dealerCount: 6, listingCount: 300 })).not.toEqual(
      set,
    );
  });
});

describe('generateBenchListings', () => {
  it('yields 100,000 listings in batches, quickly, with placeholder images', () => {
    const started = performance.now();
    let total = 0;
    let batches = 0;
    let lastBatch = 0;
    const keys = new Set<string>();
    let withoutImage = 0;
    for (const batch of generateBenchListings(createRng('bench'), refs, 100_000, {
      batchSize: 2000,
      now,
    })) {
      batches++;
      total += batch.length;
      lastBatch = batch.length;
      for (const car of batch) {
        if (car.images.length !== 1) withoutImage++;
        keys.add(car.images[0]?.key ?? '');
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`generateBenchListings: 100000 listings in ${seconds.toFixed(2)} s`);
    expect(total).toBe(100_000);
    expect(batches).toBe(50);
    expect(lastBatch).toBe(2000);
    expect(withoutImage).toBe(0);
    expect(keys.size).toBe(8);
    expect([...keys].every((k) => /^bench\/placeholder-\d\.jpg$/.test(k))).toBe(true);
    // Typically 2-4 s; generous so a loaded CI machine does not fail it.
    expect(seconds).toBeLessThan(40);
  });

  it('is deterministic and ends with a partial batch when the count is not a multiple', () => {
    const run = () => [
      ...generateBenchListings(createRng(1), refs, 2500, { batchSize: 1000, now }),
    ];
    const a = run();
    expect(a.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(run()).toEqual(a);
  });
});
