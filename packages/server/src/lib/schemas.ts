import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every error, and plain confirmations: `{ message }` in Serbian. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** Response entries for the given error statuses, all answered as `{ message }`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries([...statuses, 500].map((status) => [status, messageSchema])) as Record<
    S[number] | 500,
    typeof messageSchema
  >;
}

export const idParams = z.strictObject({ id: z.uuid() });

export const refSchema = z.object({ _id: z.string(), name: z.string() }).meta({ id: 'NamedRef' });

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalDocs: z.number().int(),
    totalCapped: totalCappedSchema,
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** Car lists count exactly up to this many matches; past it they say "more than" (decision 009). */
export const COUNT_CAP = 10_000;

export const totalCappedSchema = z
  .boolean()
  .describe(
    `true when more than ${COUNT_CAP} match (1000 with a keyword): totalDocs is then the cap`,
  );

export function pageInfo(totalDocs: number, page: number, limit: number, totalCapped = false) {
  return {
    totalDocs,
    totalCapped,
    limit,
    page,
    totalPages: Math.max(1, Math.ceil(totalDocs / limit)),
  };
}

/** OpenAPI security of an operation that needs a session token. */
export const bearer: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }];
/** OpenAPI security of a public operation (no token needed or read). */
export const noAuth: { [scheme: string]: string[] }[] = [];
/** OpenAPI security of an operation that reads a session token when one is sent. */
export const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

/**
 * Validator compiler for multipart routes: the body schema only documents the form in OpenAPI
 * (the parts arrive as a stream and are checked by the handler); params and query are validated.
 */
export const documentOnlyBody: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
