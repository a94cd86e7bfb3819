import type { CityRef } from './refs.ts';
import type { Rng } from './rng.ts';

export interface DemoDealer {
  firstName: string;
  lastName: string;
  /** The trading name a Serbian dealer would put on the lot. */
  companyName: string;
  email: string;
  /** E.164, a Serbian mobile number: +3816x… */
  phone: string;
  address: string;
  cityName: string;
}

const FIRST_NAMES = [
  'Marko',
  'Nikola',
  'Stefan',
  'Milan',
  'Nemanja',
  'Aleksandar',
  'Dragan',
  'Zoran',
  'Goran',
  'Dejan',
  'Miloš',
  'Vladimir',
  'Ivan',
  'Dušan',
  'Bojan',
  'Saša',
  'Srđan',
  'Željko',
  'Predrag',
  'Slobodan',
  'Branislav',
  'Jelena',
  'Marija',
  'Ana',
  'Milica',
  'Jovana',
  'Snežana',
  'Ivana',
  'Dragana',
  'Tamara',
  'Vesna',
  'Đorđe',
  'Luka',
  'Filip',
  'Uroš',
  'Vuk',
  'Radovan',
  'Miroslav',
];
const LAST_NAMES = [
  'Jovanović',
  'Petrović',
  'Nikolić',
  'Marković',
  'Đorđević',
  'Stojanović',
  'Ilić',
  'Stanković',
  'Pavlović',
  'Milošević',
  'Todorović',
  'Popović',
  'Živković',
  'Kostić',
  'Ristić',
  'Lukić',
  'Savić',
  'Mitrović',
  'Obradović',
  'Kovačević',
  'Vasić',
  'Radovanović',
  'Tomić',
  'Janković',
  'Simić',
  'Lazić',
  'Ćirić',
  'Milenković',
  'Vuković',
  'Stevanović',
  'Bogdanović',
  'Mladenović',
];
const STREETS = [
  'Bulevar oslobođenja',
  'Kralja Petra I',
  'Cara Dušana',
  'Njegoševa',
  'Karađorđeva',
  'Vojvode Mišića',
  'Nemanjina',
  'Svetog Save',
  'Kneza Miloša',
  'Industrijska',
  'Vojvode Stepe',
  'Takovska',
  'Kralja Aleksandra',
  'Bulevar Nemanjića',
  'Zrenjaninski put',
  'Novosadski put',
  'Ibarska magistrala',
  'Put za Beograd',
  'Kružni put',
  'Majke Jevrosime',
  'Dunavska',
  'Miloša Obilića',
];
const COMPANY_PATTERNS = [
  (last: string) => `Auto ${last}`,
  (last: string) => `Auto centar ${last}`,
  (last: string) => `${last} Motors`,
  (last: string) => `Auto kuća ${last}`,
  (last: string) => `${last} Automobili`,
  (last: string) => `Auto plac ${last}`,
];
/**
 * Demo addresses live under `.example`, a top-level domain reserved by RFC 2606 that never
 * resolves: with SMTP_URL set, mail to demo dealers cannot reach a real inbox.
 */
export const DEMO_MAIL_DOMAIN = 'demo.autoberza.example';
const MOBILE_PREFIXES = ['60', '61', '62', '63', '64', '65', '66', '69'];
/** Dealers go first to the places with the most trade. */
const MAJOR_CITIES = [
  'Beograd',
  'Novi Sad',
  'Niš',
  'Kragujevac',
  'Subotica',
  'Čačak',
  'Kraljevo',
  'Šabac',
  'Pančevo',
  'Smederevo',
  'Valjevo',
  'Leskovac',
  'Užice',
  'Zrenjanin',
  'Kruševac',
  'Sombor',
  'Novi Pazar',
  'Jagodina',
  'Vranje',
  'Zaječar',
];

const ASCII: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj' };

export function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćšžđ]/g, (ch) => ASCII[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '')
    .trim();
}

function phone(rng: Rng): string {
  const digits = rng.chance(0.7) ? 7 : 6;
  let rest = String(rng.int(1, 9));
  while (rest.length < digits) rest += String(rng.int(0, 9));
  return `+381${rng.pick(MOBILE_PREFIXES)}${rest}`;
}

/**
 * `n` dealers, each in a different city of `cityList` (the biggest markets first, then the rest
 * at random).
 * Throws when asked for more dealers than there are cities.
 */
export function generateDealers(rng: Rng, n: number, cityList: readonly CityRef[]): DemoDealer[] {
  if (n > cityList.length) throw new Error(`only ${cityList.length} cities for ${n} dealers`);
  const names = new Set(cityList.map((c) => c.name));
  const major = MAJOR_CITIES.filter((name) => names.has(name));
  const others = cityList.map((c) => c.name).filter((name) => !major.includes(name));
  // Shuffle each group so different seeds put dealers in different places.
  const shuffle = (list: string[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [list[i], list[j]] = [list[j] as string, list[i] as string];
    }
    return list;
  };
  const order = [...shuffle(major.slice(0, 8)), ...shuffle(major.slice(8)), ...shuffle(others)];

  const usedEmails = new Set<string>();
  const dealers: DemoDealer[] = [];
  for (let i = 0; i < n; i++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const companyName = rng.pick(COMPANY_PATTERNS)(lastName);
    let email = rng.chance(0.5)
      ? `${rng.pick(['prodaja', 'info', 'kontakt'])}@${asciiSlug(companyName)}.${DEMO_MAIL_DOMAIN}`
      : `${asciiSlug(firstName)}.${asciiSlug(lastName)}@${DEMO_MAIL_DOMAIN}`;
    if (usedEmails.has(email)) {
      const [local, domain] = email.split('@');
      email = `${local}${i + 1}@${domain}`;
    }
    usedEmails.add(email);
    const cityName = order[i] as string;
    dealers.push({
      firstName,
      lastName,
      companyName,
      email,
      phone: phone(rng),
      address: `${rng.pick(STREETS)} ${rng.chance(0.1) ? 'bb' : rng.int(1, 240)}`,
      cityName,
    });
  }
  return dealers;
}
