import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  composeRenderProps,
  type ListBoxItemProps,
  type ListBoxProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, tv } from '../utils';
import { CheckIcon } from './icons';

/** The option list used inside Select and ComboBox popovers. */
export function ListBox<T extends object>(props: ListBoxProps<T>) {
  return (
    <RACListBox
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'max-h-[300px] overflow-auto p-1 outline-0',
      )}
    />
  );
}

const itemStyles = tv({
  base: 'flex min-h-11 cursor-default items-center gap-2 rounded-md px-3 py-2 text-base outline-0 select-none forced-color-adjust-none',
  variants: {
    isFocused: { true: 'bg-primary-700' },
    isSelected: { true: 'font-semibold' },
    isDisabled: { true: 'text-muted' },
  },
  compoundVariants: [
    { isDisabled: false, isFocused: true, className: 'text-white' },
    { isDisabled: false, isFocused: false, className: 'text-ink' },
  ],
});

/** One option; shows a check when selected. */
export function ListBoxItem(props: ListBoxItemProps) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, rp) =>
        itemStyles({ ...rp, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          {isSelected && <CheckIcon />}
        </>
      ))}
    </RACListBoxItem>
  );
}
