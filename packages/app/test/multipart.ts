import { File as NodeFile } from 'node:buffer';

/**
 * `request.formData()` in a request handler, under the jsdom environment. On Node 24 the
 * runtime's multipart parser builds each file part with the global `File`, which jsdom has
 * replaced, and then rejects it for not being its own (vitest-dev/vitest#9135, open). Node's
 * `File` is put back for the length of the call.
 */
export async function readForm(request: Request): Promise<FormData> {
  const domFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.formData();
  } finally {
    globalThis.File = domFile;
  }
}
