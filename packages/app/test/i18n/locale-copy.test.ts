import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every text a user reads (the app, the server's messages, the e-mails) is in locales/sr-Latn.
 * These checks read every file there, whatever its namespace, and fail on copy that is not
 * correct Serbian: words written without their diacritics, English words, other spellings of
 * e-pošta, straight or English quotation marks, and a full stop doubled after a date.
 */
const localeDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../locales/sr-Latn',
);

type Text = { where: string; value: string };

function collect(value: unknown, where: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where, value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, where ? `${where}.${k}` : k, out);
  }
  return out;
}

const files = readdirSync(localeDir).filter((f) => f.endsWith('.json'));
/**
 * The reference lists a reader sees as they are stored (body types, fuels): the server's seed
 * files, whose names the pickers, cards and adverts show.
 */
const seedDir = path.resolve(localeDir, '../../packages/server/src/db/seed-data');
const SEED_FILES = ['bodies.json', 'fuels.json'];
const texts = [
  ...files.flatMap((file) =>
    collect(JSON.parse(readFileSync(path.join(localeDir, file), 'utf8')), `${file}:`, []),
  ),
  ...SEED_FILES.flatMap((file) =>
    (JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as { name: string }[]).map(
      ({ name }) => ({ where: `seed-data/${file}:`, value: name }),
    ),
  ),
];
/** What a reader sees of a value: interpolation placeholders (`{{supportEmail}}`) are names. */
const prose = (value: string) => value.replace(/\{\{[^}]*\}\}/g, ' ');

/** A comma-separated word list (a phrase may have spaces). */
const list = (words: string) =>
  words
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * Serbian words as they are typed without č, ć, š, ž, đ ("dj" for đ included). A capitalised
 * entry matches only so: "Pretrazi" is the button's "Pretraži", "pretrazi" a correct dative.
 */
const WITHOUT_DIACRITICS = list(`
  pocetna, pocetnu, pocetak, cesta, cesto, cesce, koriscenja, koriscenje, koristenja,
  obavestenje, obavestenja, obavestenjem, obavesten, obavestena, obavestavamo, Pretrazi,
  pretrazite, pretrazivanje, uspesno, uspesan, uspesna, neuspesno, vase, vasa, vasu,
  vasi, vasim, vasoj, vaseg, vas nalog, nas nalog, sacuvaj, sacuvajte, sacuvan, sacuvana,
  sacuvane, sacuvano, sacuvavam, cuvanje, cuvam, sifra, sifru, sifre, sifrovanom, postovani,
  postovana, moze, mozete, mozemo, mozes, vise, najvise, kljuc, zelite, zelimo, greska, greske,
  gresku, greskom, pogresan, pogresna, pogresno, tacno, tacan, tacna, tacnost, ponisti,
  ponistite, podesavanja, podesavanje, racun, racuna, ceka, cekanju, placanje, placen, sledeca,
  sledeci, sledece, menjac, snizena, snizenje, kilometraza, godiste, ostecenje, uredjaj, uredaj,
  uredaja, uredjaja, zatrazi, zatrazite, ukljuci, iskljuci, ukljucena, iskljucena, iskljucite,
  kolacici, kolacice, licnosti, licne, trazena, trazeni, dobrodosli, nazalost, obrisi, obrisite,
  nece, necete, cemo, cete, vec, jos, sta, zasto, potvrdjen, potvrdjena, potvrden, potvrdena,
  pronadjen, pronadjena, pronaden, pronadena, ucitavanje, ucitati, otkazi, otkazite, opste,
  opsti, korisnicko, korisnicki, ostecena, sasija, sasije, kubikaza, dodaj vase,
  pregledac, pregledacu, sto pre, clan, clanovi, ziro, drzava, resenje
`);

/** English words (and "Notifikacija", a loan where Serbian has "obaveštenje"). */
const ENGLISH = list(`
  email, e-mail, password, change, logout, log out, login, log in, sign in, sign up, label,
  submit, cancel, delete, save, search, notification, notifications, notifikacija, notifikacije,
  settings, profile, upload, download, send, edit, remove, close, open, back, next, previous,
  loading, error, success, home, welcome, hello, please, click, toggle, button, token, username,
  user, account, reset, confirm, apply, sort, page, price, year, brand, details, share, follow,
  unfollow, unsubscribe, subscribe, subscription, dashboard, push, listing, listings, advert,
  dealer, seller, buyer, yes, no, pickup, minivan, diesel, hybrid,
  electric, manual, automatic, gearbox, mileage, report, reports, moderation, statistics, stats,
  views, download, link preview, sitemap, online, offline, feedback, contact us, about us, faq,
  terms, privacy, cookie, cookies, banner, ok, okay
`);

