import {
  OPERATOR_META,
  PUBLIC_BROWSING_META,
  SUPPORT_EMAIL_META,
  type OperatorInfo,
} from '@autoberza/contract';

/*
 * The server's run-time settings, read from the page it sent (its static plugin writes them into
 * every page's head under the contract's name). One setting on the server opens public browsing
 * (decision 010); the app build has no flag for it.
 */
export { PUBLIC_BROWSING_META, SUPPORT_EMAIL_META };

/** Whether visitors may browse cars: the server's PUBLIC_BROWSING, as the page says it. */
export function readPublicBrowsing(doc: Document | undefined = globalThis.document): boolean {
  return (
    doc?.querySelector(`meta[name="${PUBLIC_BROWSING_META}"]`)?.getAttribute('content') === 'true'
  );
}

/**
 * The address users write to with questions: the server's SUPPORT_EMAIL, as the page says it.
 * Empty when the page has none (the Vite dev server's page): the app then names no address.
 */
export function readSupportEmail(doc: Document | undefined = globalThis.document): string {
  return (
    doc?.querySelector(`meta[name="${SUPPORT_EMAIL_META}"]`)?.getAttribute('content')?.trim() ?? ''
  );
}

/** The operator meta tag's content as the page has it (a string, so it compares by value). */
export function readOperatorContent(
  doc: Document | undefined = globalThis.document,
): string | null {
  return doc?.querySelector(`meta[name="${OPERATOR_META}"]`)?.getAttribute('content') ?? null;
}

/** The operator's details from the meta tag's content; {} when absent or malformed. */
export function parseOperator(content: string | null): OperatorInfo {
  if (!content) return {};
  try {
    const value = JSON.parse(content) as unknown;
    if (typeof value !== 'object' || value === null) return {};
    const text = (key: string) => {
      const v = (value as Record<string, unknown>)[key];
      return typeof v === 'string' && v.trim() ? { [key]: v.trim() } : {};
    };
    return { ...text('name'), ...text('address'), ...text('pib'), ...text('email') };
  } catch {
    return {};
  }
}

/** The operator's details (OPERATOR_* on the server), as the page says them; {} when absent. */
export function readOperator(doc: Document | undefined = globalThis.document): OperatorInfo {
  return parseOperator(readOperatorContent(doc));
}
