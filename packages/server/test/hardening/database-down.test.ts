import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/lib/db-errors.ts';
import errorsPlugin from '../../src/plugins/app/errors.ts';
import { freePort } from '../../resilience/lib/server.ts';

/** A real error of drizzle + node-postgres: nothing listens on the port. */
async function refusedQueryError(): Promise<unknown> {
  const port = await freePort();
  const database = await openDatabase({
    kind: 'postgres',
    url: `postgres://x@127.0.0.1:${port}/x`,
  });
  try {
    await database.db.execute(sql`select 1`);
    throw new Error('the query should have failed');
  } catch (error) {
    return error;
  } finally {
    await database.close();
  }
}

describe('the database is unreachable', () => {
  it('recognises connection failures, not bugs', async () => {
    expect(isDatabaseUnavailable(await refusedQueryError())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });

  it('answers 503 in Serbian with Retry-After, not 500', async () => {
    const error = await refusedQueryError();
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw error;
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      message: 'Baza podataka trenutno nije dostupna. Pokušajte ponovo za nekoliko trenutaka.',
    });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
