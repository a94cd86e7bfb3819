import { and, asc, countDistinct, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import {
  brands,
  carHidings,
  carImages,
  carReports,
  cars,
  models,
  users,
} from '../db/schema/index.ts';
import { CAR_STATUSES } from '../cars/index.ts';
import { REPORT_REASONS } from './reports.ts';
import { moderationOf, noFlag, sellerFlagFields, sellerFlags } from './state.ts';

/**
 * The operator's queue of reported adverts (docs/product.md, “Reports and moderation”): an
 * advert with open reports, or hidden and changed by its seller since, waits for an
 * administrator; `all` also shows the adverts handled before and those still hidden. Newest
 * activity (a report, the seller's edit, the hiding) first.
 */
export type QueueView = 'open' | 'all';

const personSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const reportedAdvertSchema = z
  .object({
    car: z.object({
      _id: z.string(),
      title: z.string().describe('brand, model and label'),
      price: z.number().int(),
      status: z.enum(CAR_STATUSES),
      image: z.string().nullable().describe('the first photo, at its smallest width'),
    }),
    seller: personSchema.extend(sellerFlagFields).meta({ id: 'ReportedSeller' }),
    state: z
      .enum(['open', 'changed', 'hidden', 'handled'])
      .describe(
        '`open`: reports wait; `changed`: hidden, edited by the seller since, waits for review; `hidden`: waits for the seller; `handled`: nothing waits',
      ),
    openReports: z.number().int().describe('reports not yet dismissed or acted on'),
    reports: z.array(
      z
        .object({
          _id: z.string(),
          reason: z.enum(REPORT_REASONS),
          note: z.string().nullable(),
          createdAt: z.iso.datetime(),
          reporter: personSchema,
          resolution: z.enum(['dismissed', 'hidden']).nullable().describe('null while open'),
        })
        .meta({ id: 'AdvertReport' }),
    ),
    hiding: z
      .object({
        reason: z.string(),
        hiddenAt: z.iso.datetime(),
        changedAt: z.iso.datetime().nullable(),
      })
      .nullable()
      .describe('while the advert is hidden'),
    lastActivityAt: z.iso.datetime(),
  })
  .meta({ id: 'ReportedAdvert' });

type ReportedAdvert = z.infer<typeof reportedAdvertSchema>;

/** Each advert of the view with the time of its latest activity. */
function activity(db: Executor, view: QueueView) {
  const reports = db
    .select({
      carId: sql<string>`${carReports.carId}`.as('car_id'),
      at: sql<string>`${carReports.createdAt}`.as('at'),
    })
    .from(carReports)
    .where(view === 'open' ? isNull(carReports.resolvedAt) : undefined);
  const hidings = db
    .select({
      carId: sql<string>`${carHidings.carId}`.as('car_id'),
      at: sql<string>`coalesce(${carHidings.changedAt}, ${carHidings.hiddenAt})`.as('at'),
    })
    .from(carHidings)
    .where(
      and(
        isNotNull(carHidings.carId),
        isNull(carHidings.restoredAt),
        view === 'open' ? isNotNull(carHidings.changedAt) : undefined,
      ),
    );
  return reports.unionAll(hidings).as('activity');
}

/** How many adverts wait for an administrator (the tab's count). */
export async function openCount(db: Executor): Promise<number> {
  const act = activity(db, 'open');
  const [row] = await db.select({ n: countDistinct(act.carId) }).from(act);
  return Number(row?.n ?? 0);
}

/** One page of the queue, and how many adverts it has. */
export async function listQueue(
  app: FastifyInstance,
  view: QueueView,
  page: number,
  limit: number,
): Promise<{ items: ReportedAdvert[]; total: number; open: number }> {
  const db = app.db;
  const act = activity(db, view);
  const last = sql<string>`max(${act.at})`;
  const [pageRows, [total], open] = await Promise.all([
    db
      .select({ carId: act.carId, last })
      .from(act)
      .groupBy(act.carId)
      .orderBy(desc(last), desc(act.carId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: countDistinct(act.carId) }).from(act),
    openCount(db),
  ]);
  const ids = pageRows.map((row) => row.carId);
  const items = await queueItems(app, ids);
  const lastOf = new Map(pageRows.map((row) => [row.carId, new Date(row.last).toISOString()]));
  return {
    items: ids.flatMap((id) => {
      const item = items.get(id);
      return item ? [{ ...item, lastActivityAt: lastOf.get(id)! }] : [];
    }),
    total: Number(total?.n ?? 0),
    open,
  };
}

/** The queue's view of these adverts: the car, its seller, its reports, its hiding. */
async function queueItems(
  app: FastifyInstance,
  ids: string[],
): Promise<Map<string, Omit<ReportedAdvert, 'lastActivityAt'>>> {
  if (ids.length === 0) return new Map();
  const db = app.db;
  const [carRows, reportRows, photos, hidings] = await Promise.all([
    db
      .select({
        id: cars.id,
        label: cars.label,
        price: cars.price,
        status: cars.status,
        brandName: brands.name,
        modelName: models.name,
        seller: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(cars)
      .innerJoin(brands, eq(cars.brandId, brands.id))
      .innerJoin(models, eq(cars.modelId, models.id))
      .innerJoin(users, eq(cars.userId, users.id))
      .where(inArray(cars.id, ids)),
    db
      .select({
        report: carReports,
        reporter: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(carReports)
      .innerJoin(users, eq(carReports.reporterId, users.id))
      .where(inArray(carReports.carId, ids))
      .orderBy(desc(carReports.createdAt), desc(carReports.id)),
    db
      .selectDistinctOn([carImages.carId], { carId: carImages.carId, widths: carImages.widths })
      .from(carImages)
      .where(inArray(carImages.carId, ids))
      .orderBy(carImages.carId, asc(carImages.position)),
    moderationOf(db, ids),
  ]);
  const flags = await sellerFlags(
    db,
    carRows.map((car) => car.seller.id),
    app.clock.now(),
  );
  const photoOf = new Map(
    photos.map((p) => [p.carId, p.widths[0] ? app.storage.url(p.widths[0].key) : null]),
  );
  const result = new Map<string, Omit<ReportedAdvert, 'lastActivityAt'>>();
  for (const car of carRows) {
    const reports = reportRows.filter((row) => row.report.carId === car.id);
    const openReports = reports.filter((row) => row.report.resolvedAt === null).length;
    const hiding = hidings.get(car.id) ?? null;
    const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
    result.set(car.id, {
      car: {
        _id: car.id,
        title: `${car.brandName} ${car.modelName}${car.label ? ` (${car.label})` : ''}`,
        price: car.price,
        status: car.status,
        image: photoOf.get(car.id) ?? null,
      },
      seller: {
        _id: car.seller.id,
        name: name(car.seller),
        email: car.seller.email,
        ...(flags.get(car.seller.id) ?? noFlag),
      },
      state: hiding ? hiding.state : openReports > 0 ? 'open' : 'handled',
      openReports,
      reports: reports.map(({ report, reporter }) => ({
        _id: report.id,
        reason: report.reason as ReportedAdvert['reports'][number]['reason'],
        note: report.note,
        createdAt: report.createdAt.toISOString(),
        reporter: { _id: reporter.id, name: name(reporter), email: reporter.email },
        resolution: report.resolution as 'dismissed' | 'hidden' | null,
      })),
      hiding: hiding
        ? { reason: hiding.reason, hiddenAt: hiding.hiddenAt, changedAt: hiding.changedAt }
        : null,
    });
  }
  return result;
}
