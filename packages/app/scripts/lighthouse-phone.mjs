// The phone bench:web judges the pages on, the same on every host (docs/decisions/035).
//
// Lighthouse simulates a phone by slowing the host's CPU down by a multiplier, 4 by default, so
// the phone is as fast as the host divided by four: the same build scored 82 / 80 / 83 on a host
// of CPU index ~1,300 and 99 / 100 / 100 on one of ~2,900. Lighthouse's throttling documentation
// says to calibrate the multiplier from the host's benchmark index (docs/throttling.md, "CPU
// Throttling"); here it is the host's index over the reference phone's, so the phone is
// PHONE_INDEX on every host.
//
// Lighthouse measures the host's index at the start of each run, and the simulated throttling
// applies the multiplier only when it computes the metrics from the trace, after the page has
// loaded at the host's full speed. So each run gathers first (Lighthouse's `gatherMode`), takes
// the index that run measured, and computes its metrics for the phone from the saved artifacts
// (`auditMode`): the run is calibrated with its own measure of the host.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

/**
 * The reference phone's benchmark index: Lighthouse's default (a 4x slowdown) on a host of index
 * 2,900, the quiet machine of this project on which the budget was last set (docs/decisions/035).
 */
export const PHONE_INDEX = 725;

/**
 * Lighthouse's documentation recommends multipliers from 1 (no slowdown: the host is the phone)
 * to 20 (a fast desktop as a low-end phone); past these the host's index is not to be trusted.
 */
export const MIN_SLOWDOWN = 1;
export const MAX_SLOWDOWN = 20;

/**
 * The CPU slowdown that makes a host of `hostIndex` the reference phone, clamped to Lighthouse's
 * range. A host slower than the phone cannot be sped up: `clamped` says the phone was slower.
 * @param {number} hostIndex
 * @param {number} [phoneIndex]
 * @returns {{ multiplier: number, clamped: boolean }}
 */
export function slowdownFor(hostIndex, phoneIndex = PHONE_INDEX) {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`Lighthouse measured no CPU benchmark index (${hostIndex})`);
  const exact = hostIndex / phoneIndex;
  const multiplier = Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, exact));
  return { multiplier: Math.round(multiplier * 100) / 100, clamped: multiplier !== exact };
}

/**
 * Sets the slowdown in saved artifacts (their settings must match the audit's).
 * @param {string} dir
 * @param {number} phoneIndex
 */
export function calibrateArtifacts(dir, phoneIndex = PHONE_INDEX) {
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  const hostIndex = artifacts.BenchmarkIndex;
  const { multiplier, clamped } = slowdownFor(hostIndex, phoneIndex);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  artifacts.settings = { ...artifacts.settings, throttling };
  writeFileSync(file, JSON.stringify(artifacts));
  return { hostIndex, multiplier, clamped, throttling };
}

/**
 * One Lighthouse run of `url` on the reference phone, through Chrome at `port`.
 * @param {string} url
 * @param {number} port
 * @param {Record<string, unknown>} flags Lighthouse flags shared by both steps.
 * @param {number} [phoneIndex]
 */
export async function auditOnPhone(url, port, flags, phoneIndex = PHONE_INDEX) {
  const dir = mkdtempSync(join(tmpdir(), 'autoberza-lighthouse-'));
  try {
    await lighthouse(url, { ...flags, port, gatherMode: dir });
    const { hostIndex, multiplier, clamped, throttling } = calibrateArtifacts(dir, phoneIndex);
    const result = await lighthouse(undefined, { ...flags, throttling, auditMode: dir });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return { lhr: result.lhr, hostIndex, multiplier, clamped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
