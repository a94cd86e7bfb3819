import { Popover as RACPopover, type PopoverProps } from 'react-aria-components';
import { composeTailwindRenderProps } from '../utils';

/** A floating panel anchored to its trigger (menus, list boxes). */
export function Popover(props: PopoverProps) {
  return (
    <RACPopover
      offset={4}
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'min-w-(--trigger-width) rounded-field border border-line bg-surface shadow-card outline-0 forced-colors:bg-[Canvas]',
      )}
    />
  );
}
