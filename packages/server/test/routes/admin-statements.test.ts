import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, statementEntries, subscriptions } from '../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  queuedMails,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** A user who asked for a subscription: its id and reference. */
async function requested() {
  const user = await approvedUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/subscription',
    headers: auth(user.token),
  });
  const { _id, referenceNumber } = (
    res.json() as { subscription: { _id: string; referenceNumber: string } }
  ).subscription;
  return { user, id: _id, reference: referenceNumber };
}

/** A multipart upload of `content` in the field `file`. */
function upload(content: string | Buffer, token = admin, field = 'file') {
  const boundary = `----izvod${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="izvod"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

let txSeq = 0;
const txId = () => `TX-${Date.now()}-${(txSeq += 1)}`;

/** A CSV statement of the given credits (the documented columns). */
const csv = (rows: { amount: string; reference: string; id?: string; day?: string }[]) =>
  `datum;iznos;poziv_na_broj;uplatilac;svrha;id_transakcije\n${rows
    .map(
      (r) =>
        `${r.day ?? '28.02.2026.'};${r.amount};${r.reference};Petar Petrović;Pretplata;${r.id ?? ''}`,
    )
    .join('\n')}\n`;

/** A camt.053 statement of one credit. */
const camt = (reference: string, amount: string, id: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="RSD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-02-28</Dt></BookgDt>
<AcctSvcrRef>${id}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Ana Anić</Nm></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Ref>97 ${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

const statusOf = async (id: string) =>
  (await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;
const entryCount = async () =>
  Number((await t.app.db.select({ n: count() }).from(statementEntries))[0]!.n);
const waiting = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/statements/entries?limit=100',
      headers: auth(admin),
    })
  ).json() as {
    data: {
      _id: string;
      transactionId: string;
      issue: string;
      subscription: { _id: string } | null;
    }[];
  };

describe('bank statement import', () => {
  it('activates a requested subscription once, mails the user, audits with the transaction id', async () => {
    const s = await requested();
    const id = txId();
    const res = await upload(camt(s.reference, '2400.00', id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      activated: 1,
      alreadyImported: 0,
      forDecision: 0,
      credits: 1,
    });
    expect(res.json().message).toBe('Izvod je uvezen.');
    expect(await statusOf(s.id)).toBe('active');
    expect((await queuedMails(t.app, s.user.email)).map((m) => m.template)).toContain(
      'subscriptionActivated',
    );
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audit).toMatchObject({
      action: 'subscription.activate',
      reason: `Uplata sa izvoda, transakcija ${id}`,
      details: expect.objectContaining({ transactionId: id, amount: 2400, paidOn: '2026-02-28' }),
    });

    // The same statement again: nothing new.
    const again = await upload(camt(s.reference, '2400.00', id));
    expect(again.json()).toMatchObject({ activated: 0, alreadyImported: 1, forDecision: 0 });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audits).toHaveLength(1);
  });

  it('keys a credit without a bank id by its day, amount, reference and payer', async () => {
    const s = await requested();
    const file = csv([{ amount: '2.400,00', reference: `97-${s.reference}` }]);
    expect((await upload(file)).json()).toMatchObject({ activated: 1 });
    expect((await upload(file)).json()).toMatchObject({ activated: 0, alreadyImported: 1 });
  });

  it('lists for decision a wrong amount, an unknown reference and an already active subscription', async () => {
    const wrongAmount = await requested();
    const active = await requested();
    const ids = [txId(), txId(), txId(), txId()];
    const res = await upload(
      csv([
        { amount: '2.400,00', reference: active.reference, id: ids[0] },
        { amount: '2.399,99', reference: wrongAmount.reference, id: ids[1] },
        { amount: '2.400,00', reference: '97 00-1234567890', id: ids[2] },
        { amount: '2.400,00', reference: active.reference, id: ids[3] },
      ]),
    );
    expect(res.json()).toMatchObject({ activated: 1, forDecision: 3, alreadyImported: 0 });
    expect(await statusOf(wrongAmount.id)).toBe('pending');
    const list = (await waiting()).data.filter((e) => ids.includes(e.transactionId));
    expect(Object.fromEntries(list.map((e) => [e.transactionId, e.issue]))).toEqual({
      [ids[1]!]: 'amountMismatch',
      [ids[2]!]: 'unknownReference',
      [ids[3]!]: 'notPending',
    });
    expect(list.find((e) => e.transactionId === ids[1])!.subscription!._id).toBe(wrongAmount.id);

    // The administrator decides: activate the short payment, dismiss the unknown one.
    const decide = (entry: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/statements/entries/${entry}/decide`,
        headers: auth(admin),
        payload: body,
      });
    const short = list.find((e) => e.transactionId === ids[1])!._id;
    const unknown = list.find((e) => e.transactionId === ids[2])!._id;
    expect((await decide(short, { decision: 'activate', reason: '  ' })).json().message).toBe(
      'Razlog je obavezan.',
    );
    expect((await decide(unknown, { decision: 'activate', reason: 'x' })).statusCode).toBe(409);
    const ok = await decide(short, { decision: 'activate', reason: 'Para manje, dogovoreno' });
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(wrongAmount.id)).toBe('active');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, wrongAmount.id));
    expect(audit).toMatchObject({
      reason: 'Para manje, dogovoreno',
      action: 'subscription.activate',
    });
    expect(
      (await decide(unknown, { decision: 'dismiss', reason: 'Uplata za nešto drugo' })).statusCode,
    ).toBe(200);
    const [dismissed] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, unknown));
    expect(dismissed).toMatchObject({
      action: 'statementEntry.dismiss',
      reason: 'Uplata za nešto drugo',
    });
    expect((await decide(short, { decision: 'dismiss', reason: 'opet' })).statusCode).toBe(409);
    const left = (await waiting()).data.map((e) => e.transactionId);
    expect(left).not.toContain(ids[1]);
    expect(left).not.toContain(ids[2]);
    expect(left).toContain(ids[3]);
  });

  it('refuses a malformed file with a Serbian message and changes nothing', async () => {
    const s = await requested();
    const before = await entryCount();
    const res = await upload(
      `${csv([{ amount: '2.400,00', reference: s.reference, id: txId() }])}30.02.2026.;2.400,00;${s.reference};;;\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'CSV izvod, red 3: datum „30.02.2026.“ nije ispravan (npr. 28.11.2026. ili 2026-11-28).',
    );
    expect(await entryCount()).toBe(before);
    expect(await statusOf(s.id)).toBe('pending');

    const doctype = await upload(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>`);
    expect(doctype.statusCode).toBe(400);
    expect(doctype.json().message).toMatch(/DOCTYPE/);
    const future = await upload(
      csv([{ amount: '2.400,00', reference: s.reference, day: '02.03.2026.' }]),
    );
    expect(future.json().message).toBe('Izvod, stavka red 2: datum knjiženja je u budućnosti.');
    expect((await upload('x', admin, 'other')).json().message).toMatch(/Priložite izvod/);
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(await entryCount()).toBe(before);
    expect(await statusOf(s.id)).toBe('pending');
  });

  it('is for administrators only', async () => {
    const s = await requested();
    const res = await upload(camt(s.reference, '2400.00', txId()), s.user.token);
    expect(res.statusCode).toBe(403);
    expect(await statusOf(s.id)).toBe('pending');
  });

  it(`activates once when the same statement is uploaded twice at once (${concurrencyLabel})`, async () => {
    const s = await requested();
    const file = camt(s.reference, '2400.00', txId());
    const [a, b] = await Promise.all([upload(file), upload(file)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const sums = [a.json(), b.json()].map((j) => [j.activated, j.alreadyImported]).sort();
    expect(sums).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, s.id));
    expect(audits).toHaveLength(1);
    const mails = (await queuedMails(t.app, s.user.email)).filter(
      (m) => m.template === 'subscriptionActivated',
    );
    expect(mails).toHaveLength(1);
  });
});
