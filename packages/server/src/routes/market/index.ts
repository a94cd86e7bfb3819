import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../../lib/schemas.ts';
import { marketCsv, marketCsvName, marketOf, marketSchema } from '../../pricing/index.ts';

const modelParams = z.strictObject({
  brand: z.uuid().describe('the brand’s id'),
  model: z.uuid().describe('the model’s id (of that brand)'),
});

/**
 * A model's market (docs/decisions/052): its asking prices by year, the adverts on offer, the
 * days to a sale and the trend; the same table as a CSV for a dealer's spreadsheet. Open to
 * whoever may browse the car list.
 */
const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:brand/:model',
    {
      onRequest: app.browseViewer,
      schema: {
        tags: ['market'],
        operationId: 'getModelMarket',
        summary:
          'A model’s market: median and quartiles of the asking prices by production year, adverts on offer, median days to a sale, the median price per seven days over the last 91',
        security: bearer,
        params: modelParams,
        response: { 200: marketSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { brand, model } = request.params;
      const market = await marketOf(app, brand, model, request.browse!.at);
      if (!market) throw app.httpError(404, 'market.notFound');
      return market;
    },
  );

  app.get(
    '/:brand/:model/csv',
    {
      onRequest: app.browseViewer,
      schema: {
        tags: ['market'],
        operationId: 'getModelMarketCsv',
        summary:
          'The market’s table by production year as CSV (UTF-8 with a byte order mark, `;` between fields, Serbian headings)',
        security: bearer,
        params: modelParams,
        response: {
          200: {
            description: 'the table, one line per production year',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { brand, model } = request.params;
      const market = await marketOf(app, brand, model, request.browse!.at);
      if (!market) throw app.httpError(404, 'market.notFound');
      const csv = marketCsv(market, {
        year: app.t('market.csv.year'),
        count: app.t('market.csv.count'),
        q1: app.t('market.csv.q1'),
        median: app.t('market.csv.median'),
        q3: app.t('market.csv.q3'),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${marketCsvName(market)}"`)
        .serializer((payload: unknown) => payload as string)
        .send(csv);
    },
  );
};

export default marketRoutes;
