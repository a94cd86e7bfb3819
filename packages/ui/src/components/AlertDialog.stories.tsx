import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { Button } from './Button';
import { DialogTrigger, Modal } from './Dialog';

const meta = {
  component: AlertDialog,
  args: {
    title: 'Obrisati oglas?',
    children: 'Oglas za BMW 320d biće trajno obrisan.',
    confirmLabel: 'Obriši',
    cancelLabel: 'Otkaži',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Obriši oglas</Button>
      <Modal>
        <AlertDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Obrisati oglas?' });
    const confirm = within(dialog).getByRole('button', { name: 'Obriši' });
    const cancel = within(dialog).getByRole('button', { name: 'Otkaži' });
    // A destructive action starts on "Otkaži": Enter out of habit deletes nothing.
    await waitFor(() => expect(cancel).toHaveFocus());
    // Focus stays inside the dialog.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A harmless confirmation starts on its confirm button. */
export const ConfirmHarmless: Story = {
  args: {
    title: 'Aktivirati pretplatu?',
    children: 'Pretplata počinje danas.',
    confirmLabel: 'Aktiviraj',
    variant: 'confirm',
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Aktivirati pretplatu?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Aktiviraj' })).toHaveFocus(),
    );
  },
};

export const Cancel: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div className="max-w-md rounded-xl bg-surface shadow-card">
        <AlertDialog {...args} />
      </div>
      <div className="max-w-md rounded-xl bg-surface shadow-card">
        <AlertDialog
          {...args}
          title="Obrisati oglas? (u toku)"
          isPending
          pendingLabel="Brisanje..."
        />
      </div>
      <div className="max-w-md rounded-xl bg-surface shadow-card">
        <AlertDialog
          {...args}
          title="Objaviti oglas?"
          variant="confirm"
          confirmLabel="Objavi"
          children="Oglas će biti vidljiv kupcima."
        />
      </div>
    </div>
  ),
};
