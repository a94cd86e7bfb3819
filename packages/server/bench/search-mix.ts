/**
 * The reads `pnpm bench:api` sends: realistic searches (a brand, a brand and model, price and
 * year ranges, empty values, keywords, pages 1-3), subscribers' searches on the details, advert
 * pages and the newest list's first pages.
 */
import { createRng } from '@autoberza/demo';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cars } from '../src/db/schema/index.ts';

export interface ReadMix {
  /** Searches everybody may make; one in eight with a keyword. */
  searches: string[];
  /** Keyword searches alone, some with a brand or a price (decision 044). */
  keywords: string[];
  /** Subscribers' searches on the car's details, some with a keyword (decision 044). */
  details: string[];
  byId: string[];
  lists: string[];
}

/** Words traders type in „Ključna reč“, inflected and without diacritics as people write. */
const KEYWORDS = [
  'kuka',
  'kukom',
  'navigacija',
  'panorama',
  'siber',
  'šiber',
  'xenon',
  'koža',
  'tempomat',
  'servisna knjiga',
  'prvi vlasnik',
  'garažiran',
  'parking senzori',
  'kamera',
  'alu felne',
  'grejanje sedišta',
  'кука',
  'led farovi',
  'isofix',
  'zamena',
];

/** Detail filters as subscribers combine them (values of @autoberza/contract/car-details). */
const DETAIL_SETS: Record<string, string>[] = [
  {
    drive: 'awd',
    transmission: 'Automatski / poluautomatski',
    vat: 'deductible',
    equipment: 'towHook',
  },
  { drive: 'awd' },
  { vat: 'deductible' },
  { equipment: 'navigation,parkingSensorsRear' },
  { condition: 'used', ownersMax: '1' },
  { registered: 'true', origin: 'serbianPlates' },
  { damage: 'none', colour: 'black' },
  { colour: 'grey', drive: 'front' },
  { condition: 'oldtimer' },
  { drive: 'awdReduction' },
  { equipment: 'panoramaRoof,camera360' },
  { vat: 'margin', registered: 'true' },
];

export async function readMix(app: FastifyInstance): Promise<ReadMix> {
  // 300 cars spread evenly over the seeded ones in an order that does not depend on their
  // (random) ids: the same mix in every run, so runs before and after a change compare.
  const [{ n }] = (
    (await app.db.execute(sql`select count(*)::int as n from ${cars}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  const stride = Math.max(1, Math.floor(n / 300));
  const ordered = app.db
    .select({
      id: cars.id,
      brandId: cars.brandId,
      modelId: cars.modelId,
      n: sql<number>`row_number() over (order by ${cars.publishedAt}, ${cars.mileage}, ${cars.price}, ${cars.id})`.as(
        'n',
      ),
    })
    .from(cars)
    .as('ordered');
  const sample = await app.db
    .select({ id: ordered.id, brandId: ordered.brandId, modelId: ordered.modelId })
    .from(ordered)
    .where(sql`${ordered.n} % ${stride} = 0`)
    .orderBy(ordered.n)
    .limit(300);
  const q = createRng('bench-queries');
  const searches = sample.slice(0, 200).map((car) => {
    const params = new URLSearchParams();
    const kind = q.int(0, 4);
    if (kind !== 3) params.set('brand', car.brandId);
    if (kind === 1 || kind === 4) params.set('model', car.modelId);
    else params.set('model', '');
    if (kind >= 2) {
      const min = q.int(1, 20) * 1000;
      params.set('priceMin', String(min));
      params.set('priceMax', String(min + q.int(2, 15) * 1000));
    }
    if (kind === 0 || kind === 3) {
      const from = q.int(2005, 2018);
      params.set('yearFrom', String(from));
      params.set('yearTo', q.chance(0.5) ? String(from + q.int(1, 6)) : '');
    }
    if (q.chance(1 / 8)) params.set('q', q.pick(KEYWORDS));
    params.set('page', String(q.int(1, 3)));
    return `/api/car/search?${params.toString()}`;
  });
  const keywords = sample.slice(0, 200).map((car) => {
    const params = new URLSearchParams({ q: q.pick(KEYWORDS) });
    if (q.chance(0.3)) params.set('brand', car.brandId);
    if (q.chance(0.2)) params.set('priceMax', String(q.int(5, 30) * 1000));
    if (q.chance(0.3)) params.set('sort', q.pick(['priceAsc', 'yearDesc']));
    params.set('page', String(q.int(1, 2)));
    return `/api/car/search?${params.toString()}`;
  });
  const details = sample.slice(0, 200).map((car) => {
    const params = new URLSearchParams(q.pick(DETAIL_SETS));
    if (q.chance(0.3)) params.set('brand', car.brandId);
    if (q.chance(0.2)) params.set('yearFrom', String(q.int(2008, 2018)));
    if (q.chance(0.15)) params.set('q', q.pick(KEYWORDS));
    params.set('page', String(q.int(1, 2)));
    return `/api/car/search?${params.toString()}`;
  });
  return {
    searches,
    keywords,
    details,
    byId: sample.map((c) => `/api/car/${c.id}`),
    lists: [1, 2, 3, 4, 5].map((page) => `/api/car?page=${page}&limit=20`),
  };
}

/** A search's shape: the filters it names (not their values, not the page). */
export function searchShape(path: string): string {
  const params = new URL(path, 'http://x').searchParams;
  const names = [...params.entries()]
    .filter(([name, value]) => name !== 'page' && value !== '')
    .map(([name]) => name);
  return names.join(',') || 'no filter';
}
