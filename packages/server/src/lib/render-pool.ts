import { existsSync } from 'node:fs';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Script } from '@autoberza/contract/script';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { FirstScreen, RenderFirstScreen } from './first-screen.ts';
import { answerInProcess, inProcessFetch } from './first-screen.ts';

/**
 * What renders a visitor's first screen for rendered-pages.ts: the page's URL, the visitor's
 * address (their API calls count as theirs), a signal that ends the render when it fires, and the
 * script to render in (Latin unless said).
 */
export interface Renderer {
  render(
    url: string,
    visitorAddress: string,
    signal: AbortSignal,
    script?: Script,
  ): Promise<FirstScreen | null>;
  close(): Promise<void>;
}

/** The render thread (plain JavaScript, beside src/ and dist/ alike). */
const WORKER = new URL('../../workers/render-worker.mjs', import.meta.url).href;

/** A request of the app in a render thread, as it crosses the port. */
interface PortRequest {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body?: ArrayBuffer;
}

/** Answers a render thread's API requests with this server's routes, as the visitor's. */
function answerRequests(app: FastifyInstance, port: MessagePort, remoteAddress: string) {
  port.on('message', (request: PortRequest) => {
    void (async () => {
      try {
        const answer = await answerInProcess(
          app,
          { ...request, body: request.body ? Buffer.from(request.body) : undefined },
          remoteAddress,
        );
        // A copy of its own: the answer's buffer may be a slice of a shared pool.
        const body = new Uint8Array(answer.body).buffer;
        port.postMessage({ id: request.id, status: answer.status, headers: answer.headers, body }, [
          body,
        ]);
      } catch (err) {
        port.postMessage({ id: request.id, error: err instanceof Error ? err.message : 'failed' });
      }
    })();
  });
}

/**
 * Renders in worker threads (decision 011): React's `renderToString` passes never hold the API's
 * event loop, and a render whose signal fires is stopped for real (its thread is ended and a new
 * one started). `threads` renders run at once; the caller bounds how many wait.
 * Null when the build has no `entryFile` or it exports no `renderFirstScreen`.
 */
export async function poolRenderer(
  app: FastifyInstance,
  entryFile: string,
  threads: number,
): Promise<Renderer | null> {
  if (!existsSync(entryFile)) return null;
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    // A runaway render ends its thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  // Loads the build in the first thread now: the first visitor does not wait for it.
  const usable = (await pool.run({ entryFile, check: true })) as boolean;
  if (!usable) {
    await pool.destroy();
    return null;
  }
  return {
    async render(url, visitorAddress, signal, script = 'sr-Latn') {
      const { port1, port2 } = new MessageChannel();
      answerRequests(app, port1, visitorAddress);
      try {
        return (await pool.run(
          { entryFile, url, port: port2, script },
          { transferList: [port2], signal },
        )) as FirstScreen | null;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

/**
 * A renderer in this thread (tests give the server a render function): the signal cannot stop
 * it, the caller stops waiting for it.
 */
export function inThreadRenderer(app: FastifyInstance, render: RenderFirstScreen): Renderer {
  return {
    render: (url, visitorAddress, _signal, script = 'sr-Latn') =>
      render(url, inProcessFetch(app, { remoteAddress: visitorAddress }), script),
    close: async () => {},
  };
}
