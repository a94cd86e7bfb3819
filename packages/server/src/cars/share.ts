import { TRANSMISSION_KEYS } from '@autoberza/contract/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands, cars, cities, models, users } from '../db/schema/index.ts';
import { formatEuro } from '@autoberza/contract/format';
import { t } from '../lib/i18n.ts';
import { clip, type PageHead } from '../lib/page-head.ts';
import { carsQuery } from './car.ts';
import { visibility } from './visibility.ts';

/**
 * What a public page says about itself (docs/product.md, “Public browsing”): its title,
 * description, canonical address, picture and structured data, for search engines and for the
 * previews of a shared link. `missing`: nobody may see it; `restricted`: it exists but visitors
 * may not see it now (its 20 minutes, hidden by an administrator, expired, a blocked seller),
 * which its owner or an administrator still opens. `validUntil` is when the answer changes
 * without a data change (a car's embargo end), Infinity when only a data change can change it.
 */
export type ShareAnswer =
  | { status: 'public'; head: PageHead; validUntil: number }
  | { status: 'restricted' | 'missing'; validUntil: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 160;
const kilometres = new Intl.NumberFormat('sr-Latn-RS', { maximumFractionDigits: 0 });

const pageTitle = (title: string) => t('page.title', { title });

/** The site's address of a path or of a stored file's URL (the storage may give a relative one). */
const absolute = (app: FastifyInstance, url: string) => new URL(url, `${app.config.APP_URL}/`).href;

const AVAILABILITY = {
  active: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

/**
 * An advert's page. Its chassis number is never part of it: a visitor's page does not carry it
 * (docs/product.md, “Public browsing”).
 */
export async function carShare(app: FastifyInstance, id: string, at: Date): Promise<ShareAnswer> {
  if (!UUID.test(id)) return { status: 'missing', validUntil: Infinity };
  const [row] = await carsQuery(app.db, {
    visible: sql<boolean>`(${visibility('public', at)!})`,
  }).where(eq(cars.id, id));
  if (!row) return { status: 'missing', validUntil: Infinity };
  const { car } = row;
  if (!row.visible) {
    // Still in its 20 minutes: public at its end (unless something else hides it then).
    const embargoEnd = car.publishedAt.getTime();
    return { status: 'restricted', validUntil: embargoEnd > at.getTime() ? embargoEnd : Infinity };
  }
  const name = [row.brand.name, row.model.name, car.yearProduction].filter(Boolean).join(' ');
  const price = formatEuro(car.price);
  const title = car.yearProduction
    ? t('page.carTitle', {
        brand: row.brand.name,
        model: row.model.name,
        year: car.yearProduction,
        price,
      })
    : t('page.carTitleNoYear', { brand: row.brand.name, model: row.model.name, price });
  const transmission = car.transmission
    ? TRANSMISSION_KEYS[car.transmission as keyof typeof TRANSMISSION_KEYS]
    : undefined;
  const facts = [
    car.mileage !== null ? t('page.mileage', { km: kilometres.format(car.mileage) }) : null,
    row.fuel?.name.toLocaleLowerCase('sr-Latn'),
    transmission ? t(`page.transmission.${transmission}`) : null,
    row.body?.name,
    row.city?.name,
  ].filter(Boolean);
  const description = clip(
    t('page.carDescription', { title, facts: facts.join(', '), text: car.description }),
    DESCRIPTION_MAX,
  );
  const canonical = absolute(app, `/car/${car.id}`);
  const images = row.images.map((image) => absolute(app, app.storage.url(image.key)));
  const seller = `${row.seller.firstName} ${row.seller.lastName}`.trim();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url: canonical,
    ...(images.length > 0 ? { image: images } : {}),
    description: clip(car.description, 1000),
    brand: { '@type': 'Brand', name: row.brand.name },
    model: row.model.name,
    ...(car.yearProduction ? { productionDate: String(car.yearProduction) } : {}),
    ...(car.mileage !== null
      ? {
          mileageFromOdometer: {
            '@type': 'QuantitativeValue',
            value: car.mileage,
            unitCode: 'KMT',
          },
        }
      : {}),
    ...(row.fuel ? { fuelType: row.fuel.name } : {}),
    ...(transmission ? { vehicleTransmission: t(`page.transmission.${transmission}`) } : {}),
    ...(row.body ? { bodyType: row.body.name } : {}),
    ...(car.enginePower
      ? {
          vehicleEngine: {
            '@type': 'EngineSpecification',
            enginePower: { '@type': 'QuantitativeValue', value: car.enginePower, unitCode: 'KWT' },
          },
        }
      : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[car.status],
      itemCondition: 'https://schema.org/UsedCondition',
      url: canonical,
      seller: {
        '@type': 'AutoDealer',
        name: seller,
        url: absolute(app, `/car-list/${row.seller.id}`),
        ...(row.city
          ? { address: { '@type': 'PostalAddress', addressLocality: row.city.name } }
          : {}),
      },
    },
  };
  return {
    status: 'public',
    validUntil: Infinity,
    head: {
      title: pageTitle(title),
      description,
      canonical,
      image: images[0],
      imageAlt: t('page.photoAlt', { name }),
      type: 'product',
      jsonLd,
    },
  };
}

/**
 * A seller's page: an approved seller only. A dealer with a company is named by it, with its PIB
 * (docs/product.md, “The dealer's page”).
 */
export async function sellerShare(app: FastifyInstance, id: string): Promise<ShareAnswer> {
  if (!UUID.test(id)) return { status: 'missing', validUntil: Infinity };
  const [seller] = await app.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.companyName,
      pib: users.companyPib,
      city: cities.name,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, id), eq(users.status, 'approved')));
  if (!seller) return { status: 'missing', validUntil: Infinity };
  const name = `${seller.firstName} ${seller.lastName}`.trim();
  const city = seller.city ? `, ${seller.city}` : '';
  const canonical = absolute(app, `/car-list/${id}`);
  if (seller.company && seller.pib) {
    return {
      status: 'public',
      validUntil: Infinity,
      head: {
        title: pageTitle(t('page.dealerTitle', { company: seller.company })),
        description: clip(
          t('page.dealerDescription', { company: seller.company, city, pib: seller.pib }),
          DESCRIPTION_MAX,
        ),
        canonical,
      },
    };
  }
  return {
    status: 'public',
    validUntil: Infinity,
    head: {
      title: pageTitle(t('page.sellerTitle', { name })),
      description: t('page.sellerDescription', { name, city }),
      canonical,
    },
  };
}

