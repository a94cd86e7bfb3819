import { moveClocksTo, runJob } from './clock.ts';
import type { TempDatabase } from './pg.ts';
import { type Checks, waitFor } from './report.ts';
import type { ServerProcess } from './server.ts';
import { duplicates, type MailSink, type ReceivedMail } from './smtp.ts';

/*
 * The subscribers' new-listings digest under faults (docs/product.md, "Notices"): an active
 * subscriber hears of every new advert once, in a digest, at most one digest every 15 minutes.
 * The figures come from the mail the SMTP server received: the cars linked in each digest and
 * its Date header (the server's time when it made the digest).
 */

const MINUTE = 60_000;
/** docs/product.md, "Notices": at most one new-listings e-mail per 15 minutes. */
const GAP_MS = 15 * MINUTE;
const TEMPLATE = 'newListingsDigest';
const CAR_LINK = /\/car\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g;

export const digestsIn = (mails: ReceivedMail[]) => mails.filter((m) => m.template === TEMPLATE);

/** The cars a digest links to (each once, though the text may link one twice). */
const carsIn = (mail: ReceivedMail) => [
  ...new Set([...mail.text.matchAll(CAR_LINK)].map((m) => m[1]!)),
];

/**
 * Waits until the outbox has nothing left to try: every row sent (the SMTP server has it by
 * then) or given up on (dead, which the digest checks then count as missing).
 */
export async function outboxSettled(db: TempDatabase, timeoutMs = 60_000): Promise<void> {
  const settled = await waitFor(async () => {
    const [row] = await db.query<{ n: string }>(
      "select count(*) as n from outbox where status not in ('sent', 'dead')",
    );
    return Number(row?.n) === 0;
  }, timeoutMs);
  if (!settled) throw new Error(`the outbox did not settle within ${timeoutMs / 1000} s`);
}

/**
 * One test of the gap on every server: the clock moved to 14 minutes after the earliest
 * subscriber's last digest and the job run (nothing may be made), then to 15 minutes after the
 * latest one's and run again (the waiting adverts go out). Returns how many digests were made
 * too early. The servers' own job timers keep running meanwhile, as they would.
 */
export async function digestAfterGap(
  servers: ServerProcess[],
  db: TempDatabase,
  sink: MailSink,
  /** How the job runs once the digests are due (default: on every server at once). */
  due: () => Promise<unknown> = () => runJob(servers, 'newListingDigest'),
): Promise<{ early: number }> {
  await outboxSettled(db);
  const last = new Map<string, number>();
  for (const mail of digestsIn(sink.received)) {
    for (const to of mail.to) last.set(to, Math.max(last.get(to) ?? 0, mail.date.getTime()));
  }
  if (last.size === 0) {
    // None received (lost): no gap to probe; the checks count the missing adverts.
    await moveClocksTo(servers, Date.now() + GAP_MS + 10_000);
    await due();
    await outboxSettled(db);
    return { early: 0 };
  }
  const before = digestsIn(sink.received).length;
  await moveClocksTo(servers, Math.min(...last.values()) + GAP_MS - MINUTE);
  await runJob(servers, 'newListingDigest');
  await outboxSettled(db);
  const early = digestsIn(sink.received).length - before;
  // The Date header has whole seconds; 10 s more are safely past the gap.
  await moveClocksTo(servers, Math.max(...last.values()) + GAP_MS + 10_000);
  await due();
  await outboxSettled(db);
  return { early };
}

/**
 * The checks of a scenario's digests: every advert of `carIds` reached every subscriber once
 * across their digests, no message arrived twice, a subscriber's digests are at least 15 minutes
 * apart (and at least two each, or the gap was never tried), and none was made early when the
 * job ran a minute before the gap was over.
 */
export function checkDigests(
  checks: Checks,
  sink: MailSink,
  subscribers: string[],
  carIds: string[],
  early: number,
): void {
  const digests = digestsIn(sink.received);
  const expected = new Set(carIds);
  let received = 0;
  let twice = 0;
  let missing = 0;
  let unknown = 0;
  let tooClose = 0;
  let closest = Infinity;
  let fewest = Infinity;
  for (const subscriber of subscribers) {
    const own = digests
      .filter((d) => d.to.includes(subscriber))
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    // A message received twice counts once here; the next check counts it.
    const once = [...new Map(own.map((d) => [d.messageId, d])).values()];
    fewest = Math.min(fewest, once.length);
    const times = new Map<string, number>();
    for (const digest of once) {
      for (const car of carsIn(digest)) times.set(car, (times.get(car) ?? 0) + 1);
    }
    for (const [car, n] of times) {
      if (!expected.has(car)) unknown += 1;
      else received += 1;
      if (n > 1) twice += 1;
    }
    missing += [...expected].filter((car) => !times.has(car)).length;
    for (let i = 1; i < once.length; i += 1) {
      const gap = once[i]!.date.getTime() - once[i - 1]!.date.getTime();
      closest = Math.min(closest, gap);
      // The Date header has whole seconds: a gap of 15 minutes can show one second shorter.
      if (gap < GAP_MS - 1_000) tooClose += 1;
    }
  }
  const pairs = carIds.length * subscribers.length;
  checks.add(
    "new adverts in the subscribers' digests",
    `each of ${carIds.length} adverts to each of ${subscribers.length} subscribers, once`,
    `${received} of ${pairs} in ${digests.length} digests: ${missing} missing, ${twice} twice, ${unknown} unknown`,
    received === pairs && missing === 0 && twice === 0 && unknown === 0,
  );
  const repeated = duplicates(digests);
  checks.add(
    'each digest received once',
    '0 Message-IDs twice',
    `${repeated.length}`,
    repeated.length === 0,
  );
  const apart = Number.isFinite(closest) ? `${(closest / MINUTE).toFixed(1)} min` : '–';
  checks.add(
    'digests at most one per 15 minutes',
    'none made at 14 min; ≥ 2 a subscriber, ≥ 15 min apart',
    `${early} made at 14 min; at least ${fewest} a subscriber, closest ${apart} apart`,
    early === 0 && tooClose === 0 && fewest >= 2,
  );
}
