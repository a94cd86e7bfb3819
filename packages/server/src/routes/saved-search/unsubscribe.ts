import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearches } from '../../db/schema/index.ts';
import { verifyUnsubscribe } from '../../lib/saved-search-token.ts';
import { t } from '../../lib/i18n.ts';
import { errorResponses, noAuth } from '../../lib/schemas.ts';

const query = z.object({
  ids: z
    .string({ error: () => t('savedSearch.unsubscribeInvalid') })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: () => t('savedSearch.unsubscribeInvalid') }))
        .min(1, { error: () => t('savedSearch.unsubscribeInvalid') })
        .max(20, { error: () => t('savedSearch.unsubscribeInvalid') }),
    ),
  token: z
    .string({ error: () => t('savedSearch.unsubscribeInvalid') })
    .min(1, { error: () => t('savedSearch.unsubscribeInvalid') })
    .max(100, { error: () => t('savedSearch.unsubscribeInvalid') }),
});

/**
 * One-click unsubscribe (RFC 8058): the signed link of an alert mail turns its searches' alerts
 * off, with no login and no cookie. Mail clients POST `List-Unsubscribe=One-Click` as a form;
 * the app's confirmation page POSTs with no body. A GET changes nothing (link scanners).
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The form body carries nothing we need; accept it here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/unsubscribe',
    {
      // One-click requests come from mail providers' servers, many users behind one address;
      // the 256-bit signature needs no guessing limit, this only bounds the load.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['saved-search'],
        operationId: 'unsubscribeSavedSearch',
        summary: 'Turn the alerts of the signed searches off (link in every alert mail; no login)',
        security: noAuth,
        querystring: query,
        response: {
          200: z
            .object({ message: z.string(), names: z.array(z.string()) })
            .meta({ id: 'SavedSearchUnsubscribed' }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      const { ids, token } = request.query;
      if (!verifyUnsubscribe(app.config.JWT_SECRET, ids, token))
        throw app.httpError(400, 'savedSearch.unsubscribeInvalid');
      const rows = await app.db
        .update(savedSearches)
        .set({ alert: 'off', updatedAt: app.clock.now() })
        .where(inArray(savedSearches.id, ids))
        .returning({ name: savedSearches.name });
      if (rows.length === 0) throw app.httpError(404, 'savedSearch.unsubscribeGone');
      const names = rows.map((r) => r.name);
      return {
        message: app.t('savedSearch.unsubscribed', {
          names: names.map((n) => `„${n}”`).join(', '),
        }),
        names,
      };
    },
  );
};

export default unsubscribeRoutes;
