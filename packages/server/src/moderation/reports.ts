import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveViewer, visibleTo } from '../cars/index.ts';
import { carReports, cars } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';

/**
 * Why a user reports an advert (docs/product.md, “Reports and moderation”): sold, a wrong price
 * or details, a fake, a duplicate, or something else.
 */
export const REPORT_REASONS = ['sold', 'wrongDetails', 'fake', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reporter's note: optional, at most this many characters. */
export const REPORT_NOTE_MAX = 500;

/** Reports one user may send in an hour (a report that is refused counts too). */
export const REPORTS_PER_HOUR = 10;

/** The body of "Prijavi oglas". */
export const reportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: () => t('moderation.reasonRequired') }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, { error: () => t('moderation.noteTooLong', { max: REPORT_NOTE_MAX }) })
    .optional()
    .describe(`optional, at most ${REPORT_NOTE_MAX} characters`),
});

/**
 * A signed-in user (not an administrator) reports an advert they can see and do not own; once
 * per advert (409 on the second). The report waits in the operator's queue.
 */
export async function reportCar(
  app: FastifyInstance,
  input: {
    carId: string;
    reporter: { id: string; role: 'user' | 'admin' };
    reason: ReportReason;
    note?: string | undefined;
  },
): Promise<void> {
  // Administrators act on an advert (hide it, remove it) instead of reporting it.
  if (input.reporter.role === 'admin') throw app.httpError(403, 'moderation.adminReport');
  const now = app.clock.now();
  const viewer = await resolveViewer(app.db, input.reporter, now);
  const [car] = await app.db
    .select({ id: cars.id, userId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, input.carId), visibleTo(viewer, now)));
  if (!car) throw app.httpError(404, 'car.notFound');
  if (car.userId === input.reporter.id) throw app.httpError(403, 'moderation.ownAdvert');
  const [created] = await app.db
    .insert(carReports)
    .values({
      carId: car.id,
      reporterId: input.reporter.id,
      reason: input.reason,
      note: input.note || null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [carReports.carId, carReports.reporterId] })
    .returning({ id: carReports.id });
  if (!created) throw app.httpError(409, 'moderation.alreadyReported');
}

/**
 * Whether this user has reported this advert already (open or dealt with: one report per user and
 * advert, ever), so the page can say so before the form is filled.
 */
export async function hasReported(
  app: FastifyInstance,
  carId: string,
  reporterId: string,
): Promise<boolean> {
  const [row] = await app.db
    .select({ id: carReports.id })
    .from(carReports)
    .where(and(eq(carReports.carId, carId), eq(carReports.reporterId, reporterId)))
    .limit(1);
  return row !== undefined;
}
