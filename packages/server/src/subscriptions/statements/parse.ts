import { parseCamt053 } from './camt053.ts';
import { StatementError, type StatementCredit } from './credit.ts';
import { parseCsvStatement } from './csv.ts';

/** The largest statement read (a month of a small business's account is a few hundred KB). */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

/**
 * The credits of a bank statement: camt.053 XML when it starts with "<", else CSV. Refuses
 * (StatementError) a file over the limit, not UTF-8, or unreadable anywhere: nothing of a bad
 * file is used.
 */
export function parseStatement(file: Buffer): StatementCredit[] {
  if (file.length > MAX_STATEMENT_BYTES) throw new StatementError('statement.tooLarge');
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new StatementError('statement.notUtf8');
  }
  content = content.replace(/^\uFEFF/, '');
  if (content.trim() === '') throw new StatementError('statement.empty');
  return content.trimStart().startsWith('<') ? parseCamt053(content) : parseCsvStatement(content);
}
