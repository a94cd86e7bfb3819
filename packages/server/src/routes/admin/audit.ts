import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS, auditActors, listAudit } from '../../audit/index.ts';
import { bearer, errorResponses, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const auditEntrySchema = z
  .object({
    _id: z.string(),
    createdAt: z.iso.datetime(),
    actor: z.object({ _id: z.string(), email: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.object({
      kind: z.enum(AUDIT_TARGETS),
      _id: z.string(),
      label: z.string().describe('How the target was called when the action was taken'),
    }),
    reason: z.string().nullable(),
    details: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .nullable()
      .describe('Action-specific facts, e.g. paidOn and amount of a recorded payment'),
  })
  .meta({ id: 'AuditEntry' });

const auditActorSchema = z
  .object({ _id: z.string(), email: z.string(), name: z.string() })
  .meta({ id: 'AuditActor' });

/** The audit log of admin actions, read-only (written by src/audit/log.ts). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListAudit',
        summary: 'Admin actions, newest first, filtered by admin, action and target',
        security: bearer,
        querystring: z.strictObject({
          ...pageQuery,
          actorId: z.preprocess(blankToUndefined, z.uuid().optional()),
          action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
          targetKind: z.preprocess(blankToUndefined, z.enum(AUDIT_TARGETS).optional()),
          targetId: z.preprocess(blankToUndefined, z.uuid().optional()),
        }),
        response: { 200: paged(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await listAudit(app.db, filter, page, limit);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          createdAt: row.createdAt.toISOString(),
          actor: { _id: row.actorId, email: row.actorEmail },
          action: row.action as (typeof AUDIT_ACTIONS)[number],
          target: {
            kind: row.targetKind as (typeof AUDIT_TARGETS)[number],
            _id: row.targetId,
            label: row.targetLabel,
          },
          reason: row.reason,
          details: row.details,
        })),
        ...pageInfo(total, page, limit),
      };
    },
  );

  app.get(
    '/audit/actors',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListAuditActors',
        summary: 'The admins who appear in the audit log (for its filter)',
        security: bearer,
        response: {
          200: z.object({ data: z.array(auditActorSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      data: (await auditActors(app.db)).map((a) => ({
        _id: a.id,
        email: a.email,
        name: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email,
      })),
    }),
  );
};

export default auditRoutes;
