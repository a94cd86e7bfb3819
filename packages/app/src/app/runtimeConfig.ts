import { PUBLIC_BROWSING_META, SUPPORT_EMAIL_META } from '@autoberza/contract';

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
