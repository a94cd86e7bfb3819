import { useEffect, useRef, useState } from 'react';

// RAC puts aria-invalid on text inputs; a Select or an image picker marks its wrapper instead.
const INVALID = '[aria-invalid="true"], [data-invalid] :is(input, textarea, button, select)';

function firstFocusable(form: HTMLFormElement): HTMLElement | undefined {
  return [...form.querySelectorAll<HTMLElement>(INVALID)].find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"]') &&
      !(element as HTMLInputElement).disabled,
  );
}

/**
 * After a failed submit, focus (and the view) goes to `target()` once it is on the page: the
 * errors of a react-hook-form submit reach the page a render after `onInvalid` is called, so a
 * focus attempted at once (or in an effect of that render) finds nothing and the first press
 * seems to do nothing. Every render after the call tries again, until the target is there.
 */
export function useFocusAfterFailedSubmit(
  target: () => HTMLElement | null | undefined,
  block: ScrollLogicalPosition = 'center',
) {
  const pending = useRef(false);
  const [, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const element = target();
    if (!element) return;
    pending.current = false;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block });
  });
  return () => {
    pending.current = true;
    // A render, so the effect above runs even when nothing else changes.
    setFailedSubmits((n) => n + 1);
  };
}

/**
 * After a failed submit, focus goes to the first field in error, so a keyboard or screen-reader
 * user lands on what to fix. Call `focusFirstInvalid` when a submit fails (react-hook-form's
 * `onInvalid`, or after the server refused a field); the focus moves once the errors are shown.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusAfterFailedSubmit(
    () => formRef.current && firstFocusable(formRef.current),
  );
  return { formRef, focusFirstInvalid };
}
