import { DAY } from '@autoberza/contract/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_NAMES } from '../../jobs/index.ts';
import { isOffsetClock } from '../../plugins/app/clock.ts';

/** Ahead of the real time by `offsetMs`, or set to the instant `at` (a fixed day, say). */
const clockSchema = z.union([
  z.object({
    offsetMs: z
      .number()
      .int()
      .min(0)
      .max(365 * DAY),
  }),
  z.object({ at: z.iso.datetime({ offset: true }) }),
]);

const clockStateSchema = z.object({ offsetMs: z.number(), now: z.string() });

/**
 * Test-only routes (end-to-end suite): registered only with E2E_CLOCK_CONTROL=true, which the
 * configuration refuses outside NODE_ENV=test. Hidden from the OpenAPI document.
 */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.E2E_CLOCK_CONTROL || app.config.NODE_ENV !== 'test') {
    throw new Error('Test routes need E2E_CLOCK_CONTROL=true and NODE_ENV=test.');
  }
  const clock = app.clock;
  if (!isOffsetClock(clock)) throw new Error('Test routes need the offset clock.');

  app.get('/clock', { schema: { hide: true, response: { 200: clockStateSchema } } }, async () => ({
    offsetMs: clock.offsetMs,
    now: clock.now().toISOString(),
  }));

  // Runs a background job now instead of waiting for its timer (after the clock moved, say).
  app.post(
    '/jobs/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.enum(JOB_NAMES) }),
        response: { 200: z.object({ handled: z.number() }) },
      },
    },
    async (request) => ({ handled: await app.jobs.run(request.params.name) }),
  );

  app.post(
    '/clock',
    {
      schema: {
        hide: true,
        body: clockSchema,
        response: { 200: clockStateSchema },
      },
    },
    async (request) => {
      const { body } = request;
      if ('at' in body) clock.setTime(new Date(body.at));
      else clock.setOffset(body.offsetMs);
      return { offsetMs: clock.offsetMs, now: clock.now().toISOString() };
    },
  );
};

export default testRoutes;
