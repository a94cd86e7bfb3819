import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../lib/i18n.ts';
import {
  bearer,
  documentOnlyBody,
  errorResponses,
  idParams,
  messageSchema,
  pageInfo,
  paged,
  pageQuery,
} from '../../lib/schemas.ts';
import {
  decideEntry,
  entriesForDecision,
  importStatement,
  MAX_STATEMENT_BYTES,
  StatementError,
} from '../../subscriptions/index.ts';
import { SUBSCRIPTION_PAYMENT } from '../user/subscription.ts';

const summarySchema = messageSchema
  .extend({
    activated: z.number().int().describe('Requested subscriptions the statement activated'),
    alreadyImported: z.number().int().describe('Credits imported before: nothing was done'),
    forDecision: z.number().int().describe('New credits waiting for an administrator'),
    credits: z.number().int().describe('Credits in the file (debits are skipped)'),
  })
  .meta({ id: 'StatementImportSummary' });

const entrySchema = z
  .object({
    _id: z.string(),
    transactionId: z.string().nullable(),
    bookedOn: z.iso.date(),
    amount: z.number().describe('In dinars'),
    reference: z.string().nullable().describe('As the bank wrote it'),
    payer: z.string().nullable(),
    purpose: z.string().nullable(),
    issue: z.enum(['unknownReference', 'amountMismatch', 'notPending']),
    expectedAmount: z.number().describe('What a subscription costs now, in dinars'),
    subscription: z
      .object({
        _id: z.string(),
        referenceNumber: z.string(),
        status: z.enum(['pending', 'active', 'expired', 'cancelled']),
        email: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'StatementEntry' });

/** Admin: bank statements (import, the credits waiting for a decision, the decision). */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/statements',
    {
      validatorCompiler: documentOnlyBody,
      schema: {
        tags: ['admin'],
        operationId: 'adminImportStatement',
        summary:
          'Import a bank statement (multipart field `file`: camt.053 XML or CSV); matching credits activate subscriptions',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: z
          .object({
            file: z
              .string()
              .meta({ format: 'binary' })
              .describe('camt.053 XML or CSV (docs/product.md), at most 2 MB'),
          })
          .meta({ id: 'StatementForm' }),
        response: {
          200: summarySchema,
          ...errorResponses(400, 401, 403, 406, 413, 415),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw app.httpError(415, 'errors.multipartExpected');
      const file = await request.file({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw app.httpError(400, 'statement.fileRequired');
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw app.httpError(413, 'statement.tooLarge');
        throw error;
      });
      try {
        const summary = await importStatement(app, {
          file: content,
          actorId: request.user!.id,
          months: SUBSCRIPTION_PAYMENT.months,
        });
        return { message: app.t('statement.imported'), ...summary };
      } catch (error) {
        if (error instanceof StatementError) {
          throw app.httpError(
            error.key === 'statement.tooLarge' ? 413 : 400,
            error.key,
            error.vars,
          );
        }
        throw error;
      }
    },
  );

  app.get(
    '/statements/entries',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListStatementEntries',
        summary: 'Credits of imported statements waiting for a decision, oldest first',
        security: bearer,
        querystring: z.object(pageQuery),
        response: { 200: paged(entrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await entriesForDecision(app, page, limit);
      return {
        data: rows.map(({ entry, sub, email }) => ({
          _id: entry.id,
          transactionId: entry.transactionId,
          bookedOn: entry.bookedOn,
          amount: entry.amount,
          reference: entry.reference,
          payer: entry.payer,
          purpose: entry.purpose,
          issue: entry.issue ?? 'unknownReference',
          expectedAmount: app.config.SUBSCRIPTION_PRICE_RSD * SUBSCRIPTION_PAYMENT.months,
          subscription: sub
            ? { _id: sub.id, referenceNumber: sub.referenceNumber, status: sub.status, email }
            : null,
        })),
        ...pageInfo(total, page, limit),
      };
    },
  );

  app.post(
    '/statements/entries/:id/decide',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDecideStatementEntry',
        summary:
          'Activate (or extend) the subscription a waiting credit names, or dismiss the credit',
        security: bearer,
        params: idParams,
        body: z.strictObject({
          decision: z.enum(['activate', 'dismiss']),
          reason: z
            .string({ error: () => t('statement.reasonRequired') })
            .trim()
            .min(1, { error: () => t('statement.reasonRequired') })
            .max(1000)
            .describe('Kept in the audit log'),
        }),
        response: {
          200: messageSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      await decideEntry(app, {
        entryId: request.params.id,
        actorId: request.user!.id,
        decision,
        reason,
        months: SUBSCRIPTION_PAYMENT.months,
      });
      return {
        message: app.t(decision === 'activate' ? 'statement.activated' : 'statement.dismissed'),
      };
    },
  );
};

export default statementRoutes;
