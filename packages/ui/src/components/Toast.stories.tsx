import type { Meta, StoryObj } from '@storybook/react-vite';
import { act, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { installClock } from '../test/fakeTimers';
import { MatrixCell, MatrixGrid } from '../test/matrix';
import { Button } from './Button';
import { createToastQueue, showToast, ToastRegion, type ToastContent } from './Toast';

// Each story gets its own queue so stories never share toasts.
const demoQueue = createToastQueue();

const meta = {
  component: ToastRegion,
  args: { label: 'Obaveštenja', closeLabel: 'Zatvori', queue: demoQueue },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => demoQueue.clear(),
  render: (args) => (
    <div className="flex min-h-64 flex-wrap gap-3 p-4">
      <Button onPress={() => showToast({ type: 'success', title: 'Oglas je sačuvan' }, args.queue)}>
        Uspeh
      </Button>
      <Button
        variant="danger"
        onPress={() =>
          showToast({ type: 'error', title: 'Pogrešna adresa e-pošte ili lozinka' }, args.queue)
        }
      >
        Greška
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          showToast(
            {
              type: 'info',
              title: 'Poruka je poslata',
              description: 'Odgovorićemo u roku od 24 sata.',
            },
            args.queue,
          )
        }
      >
        Info
      </Button>
      <ToastRegion {...args} />
    </div>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TimeoutAfter3500ms: Story = {
  play: async ({ canvasElement }) => {
    const clock = installClock(['setTimeout', 'clearTimeout', 'Date']);
    try {
      act(() => {
        showToast({ type: 'success', title: 'Oglas je sačuvan' }, demoQueue);
      });
      // No findBy/waitFor here: they poll with the (now fake) setTimeout.
      const body = within(canvasElement.ownerDocument.body);
      const toast = body.getByText('Oglas je sačuvan').closest('[data-type]');
      await expect(toast).toHaveAttribute('data-type', 'success');
      act(() => clock.tick(3490));
      await expect(body.getByText('Oglas je sačuvan')).toBeInTheDocument();
      act(() => clock.tick(20));
      await expect(body.queryByText('Oglas je sačuvan')).not.toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const OneAtATimeAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Uspeh' });
    await userEvent.click(trigger);
    // A success is a status message, announced politely; it takes no focus.
    const status = body.getByRole('status', { name: 'Obaveštenja' });
    await waitFor(() => expect(status).toHaveTextContent('Oglas je sačuvan'));
    await expect(trigger).toHaveFocus();
    // A newer message replaces the one on screen: never two at once. An error is an alert.
    await userEvent.click(canvas.getByRole('button', { name: 'Greška' }));
    const alert = body.getByRole('alert', { name: 'Obaveštenja' });
    await waitFor(() => expect(alert).toHaveTextContent('Pogrešna adresa e-pošte ili lozinka'));
    await expect(status).toBeEmptyDOMElement();
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    const region = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-toasts]')!;
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(getComputedStyle(region).top).toBe('16px');
    // Outside the Tab order: its close button is for the pointer only.
    const close = within(alert).getByRole('button', { name: 'Zatvori' });
    await expect(close).toHaveAttribute('tabindex', '-1');
    await userEvent.click(close);
    await expect(alert).toBeEmptyDOMElement();
  },
};

function staticQueue(content: ToastContent) {
  const queue = createToastQueue();
  queue.add(content);
  return queue;
}
const matrixQueues = {
  success: staticQueue({ type: 'success', title: 'Oglas je sačuvan' }),
  error: staticQueue({ type: 'error', title: 'Pogrešna adresa e-pošte ili lozinka' }),
  info: staticQueue({
    type: 'info',
    title: 'Poruka je poslata',
    description: 'Odgovorićemo u roku od 24 sata.',
  }),
};

/** Renders the region in place (RAC portals it to <body> otherwise), for the state matrix. */
function InPlace({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer}>
      {container && (
        <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider>
      )}
    </div>
  );
}

const toastCount = (canvas: { queryAllByText: (t: RegExp) => HTMLElement[] }) =>
  canvas.queryAllByText(/Oglas je sačuvan|Pogrešna adresa e-pošte ili lozinka|Poruka je poslata/)
    .length;

export const Matrix: Story = {
  tags: ['matrix'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <MatrixGrid columns={1}>
      {(Object.keys(matrixQueues) as (keyof typeof matrixQueues)[]).map((type) => (
        <MatrixCell key={type} title={type}>
          <InPlace>
            <ToastRegion
              {...args}
              label={`Obaveštenja ${type}`}
              queue={matrixQueues[type]}
              inline
            />
          </InPlace>
        </MatrixCell>
      ))}
    </MatrixGrid>
  ),
  play: async ({ canvas }) => {
    await expect(toastCount(canvas)).toBe(3);
  },
};
