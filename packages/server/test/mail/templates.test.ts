import { describe, expect, it } from 'vitest';
import type { Script } from '@autoberza/contract/script';
import {
  checkMail,
  MAIL_TEMPLATES,
  renderMail,
  replyToOf,
  type MailMessage,
  type MailTemplate,
} from '../../src/plugins/app/mail-templates.ts';
import { formatDate } from '../../src/lib/format.ts';
import { SCRIPTS } from '../../src/mail/render.ts';
import { readMail } from './reader.ts';

const ctx = { appUrl: 'https://autoberza.example', supportEmail: 'podrska@autoberza.example' };

const samples: { [K in MailTemplate]: Extract<MailMessage, { template: K }>['vars'] } = {
  verify: { firstName: 'Milica', link: 'https://autoberza.example/verify-email/tok_verify-123' },
  recovery: {
    firstName: 'Milica',
    link: 'https://autoberza.example/new-password/tok_recovery-456',
  },
  approved: { firstName: 'Milica' },
  rejected: { firstName: 'Milica' },
  blocked: { firstName: 'Milica' },
  contactOperator: {
    name: 'Petar Petrović',
    email: 'petar@example.com',
    message: 'Zdravo,\nimam pitanje o pretplati.',
    sentAt: new Date('2026-11-22T10:00:00Z'),
  },
  contactAnswer: {
    firstName: 'Petar Petrović',
    message: 'Zdravo,\nimam pitanje o pretplati.',
    answer: 'Poštovani,\npretplata važi 30 dana.',
    sentAt: '2026-11-22T10:00:00Z',
  },
  newListingsDigest: {
    firstName: 'Milica',
    items: [
      { carId: 'c1', title: 'Škoda Octavia 2.0 TDI', year: 2019, price: 12500 },
      { carId: 'c2', title: 'Golf <7>', year: 2016, price: 8900 },
    ],
    unsubscribe: 'notice=newListings&user=u1&iat=1&token=sigN',
  },
  listingRemoved: {
    firstName: 'Milica',
    title: 'Golf 7',
    reason: 'Fotografije ne prikazuju vozilo.',
  },
  listingHidden: {
    firstName: 'Milica',
    title: 'Golf 7',
    reason: 'Cena u oglasu nije tačna: <proverite>.',
  },
  listingStillHidden: {
    firstName: 'Milica',
    title: 'Golf 7',
    reason: 'Kilometraža i dalje nije tačna.',
  },
  listingRestored: { firstName: 'Milica', title: 'Golf 7' },
  subscriptionRequested: {
    firstName: 'Milica',
    referenceNumber: '97 12-3456',
    amount: '2.400,00 RSD',
    recipient: 'AutoBerza d.o.o.',
    account: '160-0000000000000-00',
    purpose: 'Pretplata AutoBerza',
  },
  subscriptionActivated: { firstName: 'Milica', endDate: new Date('2027-01-31T12:00:00Z') },
  savedSearchAlert: {
    firstName: 'Milica',
    searchName: 'Golf do 10.000 €',
    carId: 'c2',
    title: 'Volkswagen Golf',
    year: 2017,
    price: 9800,
    unsubscribe: 'ids=s1&token=sig1',
  },
  savedSearchDigest: {
    firstName: 'Milica',
    items: [
      { searchName: 'Golf', carId: 'c3', title: 'Volkswagen Golf', year: 2016, price: 8900 },
      { searchName: 'Octavia', carId: 'c4', title: 'Škoda Octavia', year: 2018, price: 11200 },
    ],
    unsubscribe: [
      { searchName: 'Golf', query: 'ids=s1&token=sig1' },
      { searchName: 'Octavia', query: 'ids=s2&token=sig2' },
    ],
    unsubscribeAll: 'ids=s1%2Cs2&token=sigAll',
  },
  favouritesDigest: {
    firstName: 'Milica',
    items: [
      {
        carId: 'c1',
        title: 'Škoda Octavia',
        change: 'cena snižena sa 12.500\u00a0€ na 11.900\u00a0€',
      },
      { carId: 'c2', title: 'Golf <7>', change: 'prodat' },
    ],
    unsubscribe: 'notice=favourites&user=u1&iat=1&token=sigF',
  },
  advertExpiring: {
    firstName: 'Milica',
    title: 'Golf <7>',
    expiresAt: new Date('2026-12-26T09:00:00Z'),
    days: 30,
    renew: 'car=c1&iat=1&token=sigR',
  },
  advertExpired: {
    firstName: 'Milica',
    title: 'Škoda Octavia',
    days: 30,
    renew: 'car=c2&iat=1&token=sigE',
  },
};

