import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionPaymentsOf } from '../../subscriptions/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';

const recordedPaymentSchema = z
  .object({
    _id: z.string(),
    paidOn: z.iso.date().describe('The day of the payment (YYYY-MM-DD)'),
    amount: z.number().describe('In dinars'),
    months: z.number().int(),
    recordedBy: z.string().nullable().describe("The admin's e-mail"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RecordedPayment' });

/** A subscription's history: the payments admins recorded when activating or extending it. */
const subscriptionPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions/:id/payments',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListSubscriptionPayments',
        summary: "A subscription's recorded payments, oldest first",
        security: bearer,
        params: idParams,
        response: {
          200: z.object({ data: z.array(recordedPaymentSchema) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: (await subscriptionPaymentsOf(app, request.params.id)).map(
        ({ payment, recordedBy }) => ({
          _id: payment.id,
          paidOn: payment.paidOn,
          amount: payment.amount,
          months: payment.months,
          recordedBy,
          createdAt: payment.createdAt.toISOString(),
        }),
      ),
    }),
  );
};

export default subscriptionPaymentsRoutes;
