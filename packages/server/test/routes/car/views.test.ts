import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { cars, carViews } from '../../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, fixturesSeedData, type TestApp } from '../../helpers.ts';
import { createCar, refs, type Refs } from './car-helpers.ts';

/**
 * Views are counted without a write on the request path (decision 009): noted in memory,
 * written in batches, still once per viewer, car and hour, also across two instances on one
 * database.
 */

let t: TestApp;
let token: string;
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
  const seller = await approvedUser(t.app);
  token = seller.token;
  r = await refs(t.app, token);
});
afterAll(() => t.close());

async function publishedCar(): Promise<string> {
  const car = await createCar(t.app, token, r);
  t.clock.advance(21 * 60 * 1000);
  return car._id;
}

const visit = (app: FastifyInstance, id: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/car/${id}`, remoteAddress });

async function stored(id: string): Promise<number> {
  const [row] = await t.app.db.select({ n: cars.viewsCount }).from(cars).where(eq(cars.id, id));
  return row!.n;
}

describe('views', () => {
  it('costs no write on the request path; the next batch writes it', async () => {
    const id = await publishedCar();
    const res = await visit(t.app, id, '203.0.113.1');
    expect(res.statusCode).toBe(200);
    // The viewer sees their view at once...
    expect(res.json()).toMatchObject({ viewsCount: 1 });
    // ...the database only after the flush.
    expect(await stored(id)).toBe(0);
    expect(await t.app.db.select().from(carViews).where(eq(carViews.carId, id))).toHaveLength(0);
    expect(await t.app.views.flush()).toBe(1);
    expect(await stored(id)).toBe(1);
    expect((await visit(t.app, id, '203.0.113.1')).json()).toMatchObject({ viewsCount: 1 });
  });

  it('writes many viewers in one batch, each once per hour', async () => {
    const id = await publishedCar();
    for (let i = 1; i <= 40; i += 1) {
      await visit(t.app, id, `198.51.100.${i}`);
      await visit(t.app, id, `198.51.100.${i}`);
    }
    expect(await t.app.views.flush()).toBe(40);
    expect(await stored(id)).toBe(40);
    await visit(t.app, id, '198.51.100.1');
    expect(await t.app.views.flush()).toBe(0);
    t.clock.advance(60 * 60 * 1000);
    await visit(t.app, id, '198.51.100.1');
    expect(await t.app.views.flush()).toBe(1);
    expect(await stored(id)).toBe(41);
  });

  it('drops views of an advert deleted before the flush and keeps the others', async () => {
    const kept = await publishedCar();
    const gone = await publishedCar();
    await visit(t.app, gone, '192.0.2.1');
    await visit(t.app, kept, '192.0.2.1');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/car/${gone}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await t.app.views.flush()).toBe(1);
    expect(await stored(kept)).toBe(1);
  });

  it('two instances on one database count a viewer once; closing writes what is pending', async () => {
    const id = await publishedCar();
    const second = await buildApp({
      config: t.config,
      clock: t.clock,
      database: t.database,
      seedDataFolder: fixturesSeedData,
      appDist: '/nonexistent',
      outbox: { worker: false },
      batches: { timer: false },
    });
    await second.ready();
    try {
      await visit(t.app, id, '203.0.113.50');
      await visit(second, id, '203.0.113.50');
      await visit(second, id, '203.0.113.51');
      await Promise.all([t.app.views.flush(), second.views.flush()]);
      expect(await stored(id)).toBe(2);
      await visit(second, id, '203.0.113.52');
    } finally {
      await second.close();
    }
    expect(await stored(id)).toBe(3);
  });
});
