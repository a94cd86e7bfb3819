import { composeRenderProps } from 'react-aria-components';
import { cx as join, tv, type ClassValue } from 'tailwind-variants/lite';

export { tv };
export type { VariantProps } from 'tailwind-variants/lite';

/**
 * Joins classes (strings, arrays, `{ class: condition }` objects), skipping empty ones.
 *
 * The design system uses tailwind-variants' lite build, which does not resolve conflicts: a class
 * list must never hold two classes that set the same thing (`px-4` with `px-3`), because the
 * stylesheet's order, not the list's, would pick the winner. Style definitions keep such classes
 * in separate variants; tests and Storybook check every list (src/test/class-conflicts.ts).
 * Without tailwind-merge's resolver the sign-in page loads ~10 KB (gzipped) less JavaScript and
 * the first render skips building its lookup tables (~25 ms here, four times that on a phone).
 */
export function cx(...classes: ClassValue[]): string {
  return join(...classes) ?? '';
}

/** The one visible focus ring every interactive element uses (keyed on RAC's isFocusVisible). */
export const focusRing = tv({
  // No bare `outline` here: in Tailwind 4 it sets a 1px width, which `outline-0`/`outline-3` set.
  base: 'outline-offset-2',
  variants: {
    /** On a dark surface (a toast) the ring is white. */
    onDark: { true: 'outline-white', false: 'outline-focus' },
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-3',
    },
  },
});

/** Merges the caller's className (string or render-prop function) after our own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((v: T) => string) | undefined,
  tw: string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (className) => cx(tw, className));
}
