/**
 * Loaded into the server's process by the load scenario (`node --expose-gc --import …`), never
 * by the server itself: asked over the IPC channel, it collects the garbage and answers the
 * process's memory figures, or writes a heap snapshot. See lib/server.ts, `memoryProbe`.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { writeHeapSnapshot } from 'node:v8';

export interface ProbeRequest {
  id: number;
  kind: 'memory' | 'snapshot';
  /** For a snapshot: the file to write. */
  file?: string;
}

export interface ProbeAnswer {
  id: number;
  usage?: NodeJS.MemoryUsage;
  file?: string;
  error?: string;
}

const gc = (globalThis as { gc?: () => void }).gc;

async function answer(request: ProbeRequest): Promise<ProbeAnswer> {
  if (!gc) return { id: request.id, error: 'the server runs without --expose-gc' };
  // Twice, a turn apart: what the first collection's finalizers and weak callbacks let go of
  // goes in the second.
  gc();
  await nextTurn();
  gc();
  if (request.kind === 'snapshot') return { id: request.id, file: writeHeapSnapshot(request.file) };
  return { id: request.id, usage: process.memoryUsage() };
}

if (process.send) {
  process.on('message', (message: unknown) => {
    const request = message as ProbeRequest;
    // Only the suite's requests (a process started by this one may share the flags).
    if (request?.kind !== 'memory' && request?.kind !== 'snapshot') return;
    void answer(request)
      .catch((error: unknown) => ({ id: request.id, error: String(error) }))
      .then((reply) => process.send?.(reply));
  });
  // The channel must not keep the server alive once it has closed.
  process.channel?.unref();
}
