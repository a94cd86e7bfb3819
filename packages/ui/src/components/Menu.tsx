import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  composeRenderProps,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, tv } from '../utils';

export { MenuTrigger } from 'react-aria-components';

/** A list of actions or links in a popover (user menu, hamburger menu). */
export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <RACMenu
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'max-h-[inherit] overflow-auto p-1 outline-0',
      )}
    />
  );
}

const itemStyles = tv({
  base: 'flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-base no-underline outline-0 select-none',
  variants: {
    isFocused: { true: 'bg-primary-700' },
    isDisabled: { true: 'cursor-default text-muted', false: 'cursor-pointer' },
  },
  compoundVariants: [
    { isDisabled: false, isFocused: true, className: 'text-white' },
    { isDisabled: false, isFocused: false, className: 'text-ink' },
  ],
});

/** One entry; give it `href` to navigate (through RAC's RouterProvider) or `onAction`. */
export function MenuItem(props: MenuItemProps) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, rp) =>
        itemStyles({ ...rp, className }),
      )}
    />
  );
}