const wordPattern = (entries: string[], flags: string) =>
  entries.length === 0
    ? /(?!)/
    : new RegExp(`(?<![\\p{L}\\p{N}-])(?:${entries.join('|')})(?![\\p{L}\\p{N}])`, flags);
/** The first entry found in a text: lower-case entries in any case, capitalised ones as written. */
const words = (entries: string[]) => {
  const anyCase = wordPattern(
    entries.filter((w) => w === w.toLowerCase()),
    'iu',
  );
  const asWritten = wordPattern(
    entries.filter((w) => w !== w.toLowerCase()),
    'u',
  );
  return { exec: (text: string) => anyCase.exec(text) ?? asWritten.exec(text) };
};

const offenders = (test: (value: string) => string | null) =>
  texts.flatMap(({ where, value }) => {
    const found = test(value);
    return found === null ? [] : [`${where} ${JSON.stringify(found)} in ${JSON.stringify(value)}`];
  });

describe('locales/sr-Latn copy', () => {
  it('reads every namespace', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'common.json',
        'auth.json',
        'cars.json',
        'profile.json',
        'admin.json',
        'pages.json',
        'validation.json',
        'server.json',
        'mail.json',
      ]),
    );
    expect(texts.length).toBeGreaterThan(500);
  });

  it('writes Serbian words with their diacritics', () => {
    const pattern = words(WITHOUT_DIACRITICS);
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('has no English word', () => {
    const pattern = words(ENGLISH);
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('counts in Serbian: "5 brzina", not "5 brzine"', () => {
    // 2, 3, 4 (and 22, 23, 24…) take "brzine"; 5 to 20 (and 25…30…) take "brzina".
    const pattern = /(?<!\d)(?:[5-9]|1\d|[2-9][05-9])\s+brzine/u;
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('has no passive calque ("od strane"), and says "znak" for a character', () => {
    const pattern = /(?<!\p{L})(?:od strane|karakter\p{L}*)/iu;
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('says "Godište" for the year of production, never "Godina proizvodnje"', () => {
    const pattern = /godin\p{L}* proizvodnje/iu;
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('asks formally in the e-mails: their buttons too ("Prijavite se", not "Prijavi se")', () => {
    const mail = JSON.parse(readFileSync(path.join(localeDir, 'mail.json'), 'utf8')) as Record<
      string,
      { action?: string }
    >;
    // The informal imperatives a button would start with; the formal one adds "-te".
    const informalStart =
      /^(?:Prijavi|Potvrdi|Postavi|Pogledaj|Pretraži|Otvori|Obnovi|Promeni|Sačuvaj|Izaberi|Dodaj|Klikni|Odjavi|Preuzmi|Plati|Aktiviraj|Proveri|Uključi|Isključi)(?![\p{L}])/u;
    const informal = Object.entries(mail)
      .filter(([, template]) => template.action && informalStart.test(template.action))
      .map(([name, template]) => `${name}: ${template.action}`);
    expect(informal).toEqual([]);
  });

  it('spells e-mail one way: e-pošta (never imejl, mejl or e-poruka)', () => {
    const pattern = /(?<![\p{L}-])(?:i?mejl\p{L}*|e-?maila?|e-?poruk\p{L}*)/iu;
    expect(offenders((v) => pattern.exec(prose(v))?.[0] ?? null)).toEqual([]);
  });

  it('quotes with „…“ only', () => {
    expect(
      offenders((v) => {
        if (/["”«»]/.test(v)) return /["”«»]/.exec(v)![0];
        // Every „ is closed by “ before the next one opens, and no “ stands alone.
        let open = false;
        for (const c of v) {
          if (c === '„') {
            if (open) return '„…„';
            open = true;
          } else if (c === '“') {
            if (!open) return '“ without „';
            open = false;
          }
        }
        return open ? '„ not closed' : null;
      }),
    ).toEqual([]);
  });

  it('never doubles a full stop, after a date either', () => {
    expect(
      offenders((v) => {
        const doubled = /(?<!\.)\.\.(?!\.)/.exec(v);
        if (doubled) return doubled[0];
        // Dates are formatted "26. novembra 2026.": their last full stop ends the sentence.
        return /\{\{\s*\w*(?:[dD]ate|At)\s*\}\}\./.exec(v)?.[0] ?? null;
      }),
    ).toEqual([]);
  });
});
