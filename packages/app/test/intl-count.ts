/** The `Intl` constructors a test can count. */
type Counted = 'NumberFormat' | 'Collator';

/**
 * Counts the `Intl[name]` objects built until `restore()`: `calls` holds each construction's
 * arguments, `Original` builds without counting.
 */
export function countIntl<Name extends Counted>(name: Name) {
  const Original = Intl[name];
  const calls: unknown[][] = [];
  const Counting = function (this: unknown, ...args: unknown[]) {
    calls.push(args);
    return new (Original as new (...a: unknown[]) => unknown)(...args);
  };
  Counting.supportedLocalesOf = Original.supportedLocalesOf;
  (Intl as Record<Counted, unknown>)[name] = Counting;
  return {
    calls,
    Original: Original as (typeof Intl)[Name],
    restore: () => {
      (Intl as Record<Counted, unknown>)[name] = Original;
    },
  };
}
