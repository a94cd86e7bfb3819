import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobName } from '../../jobs/index.ts';

const JOB_NAMES = [
  'newListingPush',
  'favouriteDigest',
  'expireSubscriptions',
  'pruneViews',
  'sweepOrphanFiles',
] as const satisfies readonly JobName[];

/**
 * Test-only (end-to-end suite): runs a background job now instead of on its timer, e.g. the
 * favourites digest after the clock was moved an hour on. Same guard as the clock route.
 */
const testJobRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.E2E_CLOCK_CONTROL || app.config.NODE_ENV !== 'test') {
    throw new Error('Test routes need E2E_CLOCK_CONTROL=true and NODE_ENV=test.');
  }
  app.post(
    '/jobs/:name',
    {
      schema: {
        hide: true,
        params: z.strictObject({ name: z.enum(JOB_NAMES) }),
        response: { 200: z.object({ handled: z.number().int() }) },
      },
    },
    async (request) => ({ handled: await app.jobs.run(request.params.name) }),
  );
};

export default testJobRoutes;
