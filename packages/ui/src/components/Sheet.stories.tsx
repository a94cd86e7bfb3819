import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Button } from './Button';
import { Sheet } from './Sheet';
import { Checkbox } from './Checkbox';
import { TextField } from './TextField';

function Filters() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Filteri (2)
      </Button>
      <Sheet title="Filteri" closeLabel="Zatvori" isOpen={isOpen} onOpenChange={setOpen}>
        {({ close }) => (
          <div className="flex flex-col gap-4">
            <TextField label="Marka" defaultValue="Škoda" />
            <TextField label="Model" defaultValue="Octavia" />
            <Button onPress={close}>Pretraži</Button>
          </div>
        )}
      </Sheet>
    </>
  );
}

const meta = {
  component: Sheet,
  args: { title: 'Filteri', closeLabel: 'Zatvori', children: null },
  render: () => <Filters />,
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens as a dialog, keeps the focus inside, closes by Escape or its button, focus returns. */
export const OpenAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filteri (2)' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Filteri' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back once the sheet has gone, in a frame of its own: waited for.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const again = await body.findByRole('dialog', { name: 'Filteri' });
    await userEvent.click(within(again).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back once the sheet has gone, in a frame of its own: waited for.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <Sheet {...args} isOpen>
      <TextField label="Marka" defaultValue="Škoda" />
    </Sheet>
  ),
};

/** The open sheet in place: a short one, and one whose content scrolls under its heading. */
export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <MatrixGrid columns={1}>
      <MatrixCell title="short">
        <div className="h-72">
          <Sheet {...args} inline>
            <div className="flex flex-col gap-4">
              <TextField label="Marka" defaultValue="Škoda" />
              <Button>Pretraži</Button>
            </div>
          </Sheet>
        </div>
      </MatrixCell>
      <MatrixCell title="scrolls">
        <div className="h-96">
          <Sheet {...args} title="Svi filteri" inline>
            <div className="flex flex-col gap-4">
              <TextField label="Marka" defaultValue="Škoda" />
              <TextField label="Model" defaultValue="Octavia" />
              <TextField label="Cena od" defaultValue="5.000" />
              <TextField label="Cena do" defaultValue="12.000" />
              <Checkbox defaultSelected>Samo sa fotografijama</Checkbox>
              <Button>Pretraži</Button>
            </div>
          </Sheet>
        </div>
      </MatrixCell>
    </MatrixGrid>
  ),
};
