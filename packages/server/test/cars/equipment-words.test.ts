import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_ITEMS } from '@autoberza/contract/car-details';
import { localesFolder } from '../../src/paths.ts';
import { createMigratedTestDatabase } from '../helpers.ts';

/**
 * The keyword search finds a car by the names of its equipment (migration 0027,
 * `car_equipment_words`): the database's copy of the names must be the locale's, so that a label
 * changed without a migration fails here. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const labels = (
  JSON.parse(readFileSync(path.join(localesFolder, 'cars.json'), 'utf8')) as {
    equipment: { items: Record<string, string> };
  }
).equipment.items;

describe('the equipment’s words in the database', () => {
  let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
  });
  afterAll(() => database.drop());

  const words = async (items: string[]) => {
    const result = (await database.db.execute(
      sql`select car_equipment_words(${`{${items.join(',')}}`}::text[]) as words`,
    )) as unknown as { rows: { words: string }[] };
    return result.rows[0]!.words;
  };

  it('are the locale’s label of each item', async () => {
    const stored: Record<string, string> = {};
    for (const item of EQUIPMENT_ITEMS) stored[item] = await words([item]);
    expect(stored).toEqual(labels);
  });

  it('name every item of a car, and nothing for none or an unknown one', async () => {
    expect(await words(['abs', 'towHook'])).toBe(`${labels.abs} ${labels.towHook}`);
    expect(await words([])).toBe('');
    expect(await words(['wings'])).toBe('');
  });
});
