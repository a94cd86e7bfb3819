import { paths } from '@autoberza/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAdverts, sitemapParts } from '../../cars/index.ts';

const xml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pages every sitemap lists besides the adverts (all open to visitors with PUBLIC_BROWSING). */
const OPEN_PAGES = [
  paths.root,
  paths.cars,
  paths.about,
  paths.faq,
  paths.contact,
  paths.terms,
  paths.privacy,
];

/**
 * robots.txt and the sitemap (docs/product.md, “Public browsing”): with PUBLIC_BROWSING the
 * public adverts are listed for search engines; without it robots.txt closes the whole site and
 * there is no sitemap, so nothing names an advert.
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.APP_URL;
  const open = app.config.PUBLIC_BROWSING;
  const robots = open
    ? [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        `Disallow: ${paths.admin}`,
        'Disallow: /user/',
        `Disallow: ${paths.profile}`,
        `Disallow: ${paths.add}`,
        'Disallow: /edit/',
        'Disallow: /update/',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n')
    : 'User-agent: *\nDisallow: /\n';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  if (!open) return;

  const urlset = (entries: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const part = async (n: number) => {
    const adverts = await publicAdverts(app, app.clock.now(), n);
    return [
      ...(n === 1 ? OPEN_PAGES.map((path) => entry(path)) : []),
      ...adverts.map((car) => entry(`/car/${car.id}`, car.updatedAt)),
    ];
  };
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);

  // One file while the adverts fit one; past that an index of the parts.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const parts = await sitemapParts(app, app.clock.now());
    if (parts === 1) return sendXml(reply, urlset(await part(1)));
    const list = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list.join('\n')}\n</sitemapindex>\n`,
    );
  });
  app.get(
    '/sitemap-:part(^\\d+).xml',
    {
      schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(1000) }) },
    },
    async (request, reply) => {
      const n = request.params.part;
      if (n > (await sitemapParts(app, app.clock.now()))) {
        return reply.status(404).send({ message: app.t('errors.routeNotFound') });
      }
      return sendXml(reply, urlset(await part(n)));
    },
  );
};

export default seoRoutes;
