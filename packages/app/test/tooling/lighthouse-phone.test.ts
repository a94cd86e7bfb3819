// @vitest-environment node
// bench:web judges the pages on one phone whatever the host (docs/decisions/035): Lighthouse's
// CPU slowdown is the host's benchmark index over the reference phone's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  calibrateArtifacts,
  MAX_SLOWDOWN,
  PHONE_INDEX,
  slowdownFor,
} from '../../scripts/lighthouse-phone.mjs';

describe("the reference phone's CPU slowdown", () => {
  it('makes a slow host and a fast one the same phone', () => {
    const slow = slowdownFor(1_300);
    const fast = slowdownFor(2_900);
    expect(1_300 / slow.multiplier).toBeCloseTo(PHONE_INDEX, -1);
    expect(2_900 / fast.multiplier).toBeCloseTo(PHONE_INDEX, -1);
    expect(fast.multiplier / slow.multiplier).toBeCloseTo(2_900 / 1_300, 1);
  });

  it('never speeds a host up, and says when the phone was slower', () => {
    expect(slowdownFor(PHONE_INDEX / 2)).toEqual({ multiplier: 1, clamped: true });
    expect(slowdownFor(PHONE_INDEX * 100)).toEqual({ multiplier: MAX_SLOWDOWN, clamped: true });
    expect(slowdownFor(PHONE_INDEX * 3).clamped).toBe(false);
  });

  it('refuses a run without an index', () => {
    expect(() => slowdownFor(Number.NaN)).toThrow(/benchmark index/);
  });
});

describe("a run's saved artifacts", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are audited with the slowdown of the index that run measured', () => {
    dir = mkdtempSync(join(tmpdir(), 'lighthouse-phone-'));
    const throttling = { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 };
    writeFileSync(
      join(dir, 'artifacts.json'),
      JSON.stringify({
        BenchmarkIndex: 2 * PHONE_INDEX,
        settings: { formFactor: 'mobile', throttling },
      }),
    );
    const calibrated = calibrateArtifacts(dir);
    expect(calibrated).toMatchObject({ hostIndex: 2 * PHONE_INDEX, multiplier: 2, clamped: false });
    const saved = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8'));
    expect(saved.settings).toEqual({
      formFactor: 'mobile',
      throttling: { ...throttling, cpuSlowdownMultiplier: 2 },
    });
    expect(calibrated.throttling).toEqual(saved.settings.throttling);
  });
});
