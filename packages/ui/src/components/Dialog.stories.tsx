import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Dialog, DialogTrigger, Modal } from './Dialog';
import { TextField } from './TextField';

const meta = {
  component: Dialog,
  args: { title: 'Izmena profila', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>Izmeni profil</Button>
      <Modal>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <TextField label="Ime" defaultValue="Petar" />
              <TextField label="Prezime" defaultValue="Petrović" />
              <div className="flex justify-end gap-3">
                <Button variant="secondary" onPress={close}>
                  Otkaži
                </Button>
                <Button onPress={close}>Sačuvaj</Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrap: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Izmeni profil' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Izmena profila' });
    const first = within(dialog).getByRole('textbox', { name: 'Ime' });
    const last = within(dialog).getByRole('button', { name: 'Sačuvaj' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab from the last control wraps to the first; Shift+Tab from the first wraps to the last.
    last.focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="max-w-md rounded-xl bg-surface shadow-card">
      <Dialog {...args} aria-label="Izmena profila">
        <TextField label="Ime" defaultValue="Petar" />
        <div className="flex justify-end gap-3">
          <Button variant="secondary">Otkaži</Button>
          <Button>Sačuvaj</Button>
        </div>
      </Dialog>
    </div>
  ),
};

/** `size="lg"`: room for a chart or a table. */
export const Wide: Story = {
  args: { title: 'Statistika oglasa' },
  render: (args) => (
    <DialogTrigger>
      <Button>Statistika</Button>
      <Modal size="lg">
        <Dialog {...args}>
          <p>Grafikon i tabela po danima.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Statistika' }));
    const dialog = await body.findByRole('dialog', { name: 'Statistika oglasa' });
    await waitFor(() => expect(dialog.closest('.max-w-3xl')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
  },
};
