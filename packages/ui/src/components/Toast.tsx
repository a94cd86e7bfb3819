import { useEffect, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { focusRing, cx, tv } from '../utils';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

/** What the app puts on the queue: the words come from locales, the type picks the colour. */
export interface ToastContent {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

/** How long a toast stays (product rule: 3500 ms). */
export const TOAST_TIMEOUT_MS = 3500;

export type ToastQueue = RACToastQueue<ToastContent>;

/** Makes a queue that shows one toast at a time. */
export function createToastQueue(): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/** The app's single queue; `ToastRegion` renders it unless given another. */
export const toastQueue = createToastQueue();

/**
 * Shows a toast for 3500 ms, replacing the one on screen (only the latest message matters);
 * returns its key (for `queue.close(key)`).
 */
export function showToast(content: ToastContent, queue: ToastQueue = toastQueue): string {
  queue.clear();
  return queue.add(content, { timeout: TOAST_TIMEOUT_MS });
}

const toastStyles = tv({
  extend: focusRing,
  base: 'pointer-events-auto flex w-full items-start gap-3 rounded-field py-3 pr-2 pl-4 text-white shadow-card forced-colors:border',
  variants: {
    type: {
      success: 'bg-success-700',
      error: 'bg-danger-700',
      info: 'bg-info-700',
    },
  },
});

export interface ToastRegionProps {
  /** Accessible name of the region ("Obaveštenja"). */
  label: string;
  /** Accessible name of each toast's close button ("Zatvori"). */
  closeLabel: string;
  /** Defaults to the shared `toastQueue`; stories and tests pass their own. */
  queue?: ToastQueue;
  /** Laid out where it is placed instead of fixed to the window (documentation pages). */
  inline?: boolean;
  className?: string;
}

const icons = { success: CheckIcon, error: AlertIcon, info: InfoIcon };

type QueuedToast = ToastQueue['visibleToasts'][number];

/** One message; its timer runs while it is shown (and pauses under the pointer). */
function ToastMessage({
  toast,
  queue,
  closeLabel,
}: {
  toast: QueuedToast;
  queue: ToastQueue;
  closeLabel: string;
}) {
  useEffect(() => {
    toast.timer?.reset(toast.timeout ?? 0);
    return () => toast.timer?.pause();
  }, [toast]);
  const Icon = icons[toast.content.type];
  return (
    <div
      data-type={toast.content.type}
      onPointerEnter={() => queue.pauseAll()}
      onPointerLeave={() => queue.resumeAll()}
      className={toastStyles({ isFocusVisible: false, type: toast.content.type })}
    >
      <Icon className="mt-0.5 shrink-0" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col py-0.5">
        <p className="text-base font-semibold">{toast.content.title}</p>
        {toast.content.description && <p className="text-sm">{toast.content.description}</p>}
      </div>
      {/* For the pointer: the message leaves by itself, so it takes no place in the Tab order. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label={closeLabel}
        onClick={() => queue.close(toast.key)}
        className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/15"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The one place toasts appear: fixed at the top right, one at a time. Messages are announced
 * through live regions that are always in the page (errors as `alert`, the rest as `status`);
 * they take no focus and no place in the Tab order, and leave after 3500 ms.
 */
export function ToastRegion({
  label,
  closeLabel,
  queue = toastQueue,
  inline = false,
  className,
}: ToastRegionProps) {
  const toasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  );
  const regionClass = 'flex w-full flex-col items-end gap-2';
  const shown = (errors: boolean) =>
    toasts
      .filter((toast) => (toast.content.type === 'error') === errors)
      .map((toast) => (
        <ToastMessage key={toast.key} toast={toast} queue={queue} closeLabel={closeLabel} />
      ));
  return (
    <div
      data-toasts
      className={cx(
        'pointer-events-none flex flex-col items-end sm:w-96',
        inline ? 'static w-full' : 'fixed top-4 right-4 left-4 z-[60] sm:left-auto',
        className,
      )}
    >
      <div role="status" aria-label={label} className={regionClass}>
        {shown(false)}
      </div>
      <div role="alert" aria-label={label} className={regionClass}>
        {shown(true)}
      </div>
    </div>
  );
}
