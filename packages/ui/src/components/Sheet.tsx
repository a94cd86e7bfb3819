import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '../utils';
import { CloseIcon } from './icons';

export interface SheetProps extends Omit<ModalOverlayProps, 'children'> {
  /** Heading of the sheet (also its accessible name). */
  title: string;
  /** Accessible name of the close button ("Zatvori"). */
  closeLabel: string;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  className?: string;
  /**
   * Laid out where it is placed, open, over its own dimmed box instead of the page (documentation
   * pages and the visual matrix); `isOpen` and dismissal do not apply.
   */
  inline?: boolean;
}

const panelStyles =
  'flex w-full max-w-lg flex-col rounded-t-2xl bg-surface shadow-card forced-colors:border';

/**
 * A panel that rises from the bottom of the screen over a dimmed page (the phone's filters): a
 * modal dialog with a heading and a close button; focus stays inside and returns to the button
 * that opened it; Escape or a tap outside closes it.
 */
export function Sheet({ title, closeLabel, children, className, inline, ...props }: SheetProps) {
  const dialog = (
    <RACDialog className="flex min-h-0 flex-1 flex-col outline-0">
      {({ close }) => (
        <>
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-2">
            <Heading slot="title" className="text-lg font-semibold text-ink">
              {title}
            </Heading>
            <RACButton
              aria-label={closeLabel}
              onPress={close}
              className="flex size-11 cursor-pointer items-center justify-center rounded-field text-ink outline-primary-600 hover:bg-primary-50 focus-visible:outline-2"
            >
              <CloseIcon />
            </RACButton>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {typeof children === 'function' ? children({ close }) : children}
          </div>
        </>
      )}
    </RACDialog>
  );
  if (inline)
    return (
      <div className="flex h-full items-end justify-center bg-ink/50 pt-8">
        <div className={cx(panelStyles, 'max-h-full', className)}>{dialog}</div>
      </div>
    );
  return (
    <ModalOverlay
      isDismissable
      {...props}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50"
    >
      <RACModal className={cx(panelStyles, 'max-h-[92dvh]', className)}>{dialog}</RACModal>
    </ModalOverlay>
  );
}
