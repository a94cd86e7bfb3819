import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { focusRing, tv } from '../utils';

const switchStyles = tv({
  extend: focusRing,
  base: 'flex min-h-11 cursor-pointer items-center rounded-sm px-2 underline decoration-1 underline-offset-2 hover:decoration-2',
  variants: {
    tone: { default: 'text-primary-700 hover:text-primary-900', inverse: 'text-white' },
  },
});

export interface ScriptSwitchProps extends Omit<RACButtonProps, 'children' | 'className'> {
  /** The other script's name, written in it ("Ћирилица", "Latinica"). */
  label: string;
  /** The language tag of `label` ("sr-Cyrl"), so a screen reader reads it in that script. */
  lang: string;
  /** `inverse` on a dark surface (the footer). */
  tone?: 'default' | 'inverse';
  className?: string;
}

/** A button that shows the page in the other script of its language (Serbian's Latin/Cyrillic). */
export function ScriptSwitch({
  label,
  lang,
  tone = 'default',
  className,
  ...props
}: ScriptSwitchProps) {
  return (
    <RACButton
      {...props}
      className={(rp) => switchStyles({ ...rp, tone, onDark: tone === 'inverse', className })}
    >
      <span lang={lang}>{label}</span>
    </RACButton>
  );
}
