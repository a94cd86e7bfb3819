import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeTailwindRenderProps } from '../utils';

export interface PopoverProps extends RACPopoverProps {
  /** At least as wide as its trigger (list boxes); `false` for menus that set their own width. */
  matchTriggerWidth?: boolean;
}

/** A floating panel anchored to its trigger (menus, list boxes). */
export function Popover({ matchTriggerWidth = true, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={4}
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        `${matchTriggerWidth ? 'min-w-(--trigger-width) ' : ''}rounded-field border border-line bg-surface shadow-card outline-0 forced-colors:bg-[Canvas]`,
      )}
    />
  );
}
