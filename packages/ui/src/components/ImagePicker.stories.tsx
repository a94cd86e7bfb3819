import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFile, sampleImage } from '../test/sampleImages';
import { ImagePicker, type ImagePickerLabels, type PickedImage } from './ImagePicker';

const labels: ImagePickerLabels = {
  label: 'Fotografije',
  add: 'Dodaj fotografije',
  dropHint: 'ili ih prevucite ovde',
  limitReached: 'Dodato je maksimalno 5 fotografija',
  moveLeft: (n) => `Pomeri sliku ${n} levo`,
  moveRight: (n) => `Pomeri sliku ${n} desno`,
  remove: (n) => `Ukloni sliku ${n}`,
  image: (n, total) => `Fotografija ${n} od ${total}`,
  progress: (n) => `Slika ${n}`,
  progressValue: (percent) => (percent === null ? 'Priprema…' : `${percent} %`),
};

const existing: PickedImage[] = [
  { kind: 'existing', url: sampleImage(0, 400, 300) },
  { kind: 'existing', url: sampleImage(1, 400, 300) },
];

const meta = {
  component: ImagePicker,
  args: { labels, onChange: fn(), description: 'Prva fotografija je naslovna.' },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type=file]')!;
const lastList = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall![0] as PickedImage[];
const describe = (list: PickedImage[]) =>
  list.map((i) => (i.kind === 'existing' ? i.url : i.file.name));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    // Non-images are ignored even if the browser lets them through.
    await userEvent.upload(input, new File(['%PDF'], 'ugovor.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.upload(input, [sampleFile(0, 'prednja.svg'), sampleFile(1, 'zadnja.svg')]);
    await expect(describe(lastList(args.onChange))).toEqual(['prednja.svg', 'zadnja.svg']);
  },
};

export const ExistingAndNewReorder: Story = {
  args: { defaultValue: existing },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), sampleFile(2, 'nova.svg'));
    let list = lastList(args.onChange);
    await expect(list.map((i) => i.kind)).toEqual(['existing', 'existing', 'new']);
    // Move the new photo to the front, one step at a time.
    const items = () => within(canvasElement.querySelector('ol')!).getAllByRole('listitem');
    await userEvent.click(canvas.getByRole('button', { name: 'Pomeri sliku 3 levo' }));
    // The focus follows the photo.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pomeri sliku 2 levo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    list = lastList(args.onChange);
    await expect(list.map((i) => i.kind)).toEqual(['new', 'existing', 'existing']);
    await expect(list[1]).toEqual(existing[0]);
    // First place: its "left" is disabled, so the focus takes its "right".
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Pomeri sliku 1 desno' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Pomeri sliku 1 levo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pomeri sliku 3 desno' })).toBeDisabled();
    // Keyboard: move the first photo right with Enter.
    await userEvent.keyboard('{Enter}');
    await expect(lastList(args.onChange).map((i) => i.kind)).toEqual([
      'existing',
      'new',
      'existing',
    ]);
    await userEvent.click(within(items()[1]!).getByRole('button', { name: 'Ukloni sliku 2' }));
    await expect(lastList(args.onChange)).toEqual(existing);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // The neighbour that took its place gets the focus.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Ukloni sliku 2' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni sliku 1' }));
    // None left: the add button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Dodaj fotografije' })).toHaveFocus(),
    );
  },
};

export const CapAtFive: Story = {
  args: { defaultValue: existing },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      [0, 1, 2, 3, 4].map((i) => sampleFile(i, `f${i}.svg`)),
    );
    const list = lastList(args.onChange);
    await expect(list).toHaveLength(5);
    await expect(describe(list).slice(2)).toEqual(['f0.svg', 'f1.svg', 'f2.svg']);
    await expect(
      canvas.queryByRole('button', { name: 'Dodaj fotografije' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Dodato je maksimalno 5 fotografija',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni sliku 1' }));
    await expect(canvas.getByRole('button', { name: 'Dodaj fotografije' })).toBeVisible();
  },
};

export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-dropzone]')!;
    const data = new DataTransfer();
    data.items.add(sampleFile(3, 'prevucena.svg'));
    data.items.add(new File(['x'], 'tekst.txt', { type: 'text/plain' }));
    const init = { dataTransfer: data, bubbles: true, cancelable: true, clientX: 10, clientY: 10 };
    zone.dispatchEvent(new DragEvent('dragenter', init));
    zone.dispatchEvent(new DragEvent('dragover', init));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    zone.dispatchEvent(new DragEvent('drop', init));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(describe(lastList(args.onChange))).toEqual(['prevucena.svg']);
  },
};

/** The drop area is no Tab stop of its own: Tab goes from the last photo to the add button. */
export const NoHiddenTabStop: Story = {
  args: { defaultValue: existing },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Ukloni sliku 2' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dodaj fotografije' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Ukloni sliku 2' })).toHaveFocus();
  },
};

/** While the advert is sent: a kept photo has no bar, a new one is prepared or on its way. */
export const Progress: Story = {
  args: {
    defaultValue: [
      existing[0]!,
      { kind: 'new', file: sampleFile(1) },
      { kind: 'new', file: sampleFile(2) },
    ],
    progress: [undefined, 60, null],
    isDisabled: true,
  },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    const second = canvas.getByRole('progressbar', { name: 'Slika 2' });
    await expect(second).toHaveAttribute('aria-valuenow', '60');
    await expect(second).toHaveAttribute('aria-valuetext', '60 %');
    const third = canvas.getByRole('progressbar', { name: 'Slika 3' });
    await expect(third).toHaveAttribute('aria-valuenow', '0');
    await expect(third).toHaveAttribute('aria-valuetext', 'Priprema…');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Dodajte bar jednu fotografiju' } };

export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ImagePicker {...args} labels={{ ...labels, label: 'Prazno' }} />
      <ImagePicker
        {...args}
        labels={{ ...labels, label: 'Dve fotografije' }}
        defaultValue={existing}
      />
      <ImagePicker
        {...args}
        labels={{ ...labels, label: 'Puno' }}
        defaultValue={[0, 1, 2, 3, 4].map((i) => ({
          kind: 'existing',
          url: sampleImage(i, 400, 300),
        }))}
      />
      <ImagePicker
        {...args}
        labels={{ ...labels, label: 'Greška' }}
        errorMessage="Dodajte bar jednu fotografiju"
      />
    </div>
  ),
};
