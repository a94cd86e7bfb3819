import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { Button } from './Button';
import { AlertIcon } from './icons';

export interface AlertDialogProps {
  /** Question in the heading ("Obrisati oglas?"). */
  title: string;
  /** Explanation under the heading. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `destructive` paints the confirm button red (delete). */
  variant?: 'destructive' | 'confirm';
  /**
   * The button focused when the dialog opens. Defaults to "cancel" for a destructive action, so
   * an Enter pressed out of habit does not delete, and to "confirm" otherwise.
   */
  defaultFocus?: 'cancel' | 'confirm';
  /** Called when the confirm button is pressed; the dialog closes unless `isPending`. */
  onConfirm: () => void;
  /** Keeps the dialog open with a spinner on the confirm button while the action runs. */
  isPending?: boolean;
  pendingLabel?: string;
}

/** A confirmation dialog (role alertdialog); place inside `Modal` within a `DialogTrigger`. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  defaultFocus = variant === 'destructive' ? 'cancel' : 'confirm',
  onConfirm,
  isPending,
  pendingLabel,
}: AlertDialogProps) {
  return (
    <RACDialog role="alertdialog" className="relative flex flex-col gap-4 p-6 outline-0">
      {({ close }) => (
        <>
          <div className="flex items-start gap-3">
            {variant === 'destructive' && <AlertIcon className="mt-1 shrink-0 text-danger-700" />}
            <Heading slot="title" className="text-xl font-semibold text-ink">
              {title}
            </Heading>
          </div>
          <div className="text-base text-muted">{children}</div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              autoFocus={defaultFocus === 'cancel'}
              onPress={close}
              isDisabled={isPending}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              autoFocus={defaultFocus === 'confirm'}
              isPending={isPending}
              pendingLabel={pendingLabel}
              onPress={() => {
                onConfirm();
                if (!isPending) close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </RACDialog>
  );
}
