import type { ReactNode } from 'react';
import { AlertDialog } from '@autoberza/ui/AlertDialog';
import { Button } from '@autoberza/ui/Button';
import type { ButtonProps } from '@autoberza/ui/Button';
import { DialogTrigger, Modal } from '@autoberza/ui/Dialog';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  children: ReactNode;
  /** The dialog's question ("Blokirati korisnika?") and its explanation. */
  question: string;
  explanation: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/**
 * A button for an action that is hard to undo (block, reject, cancel a subscription): it asks
 * first, starting on the cancel button.
 */
export function ConfirmButton({
  children,
  question,
  explanation,
  confirmLabel,
  cancelLabel,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  return (
    <DialogTrigger>
      <Button {...button}>{children}</Button>
      <Modal>
        <AlertDialog
          title={question}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={onConfirm}
        >
          {explanation}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}
