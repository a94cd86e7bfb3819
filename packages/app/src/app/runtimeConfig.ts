/**
 * The server's run-time settings, read from the page it sent (packages/server
 * src/plugins/external/static.ts writes them into every page's head, under the same name). One
 * setting on the server opens public browsing (D25); the app build has no flag for it.
 */
export const PUBLIC_BROWSING_META = 'autoberza:public-browsing';

/** Whether visitors may browse cars: the server's PUBLIC_BROWSING, as the page says it. */
export function readPublicBrowsing(doc: Document | undefined = globalThis.document): boolean {
  return (
    doc?.querySelector(`meta[name="${PUBLIC_BROWSING_META}"]`)?.getAttribute('content') === 'true'
  );
}
