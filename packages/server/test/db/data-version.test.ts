import { Column, getTableColumns, getTableName, is, sql, SQL, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAR_COLUMNS_NOT_VERSIONED,
  carDataVersion,
  carImages,
  cars,
  users,
} from '../../src/db/schema/index.ts';
import { carSelection } from '../../src/cars/index.ts';
import { createMigratedTestDatabase } from '../helpers.ts';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.drop());

const version = async () =>
  Number((await database.db.select({ v: carDataVersion.version }).from(carDataVersion))[0]!.v);

/** Whether the statement bumps car_data_version. Statement-level triggers fire on zero rows too. */
async function bumps(statement: PromiseLike<unknown>): Promise<boolean> {
  const before = await version();
  await statement;
  return (await version()) !== before;
}

function keyOf(table: PgTable, column: Column): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  return entry[0];
}

/** `update <table> set <column> = <column> where false`, built from the schema. */
const touch = (table: PgTable, column: Column) =>
  database.db
    .update(table)
    .set({ [keyOf(table, column)]: sql`${column}` } as never)
    .where(sql`false`);

/** Every column a value of the car query's selection reads (a whole table: all of its columns). */
function columnsOf(value: unknown): Column[] {
  if (is(value, Column)) return [value];
  if (is(value, Table)) return Object.values(getTableColumns(value));
  if (is(value, SQL) || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(columnsOf);
}

const name = (column: Column) =>
  `${getTableName(column.table)}.${keyOf(column.table as PgTable, column)}`;

describe('car_data_version', () => {
  it('exists once, from the migration', async () => {
    const rows = await database.db.select().from(carDataVersion);
    expect(rows).toHaveLength(1);
  });

  it('is bumped by a change of any column of cars but the view counter and the notice mark', async () => {
    const columns = getTableColumns(cars);
    for (const key of CAR_COLUMNS_NOT_VERSIONED) expect(Object.keys(columns)).toContain(key);
    const wrong: string[] = [];
    for (const [key, column] of Object.entries(columns)) {
      // A generated column (the keyword document) is never written: its sources are.
      if (column.generated) continue;
      const exempt = (CAR_COLUMNS_NOT_VERSIONED as readonly string[]).includes(key);
      // A new column that the trigger's UPDATE OF list does not name fails here.
      if ((await bumps(touch(cars, column))) === exempt) wrong.push(`${key} (exempt: ${exempt})`);
    }
    expect(wrong).toEqual([]);
  });

  it('is bumped by inserting, deleting and changing cars and their photos', async () => {
    for (const table of [cars, carImages]) {
      const written = sql.join(
        Object.values(getTableColumns(table))
          .filter((column) => !column.generated)
          // The schema's casing is snake_case (src/db/client.ts).
          .map((column) =>
            sql.identifier(column.name.replace(/[A-Z]/g, (c: string) => `_${c.toLowerCase()}`)),
          ),
        sql`, `,
      );
      expect(
        await bumps(
          database.db.execute(
            sql`insert into ${table} (${written}) select ${written} from ${table} where false`,
          ),
        ),
      ).toBe(true);
      expect(await bumps(database.db.delete(table).where(sql`false`))).toBe(true);
    }
    for (const column of Object.values(getTableColumns(carImages))) {
      expect(await bumps(touch(carImages, column))).toBe(true);
    }
  });

  it('is bumped by every column of another table that a listed car shows or joins on', async () => {
    const embedded = [
      ...columnsOf(carSelection),
      // Join keys and visibility, not selected themselves.
      users.cityId,
      users.status,
    ].filter((column) => column.table !== cars);
    expect(embedded.map(name)).toEqual(
      expect.arrayContaining([
        'users.firstName',
        'users.phone',
        'brands.name',
        'models.name',
        'cities.name',
      ]),
    );
    const missed: string[] = [];
    for (const column of embedded) {
      if (!(await bumps(touch(column.table as PgTable, column)))) missed.push(name(column));
    }
    expect(missed).toEqual([]);
  });

  it('is not bumped by account bookkeeping (sign-in state, password, preferences)', async () => {
    for (const column of [
      users.tokenVersion,
      users.passwordHash,
      users.isEmail,
      users.isNotification,
    ]) {
      expect(await bumps(touch(users, column))).toBe(false);
    }
  });
});
