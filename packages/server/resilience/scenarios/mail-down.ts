import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOCK_ENV, runJob } from '../lib/clock.ts';
import { checkDigests, digestAfterGap, digestsIn } from '../lib/digests.ts';
import {
  advertForm,
  adminLogin,
  approvedSellers,
  call,
  photos,
  references,
  subscribe,
} from '../lib/http.ts';
import { createDatabase } from '../lib/pg.ts';
import { type Checks, sleep, waitFor, type Mode } from '../lib/report.ts';
import { duplicates, startMailSink } from '../lib/smtp.ts';
import { startServer } from '../lib/server.ts';

/**
 * The SMTP server refuses every connection (421) for a minute (10 s in the short run) while
 * recovery mails and the subscribers' new-listings digests are queued; then it accepts. Every
 * message arrives, once, through the outbox's retries; the requests that queued them never
 * waited for the mail. Afterwards the next digest keeps its 15-minute gap from the one made
 * during the outage and repeats none of its adverts (the server's clock is moved, lib/clock.ts).
 */
export async function mailDown(mode: Mode, checks: Checks): Promise<void> {
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-mail-'));
  const sink = await startMailSink();
  const server = await startServer({
    env: { DATABASE_URL: db.url, DATA_DIR: dataDir, SMTP_URL: sink.url, ...CLOCK_ENV },
  });
  try {
    const base = server.url;
    const sellers = await approvedSellers(base, 12, 'posta');
    const admin = await adminLogin(base);
    const [seller, subscriberOne, subscriberTwo, ...others] = sellers;
    await subscribe(base, admin, subscriberOne!);
    await subscribe(base, admin, subscriberTwo!);
    // The set-up's own mails (welcome, approval, subscription) go out before the outage.
    const unsent = async () =>
      Number(
        (
          await db.query<{ n: string }>("select count(*) as n from outbox where status <> 'sent'")
        )[0]?.n,
      );
    if (!(await waitFor(async () => (await unsent()) === 0, 20_000))) {
      throw new Error('the set-up mails were not sent');
    }
    const before = sink.received.length;

    const outageMs = mode === 'full' ? 60_000 : 10_000;
    sink.setDown(true);
    const downAt = Date.now();
    const refs = await references(base, seller!.token);
    const images = await photos(1);
    let slowest = 0;
    const timed = async (run: () => Promise<{ status: number }>, want: number) => {
      const started = Date.now();
      const res = await run();
      slowest = Math.max(slowest, Date.now() - started);
      if (res.status !== want) throw new Error(`expected ${want}, got ${res.status}`);
    };
    const adverts = 5;
    for (let i = 0; i < adverts; i += 1) {
      await timed(
        () =>
          call(base, 'POST', '/api/car', {
            token: seller!.token,
            body: advertForm(refs, i, images),
          }),
        201,
      );
    }
    for (const account of others) {
      await timed(
        () => call(base, 'POST', '/api/user/recovery', { json: { email: account.email } }),
        200,
      );
    }
    // The digest job runs while the mail is down (twice: the second must make nothing).
    await runJob([server], 'newListingDigest');
    await runJob([server], 'newListingDigest');
    const subscribers = [subscriberOne!.email, subscriberTwo!.email];
    const expected = subscribers.length + others.length;
    await sleep(Math.max(0, outageMs - (Date.now() - downAt)));
    const refused = sink.refusals();
    const receivedDuringOutage = sink.received.length - before;
    sink.setDown(false);
    const upAt = Date.now();
    // The outbox retries after 30 s, then 60 s, 120 s...: a one-minute outage is over by the third try.
    const delivered = await waitFor(() => sink.received.length - before >= expected, 150_000, 500);
    const deliveredAfter = Date.now() - upAt;
    // Anything sent twice would arrive within another poll or two.
    await sleep(5_000);
    const mails = sink.received.slice(before);
    const dup = duplicates(mails);
    const pending = await db.query<{ status: string; n: string }>(
      "select status, count(*) as n from outbox where status <> 'sent' group by status",
    );
    const digestsDuringOutage = digestsIn(mails).length;

    checks.add(
      'the SMTP server really refused',
      '> 0 refusals, nothing accepted while down',
      `${refused} refusals, ${receivedDuringOutage} accepted`,
      refused > 0 && receivedDuringOutage === 0,
    );
    checks.add(
      'requests that queue mail while it is down',
      'answered, none waits > 2 s',
      `slowest ${slowest} ms`,
      slowest < 2_000,
    );
    checks.add(
      'every message delivered after the outage',
      `${expected} messages (${others.length} recovery, ${subscribers.length} digests)`,
      delivered
        ? `${mails.length} (${digestsDuringOutage} digests) in ${(deliveredAfter / 1000).toFixed(0)} s after the server accepted`
        : `${mails.length} after 150 s`,
      delivered && mails.length === expected && digestsDuringOutage === subscribers.length,
    );
    checks.add('each message once', '0 duplicated Message-IDs', `${dup.length}`, dup.length === 0);
    checks.add(
      'outbox settled',
      'no row pending or dead',
      pending.length === 0 ? 'all sent' : pending.map((p) => `${p.n} ${p.status}`).join(', '),
      pending.length === 0,
    );

    // After the outage, two more adverts: the next digest, 15 minutes after the one made while
    // the mail was down, brings them and none of the first five.
    for (let i = adverts; i < adverts + 2; i += 1) {
      const res = await call(base, 'POST', '/api/car', {
        token: seller!.token,
        body: advertForm(refs, i, images),
      });
      if (res.status !== 201) throw new Error(`advert after the outage: ${res.status} ${res.body}`);
    }
    const { early } = await digestAfterGap([server], db, sink);
    await sleep(3_000);
    const carIds = (await db.query<{ id: string }>('select id from cars')).map((c) => c.id);
    checkDigests(checks, sink, subscribers, carIds, early);
    checks.add('no crash', 'server up', server.crashed() ? 'crashed' : 'up', !server.crashed());
  } finally {
    await server.stop();
    await sink.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
