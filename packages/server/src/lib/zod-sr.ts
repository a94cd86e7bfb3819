import { z } from 'zod';
import { hasMessage, t } from './i18n.ts';

/** The Serbian name of the field at `path` (its last named segment), for error messages. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = path?.filter((p) => typeof p === 'string').at(-1);
  if (name === undefined) return t('validation.fieldFallback');
  return hasMessage(`fields.${name}`) ? t(`fields.${name}`) : name;
}

/**
 * Serbian messages for every zod issue that a schema does not word itself, naming the field.
 * Installed once, process-wide (zod's configuration is global).
 */
export function installSerbianZodMessages(): void {
  z.config({
    customError: (issue) => {
      const field = fieldLabel(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? t('validation.required', { field })
            : t('validation.invalidType', { field });
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? t('validation.required', { field })
              : t('validation.tooShort', { field, min: Number(issue.minimum) });
          }
          if (issue.origin === 'array')
            return t('validation.tooFewItems', { field, min: Number(issue.minimum) });
          return t('validation.tooSmall', { field, min: Number(issue.minimum) });
        case 'too_big':
          if (issue.origin === 'string')
            return t('validation.tooLong', { field, max: Number(issue.maximum) });
          if (issue.origin === 'array')
            return t('validation.tooManyItems', { field, max: Number(issue.maximum) });
          return t('validation.tooBig', { field, max: Number(issue.maximum) });
        case 'invalid_format':
          if (issue.format === 'email') return t('validation.email');
          if (issue.format === 'uuid') return t('validation.id', { field });
          return t('validation.invalidFormat', { field });
        case 'invalid_value':
          return t('validation.invalidValue', { field });
        case 'unrecognized_keys':
          return t('validation.unknownFields', { fields: issue.keys.join(', ') });
        default:
          return t('validation.invalid', { field });
      }
    },
  });
}
