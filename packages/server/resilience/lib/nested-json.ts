import fc from 'fast-check';

/*
 * JSON bodies nested deep or spread wide (docs/decisions/031-guarded-routes.md): arrays or
 * objects inside each other from a few levels to a megabyte's worth, a deep value in one field
 * of an otherwise valid body, and very long arrays and objects. Only their shape is generated;
 * the text is written when the request is sent, so thousands of samples cost no memory.
 */

export type NestedShape =
  'arrays' | 'objects' | 'mixed' | 'in-field' | 'wide-array' | 'wide-object';

export interface NestedBody {
  kind: 'nested';
  shape: NestedShape;
  /** Levels (nested shapes) or members (wide ones). */
  size: number;
  /** For `in-field`: a valid body, one of whose fields gets the deep value. */
  base?: Record<string, unknown>;
}

/** Around the server's limit (32), far past it, and past the body limit (1 MB). */
const DEPTHS = [2, 8, 31, 32, 33, 64, 1_000, 20_000, 200_000, 499_000, 600_000];
const WIDTHS = [1_000, 100_000, 300_000];

export function nestedArb(
  valid: fc.Arbitrary<Record<string, unknown>> | undefined,
): fc.Arbitrary<NestedBody> {
  const deep = fc.record({
    kind: fc.constant('nested' as const),
    shape: fc.constantFrom<NestedShape>('arrays', 'objects', 'mixed'),
    size: fc.constantFrom(...DEPTHS),
  });
  const wide = fc.record({
    kind: fc.constant('nested' as const),
    shape: fc.constantFrom<NestedShape>('wide-array', 'wide-object'),
    size: fc.constantFrom(...WIDTHS),
  });
  if (!valid) return fc.oneof(deep, wide);
  const inField = fc.record({
    kind: fc.constant('nested' as const),
    shape: fc.constant<NestedShape>('in-field'),
    size: fc.constantFrom(...DEPTHS),
    base: valid,
  });
  return fc.oneof(deep, wide, inField);
}

function deepText(shape: NestedShape, levels: number): string {
  if (shape === 'arrays') return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
  if (shape === 'objects') return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  // Alternating, with a string at the bottom that holds brackets of its own.
  const open: string[] = [];
  const close: string[] = [];
  for (let i = 0; i < levels; i += 1) {
    open.push(i % 2 ? '[' : '{"x":');
    close.push(i % 2 ? ']' : '}');
  }
  return `${open.join('')}"[{"${close.reverse().join('')}`;
}

/** The body's JSON text. */
export function nestedText(body: NestedBody): string {
  switch (body.shape) {
    case 'wide-array':
      return `[${Array.from({ length: body.size }, () => '0').join(',')}]`;
    case 'wide-object':
      return `{${Array.from({ length: body.size }, (_, i) => `"k${i}":0`).join(',')}}`;
    case 'in-field': {
      const base = body.base ?? {};
      const field = Object.keys(base)[0] ?? 'value';
      const marker = '"__nested__"';
      const text = JSON.stringify({ ...base, [field]: '__nested__' });
      return text.replace(marker, deepText('arrays', body.size));
    }
    default:
      return deepText(body.shape, body.size);
  }
}
