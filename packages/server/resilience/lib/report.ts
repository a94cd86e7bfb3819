export type Mode = 'short' | 'full';

export interface Check {
  name: string;
  target: string;
  value: string;
  ok: boolean;
}

export interface ScenarioResult {
  name: string;
  seconds: number;
  checks: Check[];
}

/** Collects a scenario's checks; a check never throws, so every figure is printed. */
export class Checks {
  readonly list: Check[] = [];
  add(name: string, target: string, value: string | number, ok: boolean): void {
    this.list.push({ name, target, value: String(value), ok });
    const mark = ok ? 'ok  ' : 'FAIL';
    console.log(`  ${mark} ${name}: ${value} (target ${target})`);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function waitFor(
  probe: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return true;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

/** No stack frame, SQL, file path or English internals in an answer meant for a client. */
export const LEAK =
  /\bat [\w.<>]+ \(|\bat .+:\d+:\d+|node_modules|\/work\/|\/src\/|\/home\/|\bselect .+ from\b|\binsert into\b|\bupdate .+ set\b|violates|syntax error|duplicate key|FST_ERR|Error:|TypeError|ReferenceError|stack/i;
