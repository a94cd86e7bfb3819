import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import { DETAIL_COUNT_CAP } from '../../../src/cars/detail-filters.ts';
import { KEYWORD_DATE_HEAD, KEYWORD_EARLY_WALK } from '../../../src/cars/list-query.ts';
import { approvedUser, buildTestApp, onPostgres, type TestApp } from '../../helpers.ts';
import { createCar, refs } from './car-helpers.ts';
import { subscribedUser } from './list-harness.ts';
import { executedPlan, planNodes, statementsOf } from './plans.ts';

/**
 * The search on the details and the keyword at 100,000 listings (migration 0027's indexes): each
 * filter, with a rare value and a common one, is read without a sequential scan of `cars`, and a
 * rare value by its own index. PostgreSQL only: the statements run as the app's connections run
 * them (src/db/client.ts), planned for their values (docs/decisions/009).
 */

const LISTINGS = 100_000;
/** A rare value: about 30 listings each, spread over the table (and over its publication times). */
const rare = (i: number, k: number) => i % 3331 === k;

const COLOURS = ['white', 'black', 'silver', 'grey', 'blue', 'red'] as const;

/** The details of copy `i`: mostly used, common values, some unstated, a few rare ones. */
function detailsOf(i: number) {
  // Years over two decades (apart from the details' spreads), the older the further driven.
  const yearProduction = 2002 + ((i * 7) % 23);
  const equipment = [
    ...(i % 5 !== 0 ? ['abs', 'esp'] : []),
    ...(i % 3 === 0 ? ['towHook'] : []),
    ...(rare(i, 9) ? ['headUpDisplay'] : []),
    // Only in the newest cars: the planner, taking the year and the item to be independent,
    // expects a fifth of those it finds.
    ...(yearProduction >= 2023 ? ['navigation'] : []),
  ];
  return {
    yearProduction,
    mileage: (2025 - yearProduction) * 15_000 + (i % 10_000),
    transmission: (
      ['Manuelni 5 brzine', 'Manuelni 6 brzine', 'Automatski / poluautomatski'] as const
    )[(i >> 2) % 3]!,
    condition: rare(i, 1) ? 'oldtimer' : i % 10 === 0 ? 'new' : i % 10 === 9 ? null : 'used',
    drive: rare(i, 2) ? 'awdReduction' : (['awd', 'rear', null, 'front', 'front'] as const)[i % 5]!,
    colour: rare(i, 3) ? 'purple' : i % 7 === 0 ? null : COLOURS[i % 6]!,
    vehicleOrigin: rare(i, 4)
      ? 'Neocarinjen'
      : i % 13 === 0
        ? null
        : (['Strane tablice', 'Ocarinjen', 'Domaće tablice', 'Domaće tablice'] as const)[i % 4]!,
    damage: rare(i, 5)
      ? 'Oštećen - nije u voznom stanju'
      : i % 10 === 0
        ? 'Oštećen - u voznom stanju'
        : i % 3 === 0
          ? null
          : 'Nije oštećen',
    vat: rare(i, 6) ? 'notInSystem' : (['deductible', 'margin', null] as const)[i % 3]!,
    previousOwners: rare(i, 7) ? 0 : i % 11 === 0 ? null : 1 + (i % 5),
    // The test clock is in March 2026: a few registrations still run, most have run out.
    registeredUntil: rare(i, 8)
      ? '2027-06-01'
      : i % 2 === 0
        ? `2025-${String(1 + (i % 12)).padStart(2, '0')}-01`
        : null,
    equipment,
    description: rare(i, 10)
      ? 'Kabriolet sa tvrdim krovom, redovno održavan.'
      : i % 5 !== 0
        ? // Leather only in the dearest quarter (price below): common, but not among cheap cars.
          `Redovno servisiran, prvi vlasnik.${(i * 7919) % 40_000 >= 30_000 ? ' Kožna sedišta.' : ''}`
        : 'Garažiran, bez ulaganja.',
  };
}

