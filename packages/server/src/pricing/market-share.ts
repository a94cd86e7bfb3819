import { paths, pathTo } from '@autoberza/contract';
import type { FastifyInstance } from 'fastify';
import type { ShareAnswer } from '../cars/index.ts';
import { t } from '../lib/i18n.ts';
import { modelNames } from './market.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a model's market page says about itself (docs/product.md, “Public browsing”): the brand
 * and model are its title; an unknown model is missing (404). The head names no figure, so it
 * holds until the names change.
 */
export async function marketShare(
  app: FastifyInstance,
  brandId: string,
  modelId: string,
): Promise<ShareAnswer> {
  const names =
    UUID.test(brandId) && UUID.test(modelId) ? await modelNames(app, brandId, modelId) : undefined;
  if (!names) return { status: 'missing', validUntil: Infinity };
  const what = `${names.brand} ${names.model}`;
  const path = pathTo(paths.market, { brand: brandId, model: modelId });
  return {
    status: 'public',
    validUntil: Infinity,
    head: {
      title: t('page.title', { title: t('page.marketTitle', { what }) }),
      description: t('page.marketDescription', { what }),
      canonical: new URL(path, `${app.config.APP_URL}/`).href,
    },
  };
}
