import type { ReactNode } from 'react';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { REASON_MAX, type useReasonForm } from './useReasonForm';

export interface ReasonDialogProps {
  isOpen: boolean;
  /** The request is under way: the dialog cannot be closed, its buttons wait. */
  busy: boolean;
  /** The reason's state and the form's submit (useReasonForm). */
  form: ReturnType<typeof useReasonForm>;
  title: string;
  /** What the action does, above the reason. */
  text: ReactNode;
  reason: { label: string; hint: string; rows: number };
  cancel: string;
  /** The confirming button: its label (saying the action is under way while `busy`). */
  confirm: { label: string; variant: 'primary' | 'danger' };
}

/**
 * An administrator's action that asks for its reason (docs/product.md, “Admin console”): a
 * modal dialog with what the action does, the reason (required; checked by useReasonForm) and
 * the buttons to cancel or confirm.
 */
export function ReasonDialog({
  isOpen,
  busy,
  form,
  title,
  text,
  reason,
  cancel,
  confirm,
}: ReasonDialogProps) {
  const { reason: value, setReason, error, setError, validate, close, submit } = form;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!busy}
    >
      <Dialog title={title}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>{text}</p>
          <TextArea
            label={reason.label}
            description={reason.hint}
            value={value}
            onChange={(next) => {
              setReason(next);
              if (error) setError(validate(next));
            }}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
            maxLength={REASON_MAX}
            rows={reason.rows}
            autoFocus
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={busy}>
              {cancel}
            </Button>
            <Button type="submit" variant={confirm.variant} isDisabled={busy} isPending={busy}>
              {confirm.label}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
