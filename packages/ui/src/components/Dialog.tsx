import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '../utils';

export { DialogTrigger };

/** A centered modal with a dimmed backdrop; focus is trapped inside and restored on close. */
export function Modal({
  className,
  size = 'md',
  ...props
}: ModalOverlayProps & {
  className?: string;
  /** `lg`: room for a chart or a table (48rem); `md` (28rem) for a question or a short form. */
  size?: 'md' | 'lg';
}) {
  return (
    <ModalOverlay
      {...props}
      className="fixed inset-0 z-50 flex min-h-full items-center justify-center bg-ink/50 p-4"
    >
      <RACModal
        className={cx(
          'max-h-[calc(100dvh-2rem)] w-full overflow-auto rounded-xl bg-surface shadow-card forced-colors:border',
          size === 'lg' ? 'max-w-3xl' : 'max-w-md',
          className,
        )}
      >
        {props.children}
      </RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** Heading of the dialog (also its accessible name). */
  title: string;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** Dialog content with a heading; place inside `Modal` within a `DialogTrigger`. */
export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={cx('relative flex flex-col gap-4 p-6 outline-0', className)}>
      {({ close }) => (
        <>
          <Heading slot="title" className="text-xl font-semibold text-ink">
            {title}
          </Heading>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}