/**
 * A filter's query, with a rare value and a common one, and the index of the rare value. `most`:
 * a value most listings have, whose total the table answers best (below).
 */
const FILTERS: { name: string; rare: string; common?: string; most?: string; index: string }[] = [
  {
    name: 'condition',
    rare: 'condition=oldtimer',
    common: 'condition=used',
    index: 'cars_condition_idx',
  },
  { name: 'drive', rare: 'drive=awdReduction', common: 'drive=awd', index: 'cars_drive_idx' },
  { name: 'colour', rare: 'colour=purple', common: 'colour=silver', index: 'cars_colour_idx' },
  {
    name: 'origin',
    rare: 'origin=notCleared',
    common: 'origin=serbianPlates',
    index: 'cars_vehicle_origin_idx',
  },
  {
    name: 'damage',
    rare: 'damage=notDrivable',
    common: 'damage=none',
    index: 'cars_damage_idx',
  },
  { name: 'vat', rare: 'vat=notInSystem', common: 'vat=margin', index: 'cars_vat_idx' },
  {
    name: 'ownersMax',
    rare: 'ownersMax=0',
    common: 'ownersMax=3',
    index: 'cars_previous_owners_idx',
  },
  // One spread of registrations: a registration that still runs is the rare case.
  { name: 'registered', rare: 'registered=true', index: 'cars_registered_until_idx' },
  {
    name: 'equipment',
    rare: 'equipment=headUpDisplay',
    common: 'equipment=towHook',
    most: 'equipment=abs',
    index: 'cars_equipment_idx',
  },
  // A common word's matches (four in five descriptions say „servisiran“) are read from the
  // table in its order up to the keyword's cap (src/cars/list-query.ts, keywordPage), as ABS's
  // are: a GIN index cannot stop early. A keyword alone reads the keyword table (decision 057).
  {
    name: 'q',
    rare: 'q=kabriolet',
    most: 'q=servisiran',
    index: 'car_keywords_search_vector_idx',
  },
];

/** The indexes that cannot count alone (the equipment's, the keyword's). */
const GIN = new Set([
  'cars_equipment_idx',
  'cars_search_vector_idx',
  'cars_detail_tags_idx',
  'car_keywords_search_vector_idx',
]);
/** The adverts' table, and its copy for keyword searches (decision 057), read as `cars`. */
const CARS = new Set(['cars', 'car_keywords']);

