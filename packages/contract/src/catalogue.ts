/*
 * The fixed values and limits the form, the search, the server and the demo data share
 * (docs/product.md, “Fields” and “Limits and constants”). Apart from the index so that the app's
 * first screen, which needs none of them, does not load them.
 */
/**
 * The advert's fixed values (docs/product.md, “Fields”): the form and the search offer them,
 * the server accepts only them and stores them as written, and demo adverts use nothing else.
 * The app shows them through its locale's labels.
 */
export const DOORS = ['2/3 vrata', '4/5 vrata'] as const;
export const TRANSMISSIONS = [
  'Manuelni 4 brzine',
  'Manuelni 5 brzine',
  'Manuelni 6 brzine',
  'Automatski / poluautomatski',
] as const;

/**
 * The contact form's limits (docs/product.md, “Limits and constants”): characters after trimming. The app's
 * form and the server's schema both check them.
 */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  messageMin: 10,
  messageMax: 2000,
} as const;

/**
 * The label key of each stored transmission value: the stored words stay the original client's
 * ("Manuelni 5 brzine"), what a reader sees is the locale's correct Serbian ("Manuelni, 5 brzina").
 */
export const TRANSMISSION_KEYS = {
  'Manuelni 4 brzine': 'manual4',
  'Manuelni 5 brzine': 'manual5',
  'Manuelni 6 brzine': 'manual6',
  'Automatski / poluautomatski': 'automatic',
} as const satisfies Record<(typeof TRANSMISSIONS)[number], string>;

/**
 * The orders a car list may be sorted in (docs/product.md, “Search and lists”), `newest` the
 * default: the server accepts only these, the app offers them with its locale's labels.
 */
export const SORT_KEYS = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'yearAsc',
  'yearDesc',
  'mileageAsc',
  'mileageDesc',
  'priceRating',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The keyword search's box (“Ključna reč”, GET /car/search `q`): at most this many characters. */
export const KEYWORD_MAX_LENGTH = 100;

/**
 * The price rating (docs/decisions/050): where an advert's price stands against the median of
 * comparable adverts, best first. The card and the advert page show it with the locale's labels
 * (`cars.priceRating.<level>`); `priceRating` sorts by it and `goodPrice` keeps the first two.
 */
export const PRICE_RATINGS = ['veryGood', 'good', 'usual', 'raised', 'high'] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];

/** Fewer comparable adverts than this give no rating (the page says so). */
export const PRICE_RATING_MIN_COMPARABLES = 8;
