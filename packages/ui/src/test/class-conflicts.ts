/**
 * Stands in for `tailwind-variants/lite` in tests and Storybook (a `resolve.alias`): the same
 * functions, but each one refuses a class list with two Tailwind classes that set the same thing.
 *
 * The design system uses the lite build, which joins classes without resolving conflicts (the
 * full build carries tailwind-merge's resolver, ~10 KB gzipped on the sign-in page). With plain
 * joining, `px-4 px-3` leaves the winner to the order of the stylesheet, so no style definition
 * and no caller may rely on a later class overriding an earlier one. This module makes that a
 * rule tests enforce: every `tv()` definition is checked in all its variant combinations when it
 * is defined, and every `cx()` and `tv()` call with a caller's `className` when it runs.
 */
import { extendTailwindMerge } from 'tailwind-merge';
import * as lite from 'tailwind-variants/dist/lite.js';

/** tailwind-merge, told about the theme's own scales (src/theme.css), so `rounded-field` and
 * `rounded-full` count as one property too. */
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['field'], shadow: ['card'], container: ['page', 'narrow'] } },
});

type Variants = Record<string, Record<string, unknown>>;
type Component = ((props?: Record<string, unknown>) => string) & {
  variants?: Variants;
  variantKeys?: string[];
};

/** Throws when the class list holds two classes tailwind-merge would resolve into one. */
export function assertNoConflict(classes: string | undefined, where: string): void {
  if (!classes) return;
  const listed = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(listed.join(' ')).split(' '));
  const lost = listed.filter((c) => !kept.has(c));
  if (lost.length > 0) {
    throw new Error(
      `Conflicting Tailwind classes in ${where}: "${lost.join(' ')}" is overridden in "${listed.join(' ')}". ` +
        'The lite build does not resolve conflicts: split the classes so only one of them applies.',
    );
  }
}

/** Every combination of the definition's variant values, `undefined` included. */
function combinations(variants: Variants): Record<string, unknown>[] {
  let all: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(variants)) {
    const options: unknown[] = [undefined, ...Object.keys(values).map(fromKey)];
    all = all.flatMap((props) => options.map((value) => ({ ...props, [key]: value })));
  }
  return all;
}

const fromKey = (key: string): unknown => (key === 'true' ? true : key === 'false' ? false : key);

export const tv = ((...args: Parameters<typeof lite.tv>) => {
  const component = lite.tv(...args) as unknown as Component;
  const name = String(Object.keys(component.variants ?? {}).join(', ') || 'base');
  for (const props of combinations(component.variants ?? {})) {
    assertNoConflict(component(props), `tv({ ${name} }) with ${JSON.stringify(props)}`);
  }
  const checked = ((props?: Record<string, unknown>) => {
    const result = component(props);
    assertNoConflict(result, `tv({ ${name} }) with className "${String(props?.className ?? '')}"`);
    return result;
  }) as Component;
  return Object.assign(checked, component);
}) as typeof lite.tv;

export const cx = ((...classes: Parameters<typeof lite.cx>) => {
  const result = lite.cx(...classes);
  assertNoConflict(result, 'cx()');
  return result;
}) as typeof lite.cx;

export const { cn, createTV } = lite;
