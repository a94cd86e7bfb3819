import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvedUser, concurrencyLabel, buildTestApp, type TestApp } from '../../helpers.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
} from './car-helpers.ts';
import { harness } from './list-harness.ts';
import { expectKeywordTableInSync } from '../../cars/keyword-table.ts';

/**
 * The words the keyword search knows (`search_words`, kept by triggers on `cars`) when many
 * dealers write at once: adverts posted and edited at the same moment, each bringing the same
 * new words in another order, must all be saved (no deadlock) and be found, misspelt too.
 */

/** Brought by the new adverts, and by the edits of others. */
const NEW_WORDS = ['difuzor', 'spojler', 'retrovizor', 'karbonski', 'pragove', 'brisač'];
const EDIT_WORDS = ['turbina', 'hladnjak', 'interkuler', 'zamajac', 'alnaser', 'amortizer'];
const WRITERS = 6;

let t: TestApp;
let r: Refs;
let sellers: { id: string; token: string }[];
const { get } = harness(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  sellers = [];
  for (let i = 0; i < WRITERS; i++) sellers.push(await approvedUser(t.app, { firstName: `P${i}` }));
  r = await refs(t.app, sellers[0]!.token);
});
afterAll(() => t.close());

/** The words, rotated by `n`: every writer brings them in another order. */
const rotated = (words: string[], n: number) =>
  [...words.slice(n), ...words.slice(0, n)].join(', ');

it(`saves every advert and learns every word when dealers write at once (${concurrencyLabel})`, async () => {
  // One advert each to edit later, with none of the words.
  const existing: CarJson[] = [];
  for (const seller of sellers) existing.push(await createCar(t.app, seller.token, r));

  const created = sellers.map((seller, n) =>
    createCar(t.app, seller.token, r, {
      overrides: { description: `Nov: ${rotated(NEW_WORDS, n)}.` },
    }),
  );
  const edited = sellers.map((seller, n) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/car/${existing[n]!._id}`,
      ...withAuth(
        multipart(
          carFields(r, { description: `Ugrađeno: ${rotated(EDIT_WORDS, WRITERS - 1 - n)}.` }),
        ),
        seller.token,
      ),
    }),
  );
  const [news, edits] = await Promise.all([Promise.all(created), Promise.all(edited)]);
  for (const res of edits) expect(res.statusCode, res.body).toBe(200);

  t.clock.advance(21 * 60 * 1000);
  const found = async (keyword: string) =>
    (await get(`/api/car/search?limit=100&q=${encodeURIComponent(keyword)}`, sellers[0]!.token))
      .data!.map((car) => car._id)
      .sort();
  const posted = news.map((car) => car._id).sort();
  const changed = existing.map((car) => car._id).sort();
  for (const word of NEW_WORDS) expect(await found(word), word).toEqual(posted);
  for (const word of EDIT_WORDS) expect(await found(word), word).toEqual(changed);
  // The words are known to the nearest-word search: a misspelling finds them too.
  for (const typo of ['difuzr', 'spojlr']) expect(await found(typo), typo).toEqual(posted);
  for (const typo of ['hladnjk', 'interkulr']) expect(await found(typo), typo).toEqual(changed);
  // And the keyword table, kept by the same writes (decision 057), is what the adverts are.
  await expectKeywordTableInSync(t.app.db);
});
