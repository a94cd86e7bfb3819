import { isValidPib } from '@autoberza/contract/company';
import type { DemoDealer } from './dealers.ts';
import { createRng } from './rng.ts';

/** A demo dealer's company as the „Firma“ tab holds it (docs/product.md, “The dealer's page”). */
export interface DemoCompany {
  name: string;
  /** Nine digits, the last the ISO 7064 MOD 11,10 check digit. */
  pib: string;
  /** Matični broj: eight digits. */
  registrationNumber: string;
  address: string;
  /** Phones besides the dealer's own (the lot's landline). */
  phones: string[];
  hours: string;
}

const HOURS = [
  'Pon–Pet 9–17\nSub 9–14',
  'Pon–Pet 8–18\nSub 9–15\nNed zatvoreno',
  'Radnim danima 9–19\nSubotom 10–15',
  'Pon–Sub 9–17',
];

/** The check digit that makes `eight` digits a valid PIB. */
function pibOf(eight: string): string {
  for (let digit = 0; digit <= 9; digit++)
    if (isValidPib(`${eight}${digit}`)) return `${eight}${digit}`;
  throw new Error(`no check digit for ${eight}`);
}

/**
 * The company of the `index`th demo dealer, or null for one in five who sells as a person. Drawn
 * from a generator of its own: the dealers and adverts drawn before stay as they were.
 */
export function demoCompanyOf(dealer: DemoDealer, index: number): DemoCompany | null {
  const rng = createRng(`company-${index}-${dealer.email}`);
  if (index % 5 === 4) return null;
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const landline = `+381 ${rng.int(11, 37)} ${rng.int(200, 899)} ${digits(3)}`;
  return {
    name: `${dealer.companyName} ${rng.pick(['DOO', 'd.o.o.', 'PR'])}`,
    pib: pibOf(`1${digits(7)}`),
    registrationNumber: `${rng.int(1, 6)}${digits(7)}`,
    address: dealer.address,
    phones: rng.chance(0.6) ? [landline] : [],
    hours: rng.pick(HOURS),
  };
}
