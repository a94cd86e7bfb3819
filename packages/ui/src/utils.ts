import { composeRenderProps } from 'react-aria-components';
import { cn, tv, type ClassValue } from 'tailwind-variants';

/**
 * Joins classes and resolves Tailwind conflicts (the later class wins), like tailwind-merge's
 * `twMerge`. tailwind-variants carries its own copy of tailwind-merge's resolver, so using it here
 * keeps a second copy (8 KB gzipped) out of the first screen's JavaScript.
 */
export function twMerge(...classes: ClassValue[]): string {
  return cn(...classes) ?? '';
}

/**
 * Builds the class merger's lookup tables now. tailwind-merge builds them on its first call (about
 * 25 ms on this project's desktop machine, four times that on a phone), which would otherwise fall
 * in the middle of a first render; an app can call this in a start-up task of its own.
 */
export function prepareClassMerge(): void {
  twMerge('p-0', 'p-1');
}

/** The one visible focus ring every interactive element uses (keyed on RAC's isFocusVisible). */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-focus',
  variants: {
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
  return composeRenderProps(className, (className) => twMerge(tw, className));
}
