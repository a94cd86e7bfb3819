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
 * After a failed submit, focus goes to the first field in error, so a keyboard or screen-reader
 * user lands on what to fix. Call `focusFirstInvalid` when a submit fails (react-hook-form's
 * `onInvalid`, or after the server refused a field); the focus moves once the errors are shown.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits === 0) return;
    // A field's error may reach the page a frame after the submit fails (a controlled field
    // learns of it through its own subscription): look again for a few frames.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const field = formRef.current && firstFocusable(formRef.current);
      if (field) field.focus();
      else if (tries++ < 10) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [failedSubmits]);
  return { formRef, focusFirstInvalid: () => setFailedSubmits((n) => n + 1) };
}
