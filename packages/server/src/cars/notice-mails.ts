import { pathTo, paths } from '@autoberza/contract';
import { formatEuro } from '@autoberza/contract/format';
import { viewsOf, type Flat, type MailContext, type Templates } from '../mail/render.ts';

/**
 * The notice mails (src/jobs: new-listings.ts, saved-search-alerts.ts, favourites.ts), each with
 * a one-click unsubscribe link (unsubscribe-link.ts), and what each needs from its caller.
 */
export interface NoticeMailVars {
  /** A subscriber's new listings since the last digest (jobs/new-listings.ts). */
  newListingsDigest: {
    firstName: string;
    items: { carId: string; title: string; year: number; price: number }[];
    /** The signed query of the link that stops this notice. */
    unsubscribe: string;
  };
  /** `unsubscribe`: the signed query of the one-click unsubscribe link (ids=...&token=...). */
  savedSearchAlert: {
    firstName: string;
    searchName: string;
    carId: string;
    title: string;
    year: number;
    price: number;
    unsubscribe: string;
  };
  /** One mail a day with every new match of the user's daily searches. */
  savedSearchDigest: {
    firstName: string;
    items: { searchName: string; carId: string; title: string; year: number; price: number }[];
    /** One signed link per search in the digest, and `all` for the List-Unsubscribe header. */
    unsubscribe: { searchName: string; query: string }[];
    unsubscribeAll: string;
  };
  /** What became of the adverts a user follows (jobs/favourites.ts), one line per car. */
  favouritesDigest: {
    firstName: string;
    items: { carId: string; title: string; change: string }[];
    /** The signed query of the link that stops e-mail notices. */
    unsubscribe: string;
  };
}

const carVars = (v: { carId: string; title: string; year: number; price: number }): Flat => ({
  title: v.title,
  carId: v.carId,
  year: String(v.year),
  price: formatEuro(v.price),
});

const carPage = (ctx: MailContext, carId: string) =>
  `${ctx.appUrl}${pathTo(paths.car, { id: carId })}`;

/** The app page that confirms an unsubscribe, and the API URL that one-click clients POST to. */
const unsubscribePage = (ctx: MailContext, query: string) =>
  `${ctx.appUrl}${paths.unsubscribeSavedSearch}?${query}`;
const unsubscribeApi = (ctx: MailContext, query: string) =>
  `${ctx.appUrl}/api/saved-search/unsubscribe?${query}`;

/** The mails' pages (notice-mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./notice-mail-views.tsx'));

export const noticeMails: Templates<NoticeMailVars> = {
  newListingsDigest: {
    view: view('Digest'),
    prepare: ({ firstName, items, unsubscribe }, ctx) => ({
      vars: { firstName, count: String(items.length) },
      link: `${ctx.appUrl}${paths.cars}`,
      items: items.map((item) => ({ vars: carVars(item), link: carPage(ctx, item.carId) })),
      unsubscribe: [{ vars: {}, link: unsubscribePage(ctx, unsubscribe) }],
      listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
    }),
  },
  savedSearchAlert: {
    view: view('SavedSearchAlert'),
    prepare: (vars, ctx) => {
      const { firstName, searchName, unsubscribe } = vars;
      return {
        vars: { firstName, searchName, ...carVars(vars) },
        link: carPage(ctx, vars.carId),
        unsubscribe: [{ vars: { searchName }, link: unsubscribePage(ctx, unsubscribe) }],
        listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
      };
    },
  },
  savedSearchDigest: {
    view: view('Digest'),
    prepare: ({ firstName, items, unsubscribe, unsubscribeAll }, ctx) => ({
      vars: { firstName, count: String(items.length) },
      link: `${ctx.appUrl}${paths.savedSearches}`,
      items: items.map((item) => ({
        vars: { searchName: item.searchName, ...carVars(item) },
        link: carPage(ctx, item.carId),
      })),
      unsubscribe: unsubscribe.map((u) => ({
        vars: { searchName: u.searchName },
        link: unsubscribePage(ctx, u.query),
      })),
      listUnsubscribe: unsubscribeApi(ctx, unsubscribeAll),
    }),
  },
  favouritesDigest: {
    view: view('Digest'),
    prepare: ({ firstName, items, unsubscribe }, ctx) => ({
      vars: { firstName, count: String(items.length) },
      link: `${ctx.appUrl}${paths.favourites}`,
      items: items.map((item) => ({
        vars: { title: item.title, change: item.change },
        link: carPage(ctx, item.carId),
      })),
      unsubscribe: [{ vars: {}, link: unsubscribePage(ctx, unsubscribe) }],
      listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
    }),
  },
};
