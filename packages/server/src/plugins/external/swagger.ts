import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** Every `$ref` to a component schema inside `value`. */
function schemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) schemaRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/'))
        found.add(item.slice('#/components/schemas/'.length));
      else schemaRefs(item, found);
    }
  }
}

/**
 * The zod provider writes every named schema twice (as read and as written, `…Input`), used or
 * not; the document keeps the ones an operation reaches, directly or through another schema.
 * (@fastify/swagger and the provider have no option for it.)
 */
function withoutUnusedSchemas(doc: Document): Document {
  if (!('components' in doc) || !doc.components?.schemas) return doc;
  const all = doc.components.schemas;
  const used = new Set<string>();
  schemaRefs(doc.paths, used);
  for (let size = 0; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) schemaRefs(all[name], used);
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  doc.components.schemas = schemas;
  return doc;
}

/** OpenAPI 3.1 from the route schemas: GET /api/openapi.json, readable docs at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'AutoBerza API',
          description:
            'API of the AutoBerza used-car marketplace. Errors are `{ "message": "<Serbian text>" }`.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
