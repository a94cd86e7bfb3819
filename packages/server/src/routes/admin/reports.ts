import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dismissReports,
  hideCar,
  listQueue,
  reportedAdvertSchema,
  restoreCar,
} from '../../moderation/index.ts';
import { t } from '../../lib/i18n.ts';
import {
  bearer,
  errorResponses,
  idParams,
  messageSchema,
  pageInfo,
  pageQuery,
  paged,
} from '../../lib/schemas.ts';

const REASON_MAX = 1000;

const optionalReason = z
  .strictObject({
    reason: z.string().trim().max(REASON_MAX).optional().describe('kept in the audit log'),
  })
  .nullish();

/**
 * The queue of reported adverts and what an administrator does with one (docs/product.md,
 * “Reports and moderation”). `:id` is the advert's. Removal is DELETE /admin/cars/:id.
 */
const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListReports',
        summary: 'Reported adverts, newest activity first; `show=all` also the handled and hidden',
        security: bearer,
        querystring: z.strictObject({
          show: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'all']).optional()),
          ...pageQuery,
        }),
        response: {
          200: paged(reportedAdvertSchema)
            .extend({ open: z.number().int().describe('adverts waiting for an administrator') })
            .meta({ id: 'ReportQueue' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { show = 'open', page, limit } = request.query;
      const { items, total, open } = await listQueue(app, show, page, limit);
      return { data: items, ...pageInfo(total, page, limit), open };
    },
  );

  app.post(
    '/reports/:id/dismiss',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDismissReports',
        summary: "Dismiss the advert's open reports; the advert stays as it is",
        security: bearer,
        params: idParams,
        body: optionalReason,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await dismissReports(app, {
        carId: request.params.id,
        actorId: request.user!.id,
        reason: request.body?.reason || undefined,
      });
      return { message: app.t('moderation.dismissed') };
    },
  );

  app.post(
    '/reports/:id/hide',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminHideCar',
        summary:
          'Hide the advert until its seller fixes it (the reason is mailed); on an advert changed since, keep it hidden',
        security: bearer,
        params: idParams,
        body: z.strictObject({
          reason: z
            .string({ error: () => t('moderation.hideReasonRequired') })
            .trim()
            .min(1, { error: () => t('moderation.hideReasonRequired') })
            .max(REASON_MAX),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const done = await hideCar(app, {
        carId: request.params.id,
        actorId: request.user!.id,
        reason: request.body.reason,
      });
      return { message: app.t(`moderation.${done}`) };
    },
  );

  app.post(
    '/reports/:id/restore',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRestoreCar',
        summary: 'Make a hidden advert visible again (the seller is told)',
        security: bearer,
        params: idParams,
        body: optionalReason,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await restoreCar(app, {
        carId: request.params.id,
        actorId: request.user!.id,
        reason: request.body?.reason || undefined,
      });
      return { message: app.t('moderation.restored') };
    },
  );
};

export default adminReportRoutes;
