import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { HttpError, httpError } from '../../lib/http-error.ts';
import { inScript, scriptOfAcceptLanguage, t, type TranslateVars } from '../../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A server message in the current request's script (lib/i18n.ts). */
    t: typeof t;
    /** Returns an error to throw; answered as `{ message }` with the status. */
    httpError: (statusCode: number, key: string, vars?: TranslateVars) => HttpError;
  }
}

/** Fastify's and its plugins' own error codes, answered in Serbian. */
const codeMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.emptyJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.badRequest'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'errors.tooManyParts'],
  FST_FILES_LIMIT: [413, 'errors.tooManyFiles'],
  FST_FIELDS_LIMIT: [413, 'errors.tooManyParts'],
  FST_PROTO_VIOLATION: [400, 'errors.badRequest'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.multipartExpected'],
  FST_ERR_VALIDATION: [400, 'errors.validation'],
  FST_MP_PREMATURE_CLOSE: [400, 'errors.malformedMultipart'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'errors.malformedMultipart'],
};

/**
 * The multipart parser (busboy) reports a form it cannot read with plain errors: no boundary, a
 * body that ends in the middle of a part. That is the client's fault, answered 400.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/;

export function isMalformedMultipart(error: { message?: string; statusCode?: number }): boolean {
  return error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '');
}

const statusMessages: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  406: 'errors.multipartExpected',
  409: 'errors.conflict',
  413: 'errors.bodyTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

/**
 * Every error is answered as `{ message }` in Serbian: never a stack trace, SQL or English internals.
 */
export default fp(
  async (app) => {
    app.decorate('t', t);
    // Every answer's messages in the reader's script (docs/decisions/049-*): asked for by
    // Accept-Language, a signed-in user's setting in its place once the session is checked
    // (plugins/app/auth.ts). A hook with `done`, so the rest of the request runs in its scope.
    app.addHook('onRequest', (request, _reply, done) => {
      inScript(scriptOfAcceptLanguage(request.headers['accept-language']), done);
    });
    app.decorate('httpError', httpError);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The messages were produced by our Serbian zod messages or the schema's own wording.
        const first = error.validation[0];
        return reply.status(400).send({ message: first?.message ?? t('errors.validation') });
      }
      if (error.validation) {
        return reply.status(400).send({ message: t('errors.validation') });
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response does not match its schema',
        );
        return reply.status(500).send({ message: t('errors.internal') });
      }
      if (error.code === 'RATE_LIMITED') {
        // Built by the rate-limit plugin (which sets Retry-After itself) or the login
        // throttle (which says how long is left) from our Serbian message.
        const { retryAfterSeconds } = error as { retryAfterSeconds?: number };
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return reply.status(429).send({ message: error.message });
      }
      if (isMalformedMultipart(error)) {
        return reply.status(400).send({ message: t('errors.malformedMultipart') });
      }
      const mapped = error.code ? codeMessages[error.code] : undefined;
      if (mapped) {
        return reply.status(mapped[0]).send({ message: t(mapped[1]) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return reply
          .status(status)
          .send({ message: t(statusMessages[status] ?? 'errors.badRequest') });
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover: the client may retry shortly; nothing is logged as a bug.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ message: t('errors.databaseDown') });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: t('errors.internal') });
    });
  },
  { name: 'errors' },
);
