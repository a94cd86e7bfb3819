import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearches, users } from '../../db/schema/index.ts';
import { NOTICE_KINDS, verifyUnsubscribe, type UnsubscribeScope } from '../../cars/index.ts';
import { t } from '../../lib/i18n.ts';
import { errorResponses, noAuth } from '../../lib/schemas.ts';

const invalid = () => t('savedSearch.unsubscribeInvalid');

const query = z.object({
  ids: z
    .string({ error: invalid })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: invalid }))
        .min(1, { error: invalid })
        .max(20, { error: invalid }),
    )
    .optional()
    .describe('the saved searches whose alerts stop'),
  notice: z
    .enum(NOTICE_KINDS, { error: invalid })
    .optional()
    .describe('or the notice kind that stops for `user`'),
  user: z.uuid({ error: invalid }).optional(),
  iat: z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .positive({ error: invalid })
    .describe('when the link was mailed (seconds since 1970); links expire after 60 days'),
  token: z.string({ error: invalid }).min(1, { error: invalid }).max(100, { error: invalid }),
});

/**
 * One-click unsubscribe (RFC 8058): the signed link of a notice mail turns its searches' alerts
 * off (or the user's new-listings digest, or e-mail notices of followed adverts), with no login
 * and no cookie; a link older than 60 days answers 410. Mail clients POST `List-Unsubscribe=One-Click` as a form;
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
      // The answer names the person's searches and the address carries their signature: no
      // cache keeps either (errors included).
      onRequest: (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      },
      schema: {
        tags: ['saved-search'],
        operationId: 'unsubscribeSavedSearch',
        summary: 'Turn the signed notices off (link in every notice mail; no login)',
        security: noAuth,
        querystring: query,
        response: {
          200: z
            .object({ message: z.string(), names: z.array(z.string()) })
            .meta({ id: 'SavedSearchUnsubscribed' }),
          ...errorResponses(400, 404, 410, 429),
        },
      },
    },
    async (request) => {
      const { ids, notice, user, iat, token } = request.query;
      const scope: UnsubscribeScope | undefined = ids
        ? { ids }
        : notice && user
          ? { notice, user }
          : undefined;
      if (!scope) throw app.httpError(400, 'savedSearch.unsubscribeInvalid');
      const check = verifyUnsubscribe(app.config.JWT_SECRET, scope, iat, token, app.clock.now());
      if (check === 'invalid') throw app.httpError(400, 'savedSearch.unsubscribeInvalid');
      if (check === 'expired') throw app.httpError(410, 'savedSearch.unsubscribeExpired');
      if ('notice' in scope) {
        const set =
          scope.notice === 'newListings'
            ? { newListingsPace: 'off' as const }
            : { isEmail: false as const };
        const rows = await app.db
          .update(users)
          .set({ ...set, updatedAt: app.clock.now() })
          .where(eq(users.id, scope.user))
          .returning({ id: users.id });
        if (rows.length === 0) throw app.httpError(404, 'savedSearch.unsubscribeGone');
        return { message: app.t(`savedSearch.unsubscribedNotice.${scope.notice}`), names: [] };
      }
      const rows = await app.db
        .update(savedSearches)
        .set({ alert: 'off', updatedAt: app.clock.now() })
        .where(inArray(savedSearches.id, scope.ids))
        .returning({ name: savedSearches.name });
      if (rows.length === 0) throw app.httpError(404, 'savedSearch.unsubscribeGone');
      const names = rows.map((r) => r.name);
      return {
        message: app.t('savedSearch.unsubscribed', {
          names: names.map((n) => `„${n}“`).join(', '),
        }),
        names,
      };
    },
  );
};

export default unsubscribeRoutes;
