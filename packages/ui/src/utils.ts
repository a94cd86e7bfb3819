import { composeRenderProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { tv } from 'tailwind-variants';

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

export { twMerge };
