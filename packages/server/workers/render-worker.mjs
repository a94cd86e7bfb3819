// @ts-check
/*
 * A render thread of the server's pool (src/lib/render-pool.ts, decision 011): it loads the app's
 * server build (dist-ssr/entry-server.js) once and renders visitors' first screens with it, so
 * React's rendering never holds the API's event loop. The app's API requests go back to the main
 * thread over the task's MessagePort, where the server answers them in process as it would a
 * browser's. Plain JavaScript: the thread runs it as is, under `tsx`, vitest and `node dist` alike.
 */
import { pathToFileURL } from 'node:url';

/** @type {Map<string, Promise<{ renderFirstScreen?: unknown }>>} */
const entries = new Map();

/** @param {string} file */
function entry(file) {
  let module = entries.get(file);
  if (!module) {
    module = import(pathToFileURL(file).href);
    entries.set(file, module);
  }
  return module;
}

/**
 * A `fetch` whose requests the main thread answers over `port`.
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {typeof fetch}
 */
function portFetch(port) {
  let next = 0;
  /** @type {Map<number, { resolve: (r: Response) => void, reject: (e: Error) => void }>} */
  const waiting = new Map();
  port.on('message', (/** @type {any} */ answer) => {
    const caller = waiting.get(answer.id);
    if (!caller) return;
    waiting.delete(answer.id);
    if (answer.error) return caller.reject(new Error(answer.error));
    const empty = answer.status === 204 || answer.status === 304;
    caller.resolve(
      new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers }),
    );
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const id = next++;
    const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    port.postMessage(
      {
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      },
      body ? [body] : [],
    );
    return /** @type {Promise<Response>} */ (answer);
  };
}

/**
 * One task: `check` answers whether the build has a renderer (and loads it); otherwise the first
 * screen of `url` in `script` (Latin unless said), or null.
 * @param {{ entryFile: string, check?: boolean, url?: string, port?: import('node:worker_threads').MessagePort, script?: string }} task
 */
export default async function render({ entryFile, check, url, port, script = 'sr-Latn' }) {
  const { renderFirstScreen } = await entry(entryFile);
  if (check) return typeof renderFirstScreen === 'function';
  if (typeof renderFirstScreen !== 'function' || !port || url === undefined) return null;
  try {
    return await renderFirstScreen(url, portFetch(port), script);
  } finally {
    port.close();
  }
}
