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
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing } from '../utils';

/** Tabs container (profile: Profil / Password / Pretplata). Arrow keys move between tabs. */
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
  extend: focusRing,
  base: '-mb-0.5 flex min-h-11 cursor-pointer items-center border-b-3 px-4 text-base font-medium whitespace-nowrap transition-colors -outline-offset-2',
  variants: {
    isSelected: {
      false: 'border-transparent text-muted hover:text-ink',
      true: 'border-primary-700 text-primary-700',
    },
    isDisabled: { true: 'cursor-default text-line-strong' },
  },
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