describe.runIf(onPostgres)('the plans of the searches on the details and the keyword', () => {
  let t: TestApp;
  let token: string;
  let sellerId: string;
  /** The brand of every car here. */
  let brandId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '0' } });
    const seller = await approvedUser(t.app);
    sellerId = seller.id;
    token = (await subscribedUser(t.app)).token;
    const r = await refs(t.app, seller.token);
    const car = await createCar(t.app, seller.token, r);
    const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
    const { searchVector: _generated, ...base } = row!;
    brandId = base.brandId;
    for (let from = 0; from < LISTINGS; from += 1000) {
      const copies = Array.from({ length: Math.min(1000, LISTINGS - from) }, (_, n) => {
        const i = from + n;
        return {
          ...base,
          ...detailsOf(i),
          id: randomUUID(),
          // Prices spread over the table's order (and the publication's): no order of them
          // follows the other.
          price: 1000 + ((i * 7919) % 40_000),
          publishedAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
        };
      });
      await t.app.db.insert(cars).values(copies);
    }
    t.clock.advance(21 * 60 * 1000);
    // As autovacuum leaves it: statistics, and the visibility map.
    await t.app.db.execute(sql`vacuum analyze cars, car_keywords`);
    // Minutes when CI runs this suite beside the two halves of the e2e suite (.ci/run).
  }, 600_000);
  afterAll(() => t?.close());

  /** The nodes of the plan that ran for the list's ids and total, those that ran at all. */
  async function ranNodes(url: string) {
    const sent = await statementsOf(t, url, token);
    // Planned for its values: no parameters, the total in it.
    const bounded = sent.find((s) => s.params.length === 0 && s.text.includes('count('));
    expect(bounded, `${url}\n${sent.map((s) => s.text).join('\n\n')}`).toBeDefined();
    const plan = await executedPlan(t, bounded!.text);
    const nodes = [...planNodes(plan)].filter((node) => Number(node['Actual Loops']) > 0);
    return { nodes, plan: `${url}\n${JSON.stringify(plan, null, 1)}` };
  }
  /** The rows of `cars` the plan's scans read, kept or removed by their filters. */
  const scannedRows = (nodes: Record<string, unknown>[]) =>
    nodes
      .filter(
        (node) =>
          CARS.has(String(node['Relation Name'])) &&
          ['Seq Scan', 'Index Scan', 'Bitmap Heap Scan'].includes(String(node['Node Type'])),
      )
      .reduce(
        (sum, node) =>
          sum +
          (Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0)) *
            Number(node['Actual Loops']),
        0,
      );
  /** A list's page as the subscriber gets it. */
  async function listPage(url: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totalCapped: boolean; data: { _id: string }[] }>();
  }
  /** The ids a plain query of `cars` gives, in its order. */
  const plainIds = async (query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map(
      (row) => row.id,
    );
  const seqScans = (nodes: Record<string, unknown>[]) =>
    nodes.filter(
      (node) => node['Node Type'] === 'Seq Scan' && CARS.has(String(node['Relation Name'])),
    );
  const indexes = (nodes: Record<string, unknown>[]) =>
    nodes.map((node) => node['Index Name']).filter(Boolean);

  it('has the spread of values it means to have', async () => {
    const [counts] = (
      (await t.app.db.execute(sql`
        select count(*) filter (where condition = 'oldtimer') as oldtimer,
               count(*) filter (where condition = 'used') as used,
               count(*) filter (where equipment @> '{headUpDisplay}') as hud,
               count(*) filter (where search_vector @@ car_search_query('kabriolet')) as kabriolet
        from cars`)) as unknown as { rows: Record<string, string>[] }
    ).rows;
    expect(Number(counts!.oldtimer)).toBeGreaterThan(20);
    expect(Number(counts!.oldtimer)).toBeLessThan(40);
    expect(Number(counts!.used)).toBeGreaterThan(LISTINGS / 2);
    expect(Number(counts!.hud)).toBeGreaterThan(20);
    expect(Number(counts!.kabriolet)).toBeGreaterThan(20);
    expect(Number(counts!.kabriolet)).toBeLessThan(40);
  });

  describe.each(FILTERS)('$name', (filter) => {
    it(`with a rare value reads ${filter.index} and never scans the table`, async () => {
      const { nodes, plan } = await ranNodes(`/api/car/search?${filter.rare}&page=1&limit=20`);
      expect(seqScans(nodes), plan).toEqual([]);
      expect(indexes(nodes), plan).toContain(filter.index);
    });

    // A common value: read from its index, or (the equipment: a GIN index cannot count alone)
    // from the table until the total's cap (decision 053), never the whole table.
    it.runIf(Boolean(filter.common))('with a common value never scans the table', async () => {
      const { nodes, plan } = await ranNodes(
        `/api/car/search?${encodeURI(filter.common!)}&page=2&limit=20`,
      );
      if (!GIN.has(filter.index)) expect(seqScans(nodes), plan).toEqual([]);
      for (const scan of seqScans(nodes)) {
        expect(Number(scan['Actual Rows']), plan).toBeLessThanOrEqual(DETAIL_COUNT_CAP + 1);
        expect(Number(scan['Rows Removed by Filter']), plan).toBeLessThan(3 * DETAIL_COUNT_CAP);
      }
    });

    // An item four in five cars have (ABS): no index narrows it, and a GIN index cannot count
    // alone. The total's scan of the table stops at the cap (decision 053), having read few more
    // rows than it counts.
    it.runIf(Boolean(filter.most))('with a value most have, stops at the cap', async () => {
      const { nodes, plan } = await ranNodes(`/api/car/search?${filter.most}&page=2&limit=20`);
      for (const scan of seqScans(nodes)) {
        expect(Number(scan['Actual Rows']), plan).toBeLessThanOrEqual(DETAIL_COUNT_CAP + 1);
        expect(Number(scan['Rows Removed by Filter']), plan).toBeLessThan(DETAIL_COUNT_CAP / 2);
      }
    });
  });

  // A detail with a year or a mileage bound, as subscribers narrow one (and the gearbox, a
  // filter of theirs from before): the bounds are tested in the detail's index, not in the table
  // row by row (18,259 buffers for `condition=oldtimer&yearFrom=2005` at 100,000 listings).
  it.each([
    'drive=awd&yearFrom=2024',
    'condition=new&yearTo=2003&mileageMin=300000',
    'vat=margin&mileageMax=20000',
    'colour=black&yearTo=2003',
    `transmission=${encodeURIComponent('Automatski / poluautomatski')}&yearFrom=2024`,
  ])('reads %s from an index alone', async (query) => {
    const { nodes, plan } = await ranNodes(`/api/car/search?${query}&page=1&limit=20`);
    expect(seqScans(nodes), plan).toEqual([]);
    const blocks = Number(nodes[0]!['Shared Hit Blocks']) + Number(nodes[0]!['Shared Read Blocks']);
    const summary = nodes
      .filter((node) => node['Relation Name'] === 'cars')
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''} ${node['Actual Rows']}`);
    expect(blocks, `${blocks} blocks: ${summary.join('; ')}\n${plan}`).toBeLessThan(2_000);
  });

  // Decision 053: a keyword, a detail or two details together count to 1,000, not 10,000.
  it.each([
    { name: 'a keyword', most: 'q=servisiran', rare: 'q=kabriolet' },
    { name: 'an equipment item', most: 'equipment=abs', rare: 'equipment=headUpDisplay' },
    {
      name: 'two details',
      most: 'vat=deductible&drive=front',
      rare: 'vat=notInSystem&drive=front',
    },
  ])('counts up to 1,000, a rare value exactly: $name', async ({ most, rare }) => {
    const total = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/car/search?${query}&page=3`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ totalDocs: number; totalCapped: boolean; data: unknown[] }>();
      return { totalDocs: body.totalDocs, totalCapped: body.totalCapped, page: body.data.length };
    };
    expect(await total(most)).toEqual({ totalDocs: 1000, totalCapped: true, page: 20 });
    const few = await total(rare);
    expect(few.totalCapped).toBe(false);
    expect(few.totalDocs).toBeGreaterThan(0);
    expect(few.totalDocs).toBeLessThan(40);
    // The capped count reads no more than its cap.
    const { nodes, plan } = await ranNodes(`/api/car/search?${most}&page=1&limit=20`);
    const limits = nodes.filter((node) => node['Node Type'] === 'Limit');
    expect(
      limits.some((node) => Number(node['Actual Rows']) === DETAIL_COUNT_CAP + 1),
      plan,
    ).toBe(true);
    expect(
      limits.every((node) => Number(node['Actual Rows']) <= DETAIL_COUNT_CAP + 1),
      plan,
    ).toBe(true);
  });

  // Four details, an equipment item and a word, each common (a fifth to a half of the cars), 1,428
  // cars together: the details' and the item's entries are intersected in one index (decision
  // 058), and the table is read for their matches alone, up to the total's cap. With an index for
  // each, one of them was read and the others tested in the table row by row (13,000 pages for
  // four details and a word at 100,000 listings).
  it('counts the matches of several details and a word from one index, reading no others', async () => {
    const url = `/api/car/search?drive=awd&transmission=${encodeURIComponent('Automatski / poluautomatski')}&vat=deductible&colour=grey&equipment=towHook&q=${encodeURIComponent('garažiran')}&page=1&limit=20`;
    const body = await listPage(url);
    expect(body.totalCapped).toBe(true);
    expect(body.data.map((car) => car._id)).toEqual(
      await plainIds(sql`
          select id from cars
          where drive in ('awd', 'awdReduction') and transmission = 'Automatski / poluautomatski'
            and vat = 'deductible' and colour = 'grey' and equipment @> '{towHook}'
            and search_vector @@ car_search_query('garažiran')
            and delisted_at is null and hidden_at is null
          order by published_at desc, id desc limit 20`),
    );
    const { nodes, plan } = await ranNodes(url);
    const counted = nodes.filter(
      (node) =>
        node['Node Type'] === 'Bitmap Heap Scan' &&
        Number(node['Actual Rows']) === DETAIL_COUNT_CAP + 1,
    );
    expect(counted, plan).toHaveLength(1);
    expect(indexes(nodes), plan).toContain('cars_detail_tags_idx');
    // The word is tested on the set's matches: two of them lack it (13,033 rows thrown away with
    // an index for each detail).
    expect(
      Number(counted[0]!['Rows Removed by Filter'] ?? 0) +
        Number(counted[0]!['Rows Removed by Index Recheck'] ?? 0),
      plan,
    ).toBeLessThan(50);
  });

  // A total capped at the page's sort (decision 053): the matches are read once for both, not
  // once for the total and again for the page.
  it.each([
    'vat=notInSystem&drive=front',
    'drive=awd&transmission=Automatski%20/%20poluautomatski&equipment=headUpDisplay',
  ])('reads the matches of %s once, for the total and the page', async (query) => {
    const { nodes, plan } = await ranNodes(`/api/car/search?${query}&page=1&limit=20`);
    const reads = nodes.filter(
      (node) =>
        node['Relation Name'] === 'cars' &&
        ['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'].includes(
          String(node['Node Type']),
        ),
    );
    expect(reads.length, plan).toBe(1);
  });

  // A word 20,000 adverts have, none of them among the cheapest three quarters: walked down the
  // price index, the first page read the 60,000 cheaper cars first (decision 044). The page comes
  // from a band of the price order instead, and is the page the plain query gives.
  it('reads a keyword’s page past its cap from a band of the order, not the cars before it', async () => {
    const orders = {
      priceAsc: sql`price asc, published_at desc, id desc`,
      priceDesc: sql`price desc, published_at desc, id desc`,
      newest: sql`published_at desc, id desc`,
      oldest: sql`published_at asc, id asc`,
    };
    for (const [sort, page] of [
      ['priceAsc', 1],
      ['priceAsc', 3],
      ['priceDesc', 2],
      ['newest', 2],
      ['oldest', 1],
    ] as const) {
      const url = `/api/car/search?q=kožna&sort=${sort}&page=${page}&limit=20`;
      const body = await listPage(url);
      expect(body.totalCapped, url).toBe(true);
      const expected = await plainIds(sql`
          select id from cars
          where search_vector @@ car_search_query('kožna') and delisted_at is null and hidden_at is null
          order by ${orders[sort]} limit 20 offset ${(page - 1) * 20}`);
      expect(
        body.data.map((car) => car._id),
        url,
      ).toEqual(expected);
      // The counted matches (1,001, from some 5,000 cars read in the table's order), then the
      // band's or the walk's: never the 60,000 cheaper cars, nor the word's 20,000 matches twice.
      // The keyword table (decision 057) reads the band's matches from the keyword's bitmap
      // alone, all 20,000 of its narrow rows (3,335 buffers, 17.5–18.3 ms), where the adverts'
      // table intersected it with the price index first (1,475–2,058 buffers, 16.8–19.9 ms).
      const { nodes, plan } = await ranNodes(encodeURI(url));
      expect(scannedRows(nodes), plan).toBeLessThan(27_000);
    }
  });

  // A word four in five adverts have, on the second page by price: the page's last match among
  // the 1,001 counted bounds a band of some 3,200 matches. The first KEYWORD_EARLY_WALK adverts
  // by price hold the page (src/cars/list-query.ts). By year the band is short and walked.
  it('finds a common word’s page past its cap at the head of the order, not in a band', async () => {
    for (const [path, sort, order] of [
      ['search', 'priceAsc', sql`price asc, published_at desc, id desc`],
      ['search', 'yearDesc', sql`year_production desc, published_at desc, id desc`],
      // The dealer's page, whose seller has every car here: the head is the seller's cars.
      [`user/${sellerId}`, 'priceAsc', sql`price asc, published_at desc, id desc`],
    ] as const) {
      const url = `/api/car/${path}?q=servisiran&sort=${sort}&page=2&limit=20`;
      const body = await listPage(url);
      const expected = await plainIds(sql`
          select id from cars
          where search_vector @@ car_search_query('servisiran') and delisted_at is null and hidden_at is null
          order by ${order} limit 20 offset 20`);
      expect(
        body.data.map((car) => car._id),
        url,
      ).toEqual(expected);
      const { nodes, plan } = await ranNodes(url);
      // The count's 1,001 matches and the cars without the word among them (about 1,260 rows),
      // then at most the head's adverts: not the band's 4,000 (5,246 rows in all without it).
      expect(scannedRows(nodes), plan).toBeLessThan(1_300 + KEYWORD_EARLY_WALK);
    }
  });

  // A common word with two filters that go together (navigation only in cars from 2023 on): the
  // planner, taking them to be independent, expected a tenth of their 8,700 cars, and read and
  // sorted them all for the second page. The newest adverts hold it (src/cars/list-query.ts,
  // KEYWORD_DATE_HEAD). With a brand, the newest of the brand's (all the cars here).
  it('finds a keyword’s page past its cap by date among the newest adverts', async () => {
    for (const [page, brand] of [
      [1, ''],
      [2, ''],
      [2, `&brand=${brandId}`],
    ] as const) {
      const url = `/api/car/search?q=servisiran&equipment=navigation&yearFrom=2023${brand}&page=${page}&limit=20`;
      const body = await listPage(url);
      const expected = await plainIds(sql`
          select id from cars
          where search_vector @@ car_search_query('servisiran') and equipment @> '{navigation}'
            and year_production >= 2023 and delisted_at is null and hidden_at is null
          order by published_at desc, id desc limit 20 offset ${(page - 1) * 20}`);
      expect(body.totalCapped, url).toBe(true);
      expect(
        body.data.map((car) => car._id),
        url,
      ).toEqual(expected);
      // The count's 1,001 matches and the cars without the word among them, then at most the
      // head's adverts: not the 8,700 cars of the two filters (9,947 rows in all without it).
      const { nodes, plan } = await ranNodes(url);
      expect(scannedRows(nodes), plan).toBeLessThan(1_300 + KEYWORD_DATE_HEAD);
    }
  });

  it('reads a seller’s page with a keyword without scanning the table', async () => {
    for (const q of ['kabriolet', 'servisiran']) {
      const { nodes, plan } = await ranNodes(`/api/car/user/${sellerId}?q=${q}&page=1&limit=20`);
      // A word most of them have is read in the table's order up to the cap, no further.
      for (const scan of seqScans(nodes)) {
        expect(Number(scan['Actual Rows']), plan).toBeLessThanOrEqual(DETAIL_COUNT_CAP + 1);
        expect(Number(scan['Rows Removed by Filter']), plan).toBeLessThan(DETAIL_COUNT_CAP / 2);
      }
    }
  });
});