const render = <K extends MailTemplate>(template: K, vars = samples[template], script?: Script) =>
  renderMail(
    { to: 'milica@example.com', template, vars, ...(script ? { script } : {}) } as MailMessage,
    ctx,
  );

/** The mail as its reader sees it: the HTML read by a parser, and the text part. */
const read = async <K extends MailTemplate>(
  template: K,
  vars = samples[template],
  script?: Script,
) => {
  const mail = await render(template, vars, script);
  return { ...mail, seen: readMail(mail.html) };
};

const CYRILLIC = /[\u0400-\u04ff]/;
/** Latin letters of Serbian words (not of names, brands or addresses: those stay as written). */
const LATIN_WORDS = /\b(?:Dobar dan|Srdačan pozdrav|Pitanja pišite|Ova poruka)\b/;

describe('renderMail', () => {
  it.each(MAIL_TEMPLATES.flatMap((name) => SCRIPTS.map((script) => [name, script] as const)))(
    '%s (%s): a person sees every word filled, each link with words, and the text part says the same',
    async (name, script) => {
      const mail = await read(name, samples[name], script);
      const { seen } = mail;
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const part of [mail.subject, ...seen.lines, mail.text])
        expect(part).not.toMatch(/\{\{|\}\}/);
      expect(seen.lang).toBe(script);
      expect(seen.title).toBe(mail.subject);
      expect(seen.preview.length).toBeGreaterThan(20);
      expect(seen.lines.join(' ')).toContain(seen.preview);
      expect(seen.lines).toContain('AutoBerza');
      // Every link has words a screen reader can read out, and every line of the HTML is in the
      // text part (but the button's fallback, which the text part writes after the button's words).
      for (const link of seen.links) expect(link.text, link.href).not.toBe('');
      for (const line of seen.lines.filter((l) => !seen.notInText.includes(l))) {
        expect(mail.text, line).toContain(line);
      }
      // Each link of the mail is a link of the page, written out after its words in the text.
      for (const link of mail.links) {
        const anchors = seen.links.filter((a) => a.href === link);
        expect(anchors.length, link).toBeGreaterThan(0);
        expect(mail.text, link).toContain(`${anchors[0]!.text}: ${link}`);
      }
      expect(mail.text).toContain(script === 'sr-Cyrl' ? 'Тим AutoBerze' : 'Tim AutoBerze');
    },
  );

  it('writes a Cyrillic mail’s words in Cyrillic; names, titles and addresses as written', async () => {
    const digest = await read('newListingsDigest', samples.newListingsDigest, 'sr-Cyrl');
    expect(digest.subject).toBe('Нови огласи на AutoBerzi (2)');
    expect(digest.seen.lines).toContain('Нови огласи');
    expect(digest.seen.lines).toContain('Добар дан,');
    expect(digest.text).toContain(
      '- Škoda Octavia 2.0 TDI, 2019. годиште, 12.500\u00a0€: https://autoberza.example/car/c1',
    );
    expect(digest.seen.links).toContainEqual({
      text: 'Golf <7>, 2016. годиште, 8.900\u00a0€',
      href: 'https://autoberza.example/car/c2',
    });
    for (const { href } of digest.seen.links)
      expect(href).toMatch(/^https:\/\/autoberza\.example\//);
    expect(digest.text).toContain('Питања пишите на podrska@autoberza.example.');
    for (const part of [digest.text, digest.seen.lines.join('\n')]) {
      expect(part).not.toMatch(LATIN_WORDS);
    }

    const activated = await read('subscriptionActivated', samples.subscriptionActivated, 'sr-Cyrl');
    expect(activated.text).toContain('31. јануара 2027.');
    expect(activated.seen.lines.join('\n')).toMatch(CYRILLIC);
    const answer = await read('contactAnswer', samples.contactAnswer, 'sr-Cyrl');
    expect(answer.text).toContain('Poštovani,\npretplata važi 30 dana.');
  });

  it('writes Latin when the message names no script, and Cyrillic only when it does', async () => {
    const latin = await read('verify');
    expect(latin.seen.lang).toBe('sr-Latn');
    expect(latin.seen.lines.join('\n')).not.toMatch(CYRILLIC);
    expect(latin.text).not.toMatch(CYRILLIC);
    const cyrillic = await read('verify', samples.verify, 'sr-Cyrl');
    expect(cyrillic.subject).toMatch(CYRILLIC);
    expect(cyrillic.text).toMatch(CYRILLIC);
    expect(cyrillic.seen.links.map((l) => l.href)).toEqual([
      'https://autoberza.example/verify-email/tok_verify-123',
      'https://autoberza.example/verify-email/tok_verify-123',
    ]);
  });

  it('puts the verification and recovery links in the mail', async () => {
    expect((await render('verify')).links).toEqual([
      'https://autoberza.example/verify-email/tok_verify-123',
    ]);
    const recovery = await read('recovery');
    expect(recovery.links).toEqual(['https://autoberza.example/new-password/tok_recovery-456']);
    expect(recovery.text).toContain(
      'Postavite novu lozinku: https://autoberza.example/new-password/tok_recovery-456',
    );
    expect(recovery.seen.links[0]).toEqual({
      text: 'Postavite novu lozinku',
      href: 'https://autoberza.example/new-password/tok_recovery-456',
    });
    expect(recovery.seen.lines).toContain('Dobar dan,');
  });

  it('lists the new listings of a digest, each a link, with a one-click unsubscribe', async () => {
    const mail = await read('newListingsDigest');
    expect(mail.subject).toBe('Novi oglasi na AutoBerzi (2)');
    expect(mail.text).toContain(
      '- Škoda Octavia 2.0 TDI, 2019. godište, 12.500\u00a0€: https://autoberza.example/car/c1',
    );
    expect(mail.seen.links).toContainEqual({
      text: 'Golf <7>, 2016. godište, 8.900\u00a0€',
      href: 'https://autoberza.example/car/c2',
    });
    const page =
      'https://autoberza.example/saved-searches/unsubscribe?notice=newListings&user=u1&iat=1&token=sigN';
    expect(mail.text).toContain(`Isključi obaveštenja o novim oglasima: ${page}`);
    expect(mail.seen.links).toContainEqual({
      text: 'Isključi obaveštenja o novim oglasima',
      href: page,
    });
    expect(mail.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?notice=newListings&user=u1&iat=1&token=sigN',
    );
  });

  it('lists every followed car of a digest with its change and link, and a one-click unsubscribe', async () => {
    const mail = await read('favouritesDigest');
    expect(mail.subject).toBe('Promene na oglasima koje pratite (2)');
    expect(mail.links).toContain('https://autoberza.example/user/favourites');
    expect(mail.text).toContain(
      '- Škoda Octavia: cena snižena sa 12.500\u00a0€ na 11.900\u00a0€: https://autoberza.example/car/c1',
    );
    expect(mail.seen.links).toContainEqual({
      text: 'Golf <7>: prodat',
      href: 'https://autoberza.example/car/c2',
    });
    const page =
      'https://autoberza.example/saved-searches/unsubscribe?notice=favourites&user=u1&iat=1&token=sigF';
    expect(mail.text).toContain(`Isključi obaveštenja e-poštom: ${page}`);
    expect(mail.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?notice=favourites&user=u1&iat=1&token=sigF',
    );
  });

  it('gives the payment details with model 97 and the reference number', async () => {
    const mail = await read('subscriptionRequested');
    expect(mail.text).toContain('Poziv na broj: 97 12-3456');
    expect(mail.text).toContain('Model: 97');
    expect(mail.text).toContain('Račun primaoca: 160-0000000000000-00');
    expect(mail.seen.lines).toContain('Iznos: 2.400,00 RSD');
  });

  it('writes dates the Serbian way: the month in the genitive, one full stop', async () => {
    const activated = await read('subscriptionActivated');
    expect(activated.text).toContain('Pretplata važi do 31. januara 2027.\n');
    expect(
      activated.seen.lines.some((l) => l.endsWith('Pretplata važi do 31. januara 2027.')),
    ).toBe(true);
    expect((await render('contactOperator')).text).toContain('Poslato: 22. novembra 2026.');
    // The calendar day in Serbia: 23:30 UTC on 31 December is already 1 January there.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('1. januara 2027.');
    expect(formatDate('2026-05-26T08:00:00Z')).toBe('26. maja 2026.');
    expect(formatDate('2026-05-26T08:00:00Z', 'sr-Cyrl')).toBe('26. маја 2026.');
  });

  it('never ends a sentence with two full stops', async () => {
    for (const template of MAIL_TEMPLATES) {
      for (const script of SCRIPTS) {
        const mail = await read(template, samples[template], script);
        expect(mail.text, template).not.toMatch(/\.\.(?!\.)/);
        expect(mail.seen.lines.join('\n'), template).not.toMatch(/[^.]\.\.(?!\.)/);
      }
    }
  });

  it('sends readers to the support address, never to the no-reply sender', async () => {
    for (const template of MAIL_TEMPLATES) {
      const mail = await read(template);
      expect(mail.text, template).toContain('Pitanja pišite na podrska@autoberza.example.');
      expect(mail.seen.lines.at(-1), template).toContain(
        'Pitanja pišite na podrska@autoberza.example.',
      );
    }
    expect((await render('blocked')).text).toContain('pišite nam na podrska@autoberza.example.');
  });

  it('shows variables as written: escaped in the HTML, readable in both parts', async () => {
    const hostile = '<script>alert("x")</script> & "Co"';
    const mail = await read('listingRemoved', { ...samples.listingRemoved, reason: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.seen.lines).toContain(`Razlog: ${hostile}`);
    expect(mail.text).toContain(`Razlog: ${hostile}`);
  });

  it('keeps the line breaks of a contact message and names the sender', async () => {
    const mail = await read('contactOperator');
    expect(mail.subject).toBe('Nova poruka sa stranice „Kontakt“: Petar Petrović');
    expect(mail.seen.lines).toContain('Zdravo,');
    expect(mail.seen.lines).toContain('imam pitanje o pretplati.');
    expect(mail.text).toContain('Zdravo,\nimam pitanje o pretplati.');
    expect(mail.text).not.toContain('Dobar dan');
    expect(mail.seen.lines).not.toContain('Dobar dan,');
  });

  it('sends replies to an operator’s copy to the sender, unless the caller names another', () => {
    const message = {
      to: 'operator@example.com',
      template: 'contactOperator',
      vars: samples.contactOperator,
    } as const;
    expect(replyToOf(message)).toBe('petar@example.com');
    expect(replyToOf({ ...message, replyTo: 'other@example.com' })).toBe('other@example.com');
    expect(
      replyToOf({ to: 'milica@example.com', template: 'verify', vars: samples.verify }),
    ).toBeUndefined();
  });

  it('never lets a variable break the subject line', async () => {
    const mail = await render('contactOperator', {
      ...samples.contactOperator,
      name: 'Ana\r\nBcc: x@y.z',
    });
    expect(mail.subject).toBe('Nova poruka sa stranice „Kontakt“: Ana Bcc: x@y.z');
  });

  it('adds the admin’s reason to a rejection or block only when there is one', async () => {
    expect(
      (await render('rejected', { firstName: 'Milica', reason: 'Nepotpuni podaci o firmi.' })).text,
    ).toContain('Razlog: Nepotpuni podaci o firmi.');
    expect((await render('blocked', { firstName: 'Milica', reason: '  ' })).text).not.toContain(
      'Razlog',
    );
    expect((await read('blocked')).seen.lines.join('\n')).not.toContain('Razlog');
  });

  it('leads the approval mail back to the page the person registered from, through sign-in', async () => {
    expect((await render('approved')).links).toContain('https://autoberza.example/login');
    expect(
      (await render('approved', { firstName: 'Milica', returnTo: '/car/c1?ref=1' })).links,
    ).toContain('https://autoberza.example/login?next=%2Fcar%2Fc1%3Fref%3D1');
    // Another site's address is never a way back.
    const foreign = await render('approved', { firstName: 'Milica', returnTo: '//evil.example/x' });
    expect(foreign.links).toContain('https://autoberza.example/login');
    expect(foreign.links.join(' ')).not.toContain('evil');
  });

  it('refuses to render or queue with a missing variable', async () => {
    await expect(render('listingRemoved', {} as never)).rejects.toThrow(/title/);
    const message = { to: 'milica@example.com', template: 'listingRemoved', vars: {} } as never;
    expect(() => checkMail(message, ctx)).toThrow(/title/);
  });
});

describe('saved-search alert mails', () => {
  it('carry a one-click unsubscribe link in the body and for the List-Unsubscribe header', async () => {
    const alert = await read('savedSearchAlert');
    expect(alert.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?ids=s1&token=sig1',
    );
    expect(alert.text).toContain(
      'https://autoberza.example/saved-searches/unsubscribe?ids=s1&token=sig1',
    );
    expect(alert.seen.links).toContainEqual({
      text: 'Isključi obaveštenja za pretragu „Golf do 10.000 €“',
      href: 'https://autoberza.example/saved-searches/unsubscribe?ids=s1&token=sig1',
    });
    expect(alert.text).toContain('https://autoberza.example/car/c2');
  });

  it('list every car of a digest with its link and one unsubscribe link per search', async () => {
    const digest = await read('savedSearchDigest');
    expect(digest.subject).toContain('(2)');
    expect(digest.text).toContain(
      '- „Octavia“: Škoda Octavia, 2018. godište, 11.200\u00a0€: https://autoberza.example/car/c4',
    );
    expect(digest.seen.links.map((l) => l.href)).toContain('https://autoberza.example/car/c3');
    expect(digest.links).toContain(
      'https://autoberza.example/saved-searches/unsubscribe?ids=s2&token=sig2',
    );
    expect(digest.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?ids=s1%2Cs2&token=sigAll',
    );
  });

  it('tells an advert’s owner of its end, with a link to the page that renews it', async () => {
    const soon = await render('advertExpiring');
    expect(soon.subject).toBe('Oglas „Golf <7>“ uskoro ističe');
    expect(soon.text).toContain('prikazuje se na AutoBerzi do 26. decembra 2026.\n');
    expect(soon.text).toContain('narednih 30 dana');
    expect(soon.links).toEqual(['https://autoberza.example/adverts/renew?car=c1&iat=1&token=sigR']);
    expect(soon.text).toContain(
      'Obnovite oglas: https://autoberza.example/adverts/renew?car=c1&iat=1&token=sigR',
    );
    const expired = await render('advertExpired');
    expect(expired.subject).toBe('Oglas „Škoda Octavia“ je istekao');
    expect(expired.links).toEqual([
      'https://autoberza.example/adverts/renew?car=c2&iat=1&token=sigE',
    ]);
  });

  it('every notice mail has List-Unsubscribe and a visible unsubscribe link; other mails none', async () => {
    const notices = [
      'newListingsDigest',
      'savedSearchAlert',
      'savedSearchDigest',
      'favouritesDigest',
    ];
    for (const name of MAIL_TEMPLATES) {
      const mail = await read(name);
      if (notices.includes(name)) {
        expect(mail.listUnsubscribe, name).toMatch(/\/api\/saved-search\/unsubscribe\?/);
        expect(mail.text, name).toMatch(
          /Isključi obaveštenja[^\n]*: https:\/\/autoberza\.example\/saved-searches\/unsubscribe\?/,
        );
        expect(
          mail.seen.links.some((l) => l.text.startsWith('Isključi obaveštenja')),
          name,
        ).toBe(true);
      } else {
        expect(mail.listUnsubscribe, name).toBeUndefined();
      }
    }
  });
});
