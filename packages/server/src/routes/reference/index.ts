import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodies, brands, cities, fuels, models } from '../../db/schema/index.ts';
import { bearer, errorResponses, noAuth } from '../../lib/schemas.ts';

const citySchema = z
  .object({ _id: z.string(), name: z.string(), district: z.string() })
  .meta({ id: 'City' });
const brandSchema = z.object({ _id: z.string(), name: z.string() }).meta({ id: 'Brand' });
const modelSchema = z
  .object({ _id: z.string(), name: z.string(), brand: z.object({ _id: z.string() }) })
  .meta({ id: 'CarModel' });
const lookupSchema = z
  .object({ _id: z.string(), slug: z.string(), name: z.string() })
  .meta({ id: 'Lookup' });

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Serbian alphabetical order (Č, Ć, Đ, Š, Ž in their places), the same on PGlite and PostgreSQL. */
const collator = new Intl.Collator('sr-Latn', { numeric: true, sensitivity: 'base' });
const byName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => collator.compare(a.name, b.name));

/** Look-up lists (`{ data: [...] }`, docs/product.md, “API conventions”). Cities are public: registration needs them. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/city',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getCities',
        summary: 'Cities and municipalities of Serbia',
        security: noAuth,
        response: { 200: list(citySchema), ...errorResponses() },
      },
    },
    async () => {
      const rows = byName(await app.db.select().from(cities));
      return { data: rows.map((c) => ({ _id: c.id, name: c.name, district: c.district })) };
    },
  );

  app.get(
    '/brand',
    {
      onRequest: app.browseAuth,
      schema: {
        tags: ['reference'],
        operationId: 'getBrands',
        summary: 'Car brands, by name',
        security: bearer,
        response: { 200: list(brandSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = byName(await app.db.select().from(brands));
      return { data: rows.map((b) => ({ _id: b.id, name: b.name })) };
    },
  );

  app.get(
    '/model',
    {
      onRequest: app.browseAuth,
      schema: {
        tags: ['reference'],
        operationId: 'getModels',
        summary: 'Car models, optionally of one brand',
        security: bearer,
        querystring: z.strictObject({
          brand: z
            .union([z.uuid(), z.literal('')])
            .optional()
            .describe('Brand id; empty means every brand'),
        }),
        response: { 200: list(modelSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const brand = request.query.brand || undefined;
      const rows = byName(
        await app.db
          .select()
          .from(models)
          .where(brand ? eq(models.brandId, brand) : undefined),
      );
      return { data: rows.map((m) => ({ _id: m.id, name: m.name, brand: { _id: m.brandId } })) };
    },
  );

  for (const [path, table, operationId] of [
    ['/body', bodies, 'getBodies'],
    ['/fuel', fuels, 'getFuels'],
  ] as const) {
    app.get(
      path,
      {
        onRequest: app.browseAuth,
        schema: {
          tags: ['reference'],
          operationId,
          summary: path === '/body' ? 'Body types, by name' : 'Fuel types, by name',
          security: bearer,
          response: { 200: list(lookupSchema), ...errorResponses(401, 403) },
        },
      },
      async () => {
        const rows = byName(await app.db.select().from(table));
        return { data: rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name })) };
      },
    );
  }
};

export default referenceRoutes;
