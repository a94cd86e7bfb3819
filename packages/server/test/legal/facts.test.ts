import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL, VERIFY_TOKEN_TTL } from '../../src/accounts/index.ts';
import {
  DEPARTURE_RETENTION_DAYS,
  RENEWAL_LINK_DAYS,
  SOLD_LISTED_DAYS,
} from '../../src/cars/index.ts';
import { DEMO_OPERATOR } from '../../src/config.ts';
import { ACCEPTED_VERSION, LEGAL_TEXTS } from '../../src/legal/index.ts';
import { duration } from '../../src/legal/retention.ts';
import {
  ATTEMPT_WINDOW_MS,
  DEVICE_COOKIE_DAYS,
  OUTBOX_KEEP_SENT_MS,
  PRUNE_VIEWS_EVERY_MS,
  VIEW_RECORD_MS,
} from '../../src/lib/retention.ts';
import { UNSUBSCRIBE_LINK_DAYS } from '../../src/cars/unsubscribe-link.ts';
import { REVEAL_KEEP_DAYS } from '../../src/stats/index.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const days = (amount: number) => ({ amount, unit: 'days' });

describe('GET /api/legal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { JWT_EXPIRES_IN: '45m', SESSION_MAX_AGE: '7d', ADVERT_ACTIVE_DAYS: '40' },
    });
  });
  afterAll(() => t.close());

  it('states every period from the values the code keeps by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    const { retention } = res.json();
    expect(retention).toEqual({
      sessionIdle: { amount: 45, unit: 'minutes' },
      sessionMax: days(7),
      verifyLink: days(VERIFY_TOKEN_TTL / DAY),
      resetLink: { amount: RESET_TOKEN_TTL / HOUR, unit: 'hours' },
      unsubscribeLink: days(UNSUBSCRIBE_LINK_DAYS),
      renewalLink: days(RENEWAL_LINK_DAYS),
      advertListed: days(40),
      soldListed: days(SOLD_LISTED_DAYS),
      viewRecord: { amount: (VIEW_RECORD_MS + PRUNE_VIEWS_EVERY_MS) / HOUR, unit: 'hours' },
      phoneReveal: days(REVEAL_KEEP_DAYS),
      departure: days(DEPARTURE_RETENTION_DAYS),
      attempts: { amount: ATTEMPT_WINDOW_MS / 60_000, unit: 'minutes' },
      deviceCookie: days(DEVICE_COOKIE_DAYS),
      sentMessage: days(OUTBOX_KEEP_SENT_MS / DAY),
    });
  });

  it('names the operator from settings, the demo one marked, and the texts’ versions', async () => {
    const { operator, texts } = (await t.app.inject({ method: 'GET', url: '/api/legal' })).json();
    expect(operator).toEqual({
      name: DEMO_OPERATOR.OPERATOR_NAME,
      address: DEMO_OPERATOR.OPERATOR_ADDRESS,
      pib: DEMO_OPERATOR.OPERATOR_PIB,
      email: 'operator@test.autoberza.rs',
      demo: true,
    });
    expect(texts).toEqual(LEGAL_TEXTS);
    expect(ACCEPTED_VERSION).toBe(
      `uslovi-${LEGAL_TEXTS.terms.version}/privatnost-${LEGAL_TEXTS.privacy.version}`,
    );
    const real = await buildTestApp({
      env: {
        OPERATOR_NAME: 'AutoBerza d.o.o.',
        OPERATOR_ADDRESS: 'Bulevar 1, 11000 Beograd',
        OPERATOR_PIB: '100002887',
      },
    });
    try {
      const answer = (await real.app.inject({ method: 'GET', url: '/api/legal' })).json();
      expect(answer.operator).toMatchObject({
        name: 'AutoBerza d.o.o.',
        address: 'Bulevar 1, 11000 Beograd',
        pib: '100002887',
        demo: false,
      });
    } finally {
      await real.close();
    }
  });

  it('says a period in its largest whole unit, never shorter than kept', () => {
    expect(duration(DAY * 30)).toEqual(days(30));
    expect(duration(HOUR * 48)).toEqual({ amount: 2, unit: 'days' });
    expect(duration(HOUR * 36)).toEqual({ amount: 36, unit: 'hours' });
    expect(duration(90_000)).toEqual({ amount: 2, unit: 'minutes' });
  });
});
