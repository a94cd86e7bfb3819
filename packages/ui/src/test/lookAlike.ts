import { expect } from 'storybook/test';

/** The computed styles a stand-in must share with the control it replaces. */
export const LOOK = [
  'height',
  'width',
  'color',
  'background-color',
  'border-color',
  'font-size',
  'font-weight',
  'padding-left',
  'border-radius',
];

/**
 * Expects `stand` to look like `real` (the same state, whichever component renders it), compared
 * style by style over `props`.
 */
export async function expectLookAlike(real: Element, stand: Element, props: string[] = LOOK) {
  const a = getComputedStyle(real);
  const b = getComputedStyle(stand);
  await expect(props.map((p) => `${p}: ${b.getPropertyValue(p)}`)).toEqual(
    props.map((p) => `${p}: ${a.getPropertyValue(p)}`),
  );
}
