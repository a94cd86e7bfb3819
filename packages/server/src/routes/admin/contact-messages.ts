import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerMessage,
  listContactMessages,
  setHandled,
  type ContactMessageListRow,
} from '../../contact/index.ts';
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

const ANSWER_MAX = 5000;

const contactMessageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    handled: z
      .object({ at: z.iso.datetime(), by: z.string().nullable().describe("The admin's e-mail") })
      .nullable(),
    answer: z
      .object({
        text: z.string(),
        at: z.iso.datetime(),
        by: z.string().nullable().describe("The admin's e-mail"),
      })
      .nullable(),
  })
  .meta({ id: 'ContactMessage' });

function toContactMessage(row: ContactMessageListRow): z.infer<typeof contactMessageSchema> {
  const m = row.message;
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    userId: m.userId,
    createdAt: m.createdAt.toISOString(),
    handled: m.handledAt ? { at: m.handledAt.toISOString(), by: row.handledByEmail } : null,
    answer:
      m.answer !== null && m.answeredAt
        ? { text: m.answer, at: m.answeredAt.toISOString(), by: row.answeredByEmail }
        : null,
  };
}

const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListContactMessages',
        summary: 'Messages sent through the contact form, newest first',
        security: bearer,
        querystring: z.strictObject({
          ...pageQuery,
          state: z
            .preprocess(
              (v) => (v === '' ? undefined : v),
              z.enum(['unhandled', 'handled']).optional(),
            )
            .describe('Only unhandled or only handled messages'),
        }),
        response: {
          200: paged(contactMessageSchema).extend({
            unhandled: z.number().int().describe('How many messages are not handled yet'),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, limit, state } = request.query;
      const { rows, total, unhandled } = await listContactMessages(app.db, state, page, limit);
      return { data: rows.map(toContactMessage), ...pageInfo(total, page, limit), unhandled };
    },
  );

  app.post(
    '/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminSetContactMessageHandled',
        summary: 'Mark a contact message handled, or open again',
        security: bearer,
        params: idParams,
        body: z.strictObject({ handled: z.boolean() }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { handled } = request.body;
      await setHandled(app, { id: request.params.id, actorId: request.user!.id, handled });
      return { message: app.t(handled ? 'contact.markedHandled' : 'contact.reopened') };
    },
  );

  app.post(
    '/contact-messages/:id/answer',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminAnswerContactMessage',
        summary: 'Answer a contact message: e-mailed to the sender and kept with the message',
        security: bearer,
        params: idParams,
        body: z.strictObject({
          answer: z
            .string({ error: () => t('contact.answerRequired') })
            .trim()
            .min(1, { error: () => t('contact.answerRequired') })
            .max(ANSWER_MAX, { error: () => t('contact.answerTooLong', { max: ANSWER_MAX }) }),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await answerMessage(app, {
        id: request.params.id,
        actorId: request.user!.id,
        answer: request.body.answer,
      });
      return { message: app.t('contact.answered') };
    },
  );
};

export default contactMessagesRoutes;
