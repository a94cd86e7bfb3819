import { t, type TranslateVars } from './i18n.ts';

/** An error that is answered as `{ message }` with its status; the message is already Serbian. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly key: string,
    vars?: TranslateVars,
  ) {
    super(t(key, vars));
  }
}

export function httpError(statusCode: number, key: string, vars?: TranslateVars): HttpError {
  return new HttpError(statusCode, key, vars);
}
