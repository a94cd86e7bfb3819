import fp from 'fastify-plugin';
import { fieldLabel } from '../../lib/zod-sr.ts';

/** The path of the first string (key or value) in `value` that holds a NUL character. */
export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * No text with a NUL character (U+0000) reaches a handler: PostgreSQL refuses it in text columns
 * (a 500 before this guard). Checked before schema validation for every route's body, query and
 * parameters; multipart text fields are checked where the form is read (`refuseNul`).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) throw app.httpError(400, 'errors.nulByte', { field: fieldLabel(path) });
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
