import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * The login form's rules and state, written out so the first screen loads neither a schema library
 * nor a form library (docs/product.md, “Performance targets”). Same rules and messages as the other
 * auth schemas: a required, well-formed email (zod's email pattern) and a password of at least 6
 * characters; and the behaviour the other forms get from react-hook-form: nothing is checked before
 * the first submit, afterwards each field again as it changes.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// zod 4's `z.email()` pattern, so login accepts exactly what registration accepts.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.email.length < 1) errors.email = 'validation:login.emailRequired';
  else if (!emailPattern.test(values.email)) errors.email = 'validation:login.emailInvalid';
  if (values.password.length < 6) errors.password = 'validation:login.passwordMin';
  return errors;
}

/** Values, errors (locale keys) and submit state of the login form. */
export function useLoginForm(onValid: (values: LoginValues) => Promise<void>) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const setValue = (name: keyof LoginValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (isSubmitted) setErrors((current) => ({ ...current, [name]: validateLogin(next)[name] }));
  };

  /** Resolves to false when the values were refused before sending (the errors are shown). */
  const handleSubmit = async (event: FormEvent<HTMLFormElement>): Promise<boolean> => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length > 0) return false;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
    return true;
  };

  return { values, errors, isSubmitting, setValue, handleSubmit };
}
