import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { DEMO_OPERATOR, loadConfig } from '../../src/config.ts';
import { ORPHAN_GRACE_MS } from '../../src/jobs/index.ts';
import { offsetClock } from '../../src/plugins/app/clock.ts';
import { CLOCK_ENV, runJob } from '../lib/clock.ts';
import { checkDigests, digestAfterGap, outboxSettled } from '../lib/digests.ts';
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
import { startMailSink } from '../lib/smtp.ts';
import { startServer } from '../lib/server.ts';

const PHOTOS_PER_ADVERT = 3;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * kill -9 of the server while 50 adverts with photos are being uploaded, then a restart: every
 * advert answered 201 is whole, no photo row lacks its files, the orphan sweep leaves no file
 * without a row, and the subscriber hears of every committed advert once, in digests that keep
 * their 15-minute gap across the restart (the server's clock is moved, see lib/clock.ts).
 */
export async function crash(mode: Mode, checks: Checks): Promise<void> {
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-crash-'));
  const uploads = path.join(dataDir, 'uploads');
  const sink = await startMailSink();
  const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, SMTP_URL: sink.url };
  let server = await startServer({ env: { ...env, ...CLOCK_ENV } });
  try {
    const base = server.url;
    const sellers = await approvedSellers(base, 10, 'pad');
    const subscriber = (await approvedSellers(base, 1, 'pretplatnik'))[0]!;
    await subscribe(base, await adminLogin(base), subscriber);
    const refs = await references(base, sellers[0]!.token);
    // Large photos: each advert keeps the image workers busy for a while, so the kill lands mid-upload.
    const images = await photos(PHOTOS_PER_ADVERT, 1024, 768);

    // A first advert and its digest before the burst: the adverts the kill interrupts wait for
    // the next digest, 15 minutes on, which the restarted server must still hold back.
    const first = await call(base, 'POST', '/api/car', {
      token: sellers[0]!.token,
      body: advertForm(refs, 99, images),
      timeoutMs: 120_000,
    });
    if (first.status !== 201) throw new Error(`first advert: ${first.status} ${first.body}`);
    await runJob([server], 'newListingDigest');
    await outboxSettled(db);

    const uploadsCount = 50;
    const answered: string[] = [];
    let failed = 0;
    const uploadsDone = Promise.all(
      Array.from({ length: uploadsCount }, async (_, i) => {
        try {
          const res = await call(base, 'POST', '/api/car', {
            token: sellers[i % sellers.length]!.token,
            body: advertForm(refs, i, images),
            timeoutMs: 300_000,
          });
          if (res.status === 201) answered.push(res.json<{ _id: string }>()._id);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }),
    );
    // Kill once some adverts are answered and the rest are still in flight.
    await waitFor(() => answered.length >= (mode === 'full' ? 10 : 3), 120_000, 20);
    await server.kill9();
    await uploadsDone;
    const killedAfter = answered.length;
    checks.add(
      'the kill landed mid-upload',
      'some answered 201, some cut off',
      `${killedAfter} answered, ${failed} cut off`,
      killedAfter > 0 && failed > 0,
    );

    server = await startServer({ env: { ...env, ...CLOCK_ENV } });
    const admin = await adminLogin(server.url);
    let incomplete = 0;
    let missingFiles = 0;
    for (const id of answered) {
      const res = await call(server.url, 'GET', `/api/car/${id}`, { token: admin });
      type Image = { url: string; widths: { url: string }[] };
      const images = res.status === 200 ? res.json<{ image: Image[] }>().image : [];
      if (images.length !== PHOTOS_PER_ADVERT) incomplete += 1;
      for (const url of images.flatMap((image) => [image.url, ...image.widths.map((w) => w.url)])) {
        const file = await fetch(new URL(url, server.url));
        await file.arrayBuffer();
        if (file.status !== 200) missingFiles += 1;
      }
    }
    checks.add(
      'adverts answered 201 after the restart',
      `all whole: ${PHOTOS_PER_ADVERT} photos, every size served`,
      `${answered.length - incomplete} of ${answered.length} whole, ${missingFiles} files missing`,
      incomplete === 0 && missingFiles === 0,
    );

    const rows = await db.query<{ key: string; widths: { key: string }[] }>(
      'select key, widths from car_images',
    );
    const present = new Set(filesUnder(uploads));
    const rowKeys = rows.flatMap((r) => [r.key, ...r.widths.map((w) => w.key)]);
    const rowsWithoutFiles = rowKeys.filter((key) => !present.has(key)).length;
    const [carsWithoutPhotos] = await db.query<{ n: string }>(
      'select count(*) as n from cars c where not exists (select 1 from car_images i where i.car_id = c.id)',
    );
    checks.add(
      'no photo row without its files, no advert without photos',
      '0 and 0',
      `${rowsWithoutFiles} of ${rowKeys.length} keys missing, ${carsWithoutPhotos?.n} adverts without photos`,
      rowsWithoutFiles === 0 && Number(carsWithoutPhotos?.n) === 0,
    );

    // The digest after the restart: right away nothing is due (the first digest is minutes
    // old); at 14 minutes still nothing; after 15 minutes every committed advert, once.
    await runJob([server], 'newListingDigest');
    const { early } = await digestAfterGap([server], db, sink);
    // A message sent twice (a resend after a lost answer) would arrive within a poll or two.
    await sleep(3_000);
    const committed = await db.query<{ id: string }>('select id from cars');
    checkDigests(
      checks,
      sink,
      [subscriber.email],
      committed.map((c) => c.id),
      early,
    );
    await server.stop();

    // The orphan sweep as it runs an hour later (files younger than that may be mid-upload).
    // A write the kill cut short leaves a temporary dot file, which the local storage deletes
    // when it lists the folder an hour later; the sweep counts only the whole files it removes.
    const keys = new Set(rowKeys);
    const halfWritten = (f: string) => path.basename(f).startsWith('.');
    const leftBefore = filesUnder(uploads).filter((f) => !keys.has(f));
    const orphansBefore = leftBefore.filter((f) => !halfWritten(f)).length;
    const halfBefore = leftBefore.length - orphansBefore;
    const clock = offsetClock();
    clock.setOffset(ORPHAN_GRACE_MS + 60_000);
    const app = await buildApp({
      config: loadConfig({
        ...process.env,
        ...DEMO_OPERATOR,
        ...env,
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
      }),
      clock,
      outbox: { worker: false },
      renderFirstScreen: null,
    });
    await app.ready();
    const removed = await app.jobs.run('sweepOrphanFiles');
    await app.close();
    const orphansAfter = filesUnder(uploads).filter(
      (f) => f.startsWith('cars/') && !keys.has(f),
    ).length;
    checks.add(
      'files without a row after the sweep',
      '0',
      `${orphansAfter} (the kill left ${orphansBefore} whole and ${halfBefore} half-written; the sweep removed ${removed} whole)`,
      orphansAfter === 0 && removed === orphansBefore,
    );
  } finally {
    if (!server.crashed()) await server.stop();
    await sink.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
