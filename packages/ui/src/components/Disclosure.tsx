import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as RACDisclosure,
  DisclosurePanel,
  Heading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { cx, focusRing } from '../utils';
import { ChevronDownIcon } from './icons';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The trigger's text ("Prikaži kao tabelu"). */
  title: string;
  children: ReactNode;
  /** The heading level of the trigger, in the page's outline (3 unless said). */
  level?: number;
}

/** A button that shows or hides a panel below it (react-aria's Disclosure). */
export function Disclosure({ title, children, className, level = 3, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={cx('flex flex-col gap-2', className as string)}>
      {({ isExpanded }) => (
        <>
          <Heading level={level} className="m-0 text-base">
            <Button
              slot="trigger"
              className={(state) =>
                focusRing({
                  ...state,
                  className:
                    'inline-flex min-h-11 items-center gap-2 rounded-field px-1 font-semibold text-primary-700 hover:underline',
                })
              }
            >
              <ChevronDownIcon
                aria-hidden
                className={cx('size-5 transition-transform', isExpanded ? 'rotate-180' : '')}
              />
              {title}
            </Button>
          </Heading>
          <DisclosurePanel>{children}</DisclosurePanel>
        </>
      )}
    </RACDisclosure>
  );
}
