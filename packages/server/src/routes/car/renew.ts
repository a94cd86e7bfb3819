import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENEWAL_LINK_DAYS, renewCar, verifyRenewal } from '../../cars/index.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, errorResponses, idParams, noAuth } from '../../lib/schemas.ts';
import { ownedCar } from './owned.ts';

const renewedSchema = z
  .object({
    message: z.string(),
    _id: z.string().describe('the advert'),
    title: z.string().describe('brand and model'),
    expiresAt: z.iso.datetime().describe('the end of the new period'),
  })
  .meta({ id: 'AdvertRenewed' });

const invalid = () => t('car.renewInvalid');

const renewalLink = z.object({
  car: z.uuid({ error: invalid }).describe('the advert the link renews'),
  iat: z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .positive({ error: invalid })
    .describe(
      `when the link was mailed (seconds since 1970); links expire after ${RENEWAL_LINK_DAYS} days`,
    ),
  token: z.string({ error: invalid }).min(1, { error: invalid }).max(100, { error: invalid }),
});

/** Renews an advert for its owner's period (docs/product.md, “Expiry and renewal”). */
async function renew(app: FastifyInstance, carId: string) {
  const renewal = await renewCar(app.db, carId, app.clock.now(), app.config.ADVERT_ACTIVE_DAYS);
  if (renewal.kind === 'missing') throw app.httpError(404, 'car.notFound');
  if (renewal.kind === 'sold') throw app.httpError(409, 'car.soldNoRenewal');
  return {
    message: app.t('car.renewed', { title: renewal.title }),
    _id: renewal.carId,
    title: renewal.title,
    expiresAt: renewal.expiresAt.toISOString(),
  };
}

/**
 * Renewal of an advert: by its owner („Obnovi oglas“ in „Moji oglasi“ and on the advert), or
 * through the signed link of an expiry mail, with no login. The period restarts; the publication
 * time stays (not a new listing).
 */
const carRenewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/renew',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['car'],
        operationId: 'renewCar',
        summary: 'Renew an advert: listed again for ADVERT_ACTIVE_DAYS from now; sold ones 409',
        security: bearer,
        params: idParams,
        response: { 200: renewedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const existing = await ownedCar(app, request, request.params.id);
      return renew(app, existing.id);
    },
  );

  app.post(
    '/renewal',
    {
      // The signature needs no guessing limit (256 bits); this only bounds the load.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['car'],
        operationId: 'renewCarByLink',
        summary: `Renew the advert of an expiry mail’s signed link (no login); a link older than ${RENEWAL_LINK_DAYS} days answers 410`,
        security: noAuth,
        querystring: renewalLink,
        response: { 200: renewedSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const { car, iat, token } = request.query;
      const check = verifyRenewal(app.config.JWT_SECRET, { car, iat, token }, app.clock.now());
      if (check === 'invalid') throw app.httpError(400, 'car.renewInvalid');
      if (check === 'expired') throw app.httpError(410, 'car.renewExpired');
      return renew(app, car);
    },
  );
};

export default carRenewRoutes;