/**
 * The search page (and the home page): the brand and model a search is for, when it names them,
 * are its title; every other filter leaves the canonical address.
 */
export async function searchShare(
  app: FastifyInstance,
  path: string,
  query: URLSearchParams,
): Promise<ShareAnswer> {
  if (path !== '/cars') {
    return {
      status: 'public',
      validUntil: Infinity,
      head: {
        title: 'AutoBerza',
        description: t('page.homeDescription'),
        canonical: absolute(app, '/'),
      },
    };
  }
  const brandId = query.get('brand') ?? '';
  const modelId = query.get('model') ?? '';
  let what = '';
  const canonical = new URL(absolute(app, '/cars'));
  if (UUID.test(brandId)) {
    const [brand] = await app.db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (brand) {
      what = brand.name;
      canonical.searchParams.set('brand', brandId);
      if (UUID.test(modelId)) {
        const [model] = await app.db
          .select({ name: models.name })
          .from(models)
          .where(and(eq(models.id, modelId), eq(models.brandId, brandId)));
        if (model) {
          what = `${brand.name} ${model.name}`;
          canonical.searchParams.set('model', modelId);
        }
      }
    }
  }
  return {
    status: 'public',
    validUntil: Infinity,
    head: {
      title: pageTitle(what ? t('page.searchTitleFor', { what }) : t('page.searchTitle')),
      description: what ? t('page.searchDescriptionFor', { what }) : t('page.searchDescription'),
      canonical: canonical.href,
    },
  };
}
