import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/index.ts';
import { cities, users } from '../../db/schema/index.ts';
import { bearer, errorResponses, idParams, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';
import { loadUser, toUser, userSchema, userScript } from '../../accounts/index.ts';
import { noFlag, sellerFlagFields, sellerFlags } from '../../moderation/index.ts';

/** An account as the console lists it: with its record of hidden adverts (the flag). */
const adminUserSchema = userSchema.extend(sellerFlagFields).meta({ id: 'AdminUser' });

type Status = 'pending' | 'approved' | 'rejected' | 'blocked';
type Action = 'approve' | 'reject' | 'block' | 'unblock';

/** Which states each action may start from, where it leads, and the mail it sends. */
const transitions: Record<
  Action,
  { from: Status[]; to: Status; template: 'approved' | 'rejected' | 'blocked' }
> = {
  approve: { from: ['pending', 'rejected'], to: 'approved', template: 'approved' },
  reject: { from: ['pending'], to: 'rejected', template: 'rejected' },
  block: { from: ['pending', 'approved'], to: 'blocked', template: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved', template: 'approved' },
};

const operationIds: Record<Action, string> = {
  approve: 'adminApproveUser',
  reject: 'adminRejectUser',
  block: 'adminBlockUser',
  unblock: 'adminUnblockUser',
};

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListUsers',
        summary: 'Accounts, newest first, optionally of one status',
        security: bearer,
        querystring: z.strictObject({
          status: z
            .union([z.enum(['pending', 'approved', 'rejected', 'blocked']), z.literal('')])
            .optional(),
          q: z.string().trim().max(100).optional().describe('Part of the name or e-mail'),
          ...pageQuery,
        }),
        response: { 200: paged(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, q, page, limit } = request.query;
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%` : undefined;
      const where = and(
        status ? eq(users.status, status) : undefined,
        pattern
          ? sql`(lower(${users.email}) like ${pattern} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`
          : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(users).where(where);
      const rows = await app.db
        .select({ user: users, city: { id: cities.id, name: cities.name } })
        .from(users)
        .leftJoin(cities, eq(users.cityId, cities.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const flags = await sellerFlags(
        app.db,
        rows.map((row) => row.user.id),
        app.clock.now(),
      );
      return {
        data: rows.map((row) => ({
          ...toUser(app, { user: row.user, city: row.city?.id ? row.city : null }),
          ...(flags.get(row.user.id) ?? noFlag),
        })),
        ...pageInfo(total?.n ?? 0, page, limit),
      };
    },
  );

  for (const action of Object.keys(transitions) as Action[]) {
    const rule = transitions[action];
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          operationId: operationIds[action],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an account (the user is mailed)`,
          security: bearer,
          params: idParams,
          body: z
            .strictObject({
              reason: z
                .string()
                .trim()
                .max(1000)
                .optional()
                .describe('Why (kept in the audit log; a rejection or block also mails it)'),
            })
            .nullish(),
          response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const reason = request.body?.reason || undefined;
        if (id === request.user!.id) throw app.httpError(409, 'admin.cannotChangeSelf');
        await app.db.transaction(async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!user) throw app.httpError(404, 'user.notFound');
          if (user.role === 'admin') throw app.httpError(409, 'admin.cannotChangeAdmin');
          if (!rule.from.includes(user.status)) {
            throw app.httpError(409, 'admin.invalidTransition', {
              status: app.t(`admin.statuses.${user.status}`),
              action: app.t(`admin.actions.${action}`),
            });
          }
          await tx
            .update(users)
            .set({
              status: rule.to,
              // A block ends every session at once.
              ...(action === 'block' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
              updatedAt: app.clock.now(),
            })
            .where(eq(users.id, id));
          await app.mailer.enqueue(
            rule.template === 'approved'
              ? {
                  to: user.email,
                  template: 'approved',
                  script: userScript(user),
                  vars: { firstName: user.firstName, returnTo: user.registeredFrom ?? undefined },
                }
              : {
                  to: user.email,
                  template: rule.template,
                  script: userScript(user),
                  vars: { firstName: user.firstName, ...(reason ? { reason } : {}) },
                },
            tx,
          );
          await recordAudit(tx, {
            actorId: request.user!.id,
            action: `user.${action}`,
            target: {
              kind: 'user',
              id,
              label: `${user.firstName} ${user.lastName} <${user.email}>`,
            },
            reason,
            at: app.clock.now(),
          });
        });
        return toUser(app, (await loadUser(app.db, id))!);
      },
    );
  }
};

export default usersRoutes;
