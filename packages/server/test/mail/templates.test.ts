import { describe, expect, it } from 'vitest';
import {
  MAIL_TEMPLATES,
  renderMail,
  replyToOf,
  type MailMessage,
  type MailTemplate,
} from '../../src/plugins/app/mail-templates.ts';
import { formatDate } from '../../src/lib/format.ts';
import { escapeHtml } from '../../src/mail/layout.ts';

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

const render = <K extends MailTemplate>(template: K, vars = samples[template]) =>
  renderMail({ to: 'milica@example.com', template, vars } as MailMessage, ctx);

describe('renderMail', () => {
  it.each(MAIL_TEMPLATES)(
    '%s has a Serbian subject, HTML and text with every variable filled',
    (name) => {
      const mail = render(name);
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const part of [mail.subject, mail.html, mail.text])
        expect(part).not.toMatch(/\{\{|\}\}/);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('lang="sr-Latn"');
      expect(mail.text).toContain('Tim AutoBerze');
      for (const link of mail.links) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
      }
    },
  );

  it('puts the verification and recovery links in the mail', () => {
    expect(render('verify').links).toEqual([
      'https://autoberza.example/verify-email/tok_verify-123',
    ]);
    expect(render('recovery').links).toEqual([
      'https://autoberza.example/new-password/tok_recovery-456',
    ]);
    expect(render('recovery').text).toContain(
      'Postavite novu lozinku: https://autoberza.example/new-password/tok_recovery-456',
    );
    expect(render('recovery').html).toContain('Dobar dan,');
  });

  it('lists the new listings of a digest, each a link, with a one-click unsubscribe', () => {
    const mail = render('newListingsDigest');
    expect(mail.subject).toBe('Novi oglasi na AutoBerzi (2)');
    expect(mail.text).toContain(
      '- Škoda Octavia 2.0 TDI, 2019. godište, 12.500\u00a0€: https://autoberza.example/car/c1',
    );
    expect(mail.html).toContain(
      '<a href="https://autoberza.example/car/c2" style="color:#1d4ed8">Golf &lt;7&gt;, 2016. godište, 8.900\u00a0€</a>',
    );
    const page =
      'https://autoberza.example/saved-searches/unsubscribe?notice=newListings&user=u1&iat=1&token=sigN';
    expect(mail.text).toContain(`Isključi obaveštenja o novim oglasima: ${page}`);
    expect(mail.html).toContain(`href="${escapeHtml(page)}"`);
    expect(mail.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?notice=newListings&user=u1&iat=1&token=sigN',
    );
  });

  it('lists every followed car of a digest with its change and link, and a one-click unsubscribe', () => {
    const mail = render('favouritesDigest');
    expect(mail.subject).toBe('Promene na oglasima koje pratite (2)');
    expect(mail.links).toContain('https://autoberza.example/user/favourites');
    expect(mail.text).toContain(
      '- Škoda Octavia: cena snižena sa 12.500\u00a0€ na 11.900\u00a0€: https://autoberza.example/car/c1',
    );
    expect(mail.html).toContain(
      '<a href="https://autoberza.example/car/c2" style="color:#1d4ed8">Golf &lt;7&gt;: prodat</a>',
    );
    const page =
      'https://autoberza.example/saved-searches/unsubscribe?notice=favourites&user=u1&iat=1&token=sigF';
    expect(mail.text).toContain(`Isključi obaveštenja e-poštom: ${page}`);
    expect(mail.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?notice=favourites&user=u1&iat=1&token=sigF',
    );
  });

  it('gives the payment details with model 97 and the reference number', () => {
    const mail = render('subscriptionRequested');
    expect(mail.text).toContain('Poziv na broj: 97 12-3456');
    expect(mail.text).toContain('Model: 97');
    expect(mail.text).toContain('Račun primaoca: 160-0000000000000-00');
    expect(mail.html).toContain('Iznos: 2.400,00 RSD');
  });

  it('writes dates the Serbian way: the month in the genitive, one full stop', () => {
    const activated = render('subscriptionActivated');
    expect(activated.text).toContain('Pretplata važi do 31. januara 2027.\n');
    expect(activated.html).toContain('Pretplata važi do 31. januara 2027.</p>');
    expect(render('contactOperator').text).toContain('Poslato: 22. novembra 2026.');
    // The calendar day in Serbia: 23:30 UTC on 31 December is already 1 January there.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('1. januara 2027.');
    expect(formatDate('2026-05-26T08:00:00Z')).toBe('26. maja 2026.');
  });

  it('never ends a sentence with two full stops', () => {
    for (const template of MAIL_TEMPLATES) {
      const mail = render(template);
      expect(mail.text, template).not.toMatch(/\.\.(?!\.)/);
      expect(mail.html, template).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });

  it('sends readers to the support address, never to the no-reply sender', () => {
    for (const template of MAIL_TEMPLATES) {
      const mail = render(template);
      expect(mail.text, template).toContain('Pitanja pišite na podrska@autoberza.example.');
      expect(mail.html, template).toContain('Pitanja pišite na podrska@autoberza.example.');
    }
    expect(render('blocked').text).toContain('pišite nam na podrska@autoberza.example.');
  });

  it('escapes variables in the HTML but keeps them readable in the text', () => {
    const hostile = '<script>alert("x")</script> & "Co"';
    const mail = render('listingRemoved', { ...samples.listingRemoved, reason: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;',
    );
    expect(mail.text).toContain(`Razlog: ${hostile}`);
  });

  it('keeps the line breaks of a contact message and names the sender', () => {
    const mail = render('contactOperator');
    expect(mail.subject).toBe('Nova poruka sa stranice „Kontakt“: Petar Petrović');
    expect(mail.html).toContain('Zdravo,<br>imam pitanje o pretplati.');
    expect(mail.text).toContain('Zdravo,\nimam pitanje o pretplati.');
    expect(mail.text).not.toContain('Dobar dan');
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

  it('never lets a variable break the subject line', () => {
    const mail = render('contactOperator', {
      ...samples.contactOperator,
      name: 'Ana\r\nBcc: x@y.z',
    });
    expect(mail.subject).toBe('Nova poruka sa stranice „Kontakt“: Ana Bcc: x@y.z');
  });

  it('adds the admin’s reason to a rejection or block only when there is one', () => {
    expect(
      render('rejected', { firstName: 'Milica', reason: 'Nepotpuni podaci o firmi.' }).text,
    ).toContain('Razlog: Nepotpuni podaci o firmi.');
    expect(render('blocked', { firstName: 'Milica', reason: '  ' }).text).not.toContain('Razlog');
    expect(render('blocked').html).not.toContain('Razlog');
  });

  it('leads the approval mail back to the page the person registered from, through sign-in', () => {
    expect(render('approved').links).toContain('https://autoberza.example/login');
    expect(render('approved', { firstName: 'Milica', returnTo: '/car/c1?ref=1' }).links).toContain(
      'https://autoberza.example/login?next=%2Fcar%2Fc1%3Fref%3D1',
    );
    // Another site's address is never a way back.
    const foreign = render('approved', { firstName: 'Milica', returnTo: '//evil.example/x' });
    expect(foreign.links).toContain('https://autoberza.example/login');
    expect(foreign.links.join(' ')).not.toContain('evil');
  });

  it('refuses to render with a missing variable', () => {
    expect(() => render('listingRemoved', {} as never)).toThrow(/title/);
  });
});

describe('saved-search alert mails', () => {
  it('carry a one-click unsubscribe link in the body and for the List-Unsubscribe header', () => {
    const alert = render('savedSearchAlert');
    expect(alert.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?ids=s1&token=sig1',
    );
    expect(alert.text).toContain(
      'https://autoberza.example/saved-searches/unsubscribe?ids=s1&token=sig1',
    );
    expect(alert.html).toContain('Isključi obaveštenja za pretragu „Golf do 10.000 €“');
    expect(alert.text).toContain('https://autoberza.example/car/c2');
  });

  it('list every car of a digest with its link and one unsubscribe link per search', () => {
    const digest = render('savedSearchDigest');
    expect(digest.subject).toContain('(2)');
    expect(digest.text).toContain(
      '- „Octavia“: Škoda Octavia, 2018. godište, 11.200\u00a0€: https://autoberza.example/car/c4',
    );
    expect(digest.html).toContain('href="https://autoberza.example/car/c3"');
    expect(digest.links).toContain(
      'https://autoberza.example/saved-searches/unsubscribe?ids=s2&token=sig2',
    );
    expect(digest.listUnsubscribe).toBe(
      'https://autoberza.example/api/saved-search/unsubscribe?ids=s1%2Cs2&token=sigAll',
    );
  });

  it('tells an advert’s owner of its end, with a link to the page that renews it', () => {
    const soon = render('advertExpiring');
    expect(soon.subject).toBe('Oglas „Golf <7>“ uskoro ističe');
    expect(soon.text).toContain('prikazuje se na AutoBerzi do 26. decembra 2026.\n');
    expect(soon.text).toContain('narednih 30 dana');
    expect(soon.links).toEqual(['https://autoberza.example/adverts/renew?car=c1&iat=1&token=sigR']);
    expect(soon.text).toContain(
      'Obnovite oglas: https://autoberza.example/adverts/renew?car=c1&iat=1&token=sigR',
    );
    const expired = render('advertExpired');
    expect(expired.subject).toBe('Oglas „Škoda Octavia“ je istekao');
    expect(expired.links).toEqual([
      'https://autoberza.example/adverts/renew?car=c2&iat=1&token=sigE',
    ]);
  });

  it('every notice mail has List-Unsubscribe and a visible unsubscribe link; other mails none', () => {
    const notices = [
      'newListingsDigest',
      'savedSearchAlert',
      'savedSearchDigest',
      'favouritesDigest',
    ];
    for (const name of MAIL_TEMPLATES) {
      const mail = render(name);
      if (notices.includes(name)) {
        expect(mail.listUnsubscribe, name).toMatch(/\/api\/saved-search\/unsubscribe\?/);
        expect(mail.text, name).toMatch(
          /Isključi obaveštenja[^\n]*: https:\/\/autoberza\.example\/saved-searches\/unsubscribe\?/,
        );
      } else {
        expect(mail.listUnsubscribe, name).toBeUndefined();
      }
    }
  });
});
