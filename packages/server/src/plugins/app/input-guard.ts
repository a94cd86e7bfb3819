import fp from 'fastify-plugin';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-depth.ts';
import { fieldLabel } from '../../lib/zod-sr.ts';

interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, last?: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (key or value) in `value` that holds a NUL character. Walks with
 * a stack of its own, not the call stack, and builds the path only for the string it finds.
 */
export function findNul(value: unknown): PropertyKey[] | undefined {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
      const children: Visit[] = [];
      for (const [key, item] of entries) {
        if (typeof key === 'string' && key.includes('\u0000')) return pathOf(visit, key);
        if (typeof item === 'string' || (item !== null && typeof item === 'object'))
          children.push({ value: item, key, parent: visit });
      }
      // Last pushed, first visited: the document's order.
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
  }
  return undefined;
}

/**
 * Input that no handler may see.
 *
 * - JSON nested deeper than MAX_JSON_DEPTH: refused with 400 by the JSON body parser, before the
 *   text is parsed (a walk over a deeply nested value costs time, and recursion the stack).
 * - Text with a NUL character (U+0000): PostgreSQL refuses it in text columns (a 500 before this
 *   guard). Checked before schema validation for every route's body, query and parameters;
 *   multipart text fields are checked where the form is read (`readCarForm`).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(app.httpError(400, 'errors.jsonTooDeep', { limit: MAX_JSON_DEPTH }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) throw app.httpError(400, 'errors.nulByte', { field: fieldLabel(path) });
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
