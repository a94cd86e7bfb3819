import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../utils';

/** Tabs container (profile: Profil / Lozinka / Pretplata). Arrow keys move between tabs. */
export function Tabs(props: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-4')}
    />
  );
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'flex gap-1 overflow-x-auto border-b-2 border-line',
      )}
    />
  );
}

const tabStyles = tv({
  // focusRing's ring, drawn inside the tab (a negative offset) instead of around it.
  base: '-mb-0.5 flex min-h-11 items-center border-b-3 px-4 text-base font-medium whitespace-nowrap outline-focus transition-colors -outline-offset-2',
  variants: {
    isFocusVisible: focusRing.variants.isFocusVisible,
    isSelected: {
      false: 'border-transparent hover:text-ink',
      true: 'border-primary-700',
    },
    isDisabled: { true: 'cursor-default text-line-strong', false: 'cursor-pointer' },
  },
  compoundVariants: [
    { isDisabled: false, isSelected: false, className: 'text-muted' },
    { isDisabled: false, isSelected: true, className: 'text-primary-700' },
  ],
});

export function Tab(props: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(props.className, (className, rp) =>
        tabStyles({ ...rp, className }),
      )}
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(props.className, (className, rp) =>
        focusRing({ ...rp, className: `rounded-md ${className ?? ''}` }),
      )}
    />
  );
}
