import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
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

/** The one place toasts appear: fixed at the top right, one at a time, with a close button. */
export function ToastRegion({
  label,
  closeLabel,
  queue = toastQueue,
  inline = false,
  className,
}: ToastRegionProps) {
  return (
    <RACToastRegion
      queue={queue}
      aria-label={label}
      className={cx(
        'pointer-events-none flex flex-col items-end outline-0 sm:w-96',
        inline ? 'static w-full' : 'fixed top-4 right-4 left-4 z-[60] sm:left-auto',
        className,
      )}
    >
      {({ toast }) => {
        const Icon = icons[toast.content.type];
        return (
          <RACToast
            toast={toast}
            data-type={toast.content.type}
            className={(rp) => toastStyles({ ...rp, type: toast.content.type })}
          >
            <Icon className="mt-0.5 shrink-0" />
            <RACToastContent className="flex min-w-0 flex-1 flex-col py-0.5">
              <Text slot="title" className="text-base font-semibold">
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className="text-sm">
                  {toast.content.description}
                </Text>
              )}
            </RACToastContent>
            <RACButton
              slot="close"
              aria-label={closeLabel}
              className={(rp) =>
                cx(
                  focusRing({ ...rp, onDark: true }),
                  'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/15',
                )
              }
            >
              <CloseIcon />
            </RACButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
