import { describe, expect, it } from 'vitest';
import { assertNoConflict, cx, tv } from './class-conflicts';
import { buttonStyles } from '../components/Button';
import { cx as appCx } from '../utils';

describe('the class-conflict check of tests and Storybook', () => {
  it('refuses two classes that set the same property, theme scales included', () => {
    expect(() => assertNoConflict('px-4 py-2 px-3', 'here')).toThrow(/"px-4" is overridden/);
    expect(() => assertNoConflict('rounded-field rounded-full', 'here')).toThrow(/rounded-field/);
    expect(() => assertNoConflict('shadow-card shadow-md', 'here')).toThrow(/shadow-card/);
    expect(() => assertNoConflict('text-ink text-muted', 'here')).toThrow(/text-ink/);
  });

  it('lets through classes of different properties or states, and repeats', () => {
    expect(() => assertNoConflict('px-4 py-2 text-base text-ink', 'here')).not.toThrow();
    expect(() =>
      assertNoConflict('bg-surface hover:bg-primary-50 max-lg:hidden', 'here'),
    ).not.toThrow();
    expect(() => assertNoConflict('flex flex', 'here')).not.toThrow();
  });

  it('checks every variant combination of a definition when it is made', () => {
    expect(() => tv({ base: 'px-4', variants: { size: { sm: 'px-3', md: '' } } })).toThrow(
      /size.*"px-4" is overridden/,
    );
    expect(() =>
      tv({
        variants: { a: { true: 'text-white' }, b: { true: 'text-muted' } },
      }),
    ).toThrow(/text-white/);
    expect(() =>
      tv({
        base: 'px-4',
        variants: { size: { sm: 'px-3', md: 'px-4' } },
        compoundVariants: [],
      }),
    ).toThrow();
  });

  it('checks a caller className when the definition is used', () => {
    const styles = tv({ base: 'px-4 text-ink' });
    expect(styles({ className: 'mt-2' })).toBe('px-4 text-ink mt-2');
    expect(() => styles({ className: 'px-2' })).toThrow(/className "px-2"/);
    expect(() => cx('inline-flex', 'hidden')).toThrow(/inline-flex/);
  });

  it('is what the design system runs in tests (the alias), and its definitions pass it', () => {
    expect(() => appCx('inline-flex', 'hidden')).toThrow(/Conflicting Tailwind classes/);
    const quietDisabled = buttonStyles({ variant: 'quiet', isDisabled: true }).split(' ');
    expect(quietDisabled).toContain('bg-transparent');
    expect(quietDisabled).not.toContain('bg-canvas');
  });
});
