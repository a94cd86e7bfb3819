import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The login form's rules, written out so the first screen loads no schema library (the
 * performance budget of issue 6). Same rules and messages as the other auth schemas: a required,
 * well-formed email (zod's email pattern) and a password of at least 6 characters.
 */
export interface LoginValues {
  email: string;
  password: string;
}

// zod 4's `z.email()` pattern, so login accepts exactly what registration accepts.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (values.email.length < 1) errors.email = 'validation:login.emailRequired';
  else if (!emailPattern.test(values.email)) errors.email = 'validation:login.emailInvalid';
  if (values.password.length < 6) errors.password = 'validation:login.passwordMin';
  return errors;
}

export const loginResolver: Resolver<LoginValues> = (values, _context, options) => {
  const messages = validateLogin(values);
  const fieldErrors: Record<string, FieldError> = {};
  for (const [name, message] of Object.entries(messages)) {
    fieldErrors[name] = { type: 'validate', message };
  }
  if (Object.keys(fieldErrors).length === 0) {
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values, errors: {} };
  }
  return {
    values: {},
    errors: toNestErrors(fieldErrors as FieldErrors, options) as FieldErrors<LoginValues>,
  };
};
