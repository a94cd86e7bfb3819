/**
 * The Serbian message the server sends with every error (`{ message }`), if any. Its own entry
 * point (`@autoberza/api-client/errors`), so a screen can show it without loading RTK Query.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}
