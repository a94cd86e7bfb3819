import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_OPTIONS } from '../../src/db/client.ts';
import { cars, models } from '../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, onPostgres, type TestApp } from '../helpers.ts';
import { planNodes, statementsOf } from '../routes/car/plans.ts';

/**
 * A model's market (docs/decisions/052) reads the adverts of that model by its index, not the
 * listings of every model: at 40,000 listings over the fixture's models, the statement that reads
 * the adverts is planned without a sequential scan of `cars`. PostgreSQL only (decision 009).
 */

const LISTINGS = 40_000;

describe.runIf(onPostgres)('the plan of a model’s market', () => {
  let t: TestApp;
  let token: string;
  let market: { id: string; brandId: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await approvedUser(t.app);
    token = seller.token;
    const all = await t.app.db.select({ id: models.id, brandId: models.brandId }).from(models);
    market = all[0]!;
    const now = t.clock.now().getTime();
    for (let from = 0; from < LISTINGS; from += 2000) {
      await t.app.db.insert(cars).values(
        Array.from({ length: 2000 }, (_, n) => {
          const i = from + n;
          const model = all[i % all.length]!;
          return {
            id: randomUUID(),
            userId: seller.id,
            brandId: model.brandId,
            modelId: model.id,
            price: 1000 + ((i * 7919) % 40_000),
            yearProduction: 2005 + (i % 20),
            publishedAt: new Date(now - (i % 400) * 86_400_000),
            expiresAt: new Date(now + 30 * 86_400_000),
          };
        }),
      );
    }
    await t.app.db.execute(sql`vacuum analyze cars`);
  }, 180_000);
  afterAll(() => t?.close());

  it('reads the model’s adverts by its index', async () => {
    const sent = await statementsOf(t, `/api/market/${market.brandId}/${market.id}`, token);
    const read = sent.find((statement) => /"cars"\."model_id" = \$/.test(statement.text));
    expect(read).toBeDefined();
    const client = new pg.Client({
      connectionString: (t.database as { url?: string }).url,
      options: CONNECTION_OPTIONS,
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
        `explain (format json) ${read!.text}`,
        read!.params,
      );
      const nodes = [...planNodes(rows[0]!['QUERY PLAN'][0].Plan)];
      const onCars = nodes.filter((node) => node['Relation Name'] === 'cars');
      expect(onCars.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      // An index scan, or a bitmap index scan under a bitmap heap scan (no relation named).
      const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
      expect(indexes).toContainEqual(expect.stringMatching(/^cars_.*model/));
    } finally {
      await client.end();
    }
  });
});
