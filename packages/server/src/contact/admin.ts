import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { userScript } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Executor } from '../db/client.ts';
import { contactMessages, users } from '../db/schema/index.ts';

export type MessageState = 'unhandled' | 'handled';

const answeredBy = alias(users, 'answered_by_user');
const handledBy = alias(users, 'handled_by_user');

const stateWhere = (state?: MessageState): SQL | undefined =>
  state === 'unhandled'
    ? isNull(contactMessages.handledAt)
    : state === 'handled'
      ? isNotNull(contactMessages.handledAt)
      : undefined;

/** One page of contact messages, newest first, with who handled and answered them. */
export async function listContactMessages(
  db: Executor,
  state: MessageState | undefined,
  page: number,
  limit: number,
) {
  const where = stateWhere(state);
  const [rows, [total], [unhandled]] = await Promise.all([
    db
      .select({
        message: contactMessages,
        handledByEmail: handledBy.email,
        answeredByEmail: answeredBy.email,
      })
      .from(contactMessages)
      .leftJoin(handledBy, eq(handledBy.id, contactMessages.handledBy))
      .leftJoin(answeredBy, eq(answeredBy.id, contactMessages.answeredBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(stateWhere('unhandled')),
  ]);
  return { rows, total: Number(total?.n ?? 0), unhandled: Number(unhandled?.n ?? 0) };
}

export type ContactMessageListRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

async function lockMessage(app: FastifyInstance, tx: Executor, id: string) {
  const [message] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!message) throw app.httpError(404, 'contact.notFound');
  return message;
}

const labelOf = (m: { name: string; email: string }) => `${m.name} <${m.email}>`;

/** Marks a message handled, or open again (handled: false); audited in the same transaction. */
export async function setHandled(
  app: FastifyInstance,
  input: { id: string; actorId: string; handled: boolean },
) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const message = await lockMessage(app, tx, input.id);
    if ((message.handledAt !== null) === input.handled) return;
    if (!input.handled && message.answeredAt !== null) {
      throw app.httpError(409, 'contact.answeredStaysHandled');
    }
    await tx
      .update(contactMessages)
      .set(
        input.handled
          ? { handledAt: now, handledBy: input.actorId }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.handled ? 'contactMessage.handle' : 'contactMessage.reopen',
      target: { kind: 'contactMessage', id: message.id, label: labelOf(message) },
      at: now,
    });
  });
}

/**
 * Answers a message: the answer is e-mailed to the sender through the outbox, kept with the
 * message (who, when, the text), and the message is marked handled. One answer per message.
 */
export async function answerMessage(
  app: FastifyInstance,
  input: { id: string; actorId: string; answer: string },
) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const message = await lockMessage(app, tx, input.id);
    if (message.answeredAt !== null) throw app.httpError(409, 'contact.alreadyAnswered');
    // A signed-in sender's setting now, else the script the message was written in.
    const [sender] = message.userId
      ? await tx.select({ script: users.script }).from(users).where(eq(users.id, message.userId))
      : [];
    await tx
      .update(contactMessages)
      .set({
        answer: input.answer,
        answeredAt: now,
        answeredBy: input.actorId,
        handledAt: message.handledAt ?? now,
        handledBy: message.handledBy ?? input.actorId,
      })
      .where(eq(contactMessages.id, message.id));
    await app.mailer.enqueue(
      {
        to: message.email,
        template: 'contactAnswer',
        script: userScript({ script: sender?.script ?? message.script }),
        vars: {
          firstName: message.name,
          message: message.message,
          answer: input.answer,
          sentAt: message.createdAt,
        },
        ...(app.config.OPERATOR_EMAIL ? { replyTo: app.config.OPERATOR_EMAIL } : {}),
      },
      tx,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'contactMessage.answer',
      target: { kind: 'contactMessage', id: message.id, label: labelOf(message) },
      at: now,
    });
  });
}
