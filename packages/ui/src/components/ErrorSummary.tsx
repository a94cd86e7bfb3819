import { forwardRef } from 'react';
import { cx } from '../utils';
import { AlertIcon } from './icons';

export interface ErrorSummaryItem {
  /** The id of the field's input: the link moves the focus there. */
  id: string;
  /** The field's own label ("Marka"). */
  label: string;
  /** What is wrong ("Marka je obavezna"). */
  message: string;
}

export interface ErrorSummaryProps {
  /** The heading ("Ispravite sledeća polja"). */
  title: string;
  errors: ErrorSummaryItem[];
  className?: string;
}

/**
 * The errors of a failed submit, at the top of the form: an alert with a heading and a link to
 * each field (the link focuses it). The form moves the focus here after the submit (it can take
 * the focus: `tabIndex -1`), so a keyboard or screen-reader user hears what to fix first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, className },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className={cx(
        'scroll-mt-24 rounded-xl border-2 border-danger-600 bg-danger-50 p-4 text-ink outline-offset-2 focus-visible:outline-2 focus-visible:outline-danger-700',
        className,
      )}
    >
      <h2 id="error-summary-title" className="flex items-center gap-2 text-lg font-semibold">
        <AlertIcon className="shrink-0 text-danger-700" />
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 ps-8">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(error.id);
                field?.focus();
                field?.scrollIntoView?.({ block: 'center' });
              }}
              className="font-medium text-danger-700 underline"
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
