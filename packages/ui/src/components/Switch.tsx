import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../utils';

const track = tv({
  extend: focusRing,
  base: 'flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent px-0.5 transition-colors',
  variants: {
    isSelected: { true: 'forced-colors:bg-[Highlight]' },
    isDisabled: { true: 'bg-line' },
  },
  compoundVariants: [
    { isDisabled: false, isSelected: false, className: 'bg-line-strong' },
    { isDisabled: false, isSelected: true, className: 'bg-primary-700' },
  ],
});

const handle = tv({
  base: 'size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
  variants: { isSelected: { false: 'translate-x-0', true: 'translate-x-5' } },
});

export type SwitchProps = RACSwitchProps;

/**
 * An on/off toggle (notification settings) with its label as children. The drawn switch and its
 * text are the click target (`w-fit`: blank space to the right of a row does not toggle it).
 */
export function Switch(props: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex w-fit min-h-11 cursor-pointer items-center gap-3 text-base text-ink data-disabled:cursor-default data-disabled:text-muted',
      )}
    >
      {composeRenderProps(props.children, (children, rp) => (
        <>
          <span className={track(rp)}>
            <span className={handle(rp)} />
          </span>
          {children}
        </>
      ))}
    </RACSwitch>
  );
}
