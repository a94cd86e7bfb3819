/**
 * The car domain's public surface: who sees which listing and when (the 20-minute embargo),
 * the listing's fields, DTO and queries, the list queries and the list cache, search filters,
 * saved searches and their matching. Routes, jobs and plugins import this file only; the
 * modules behind it import each other directly. docs/architecture.md has the layout.
 */
export {
  carViewer,
  publishTime,
  resolveViewer,
  shownToAnyone,
  viewerFields,
  viewerFromRow,
  visibility,
  visibilityKind,
  visibleTo,
  type Viewer,
} from './visibility.ts';
export {
  CAR_STATUSES,
  carDetailQuery,
  carFieldsSchema,
  carFormSchema,
  carSchema,
  carSelection,
  checkReferences,
  loadCars,
  MIN_IMAGES,
  toCarDto,
  type CarFields,
  type KeptText,
} from './car.ts';
export {
  ADVANCED_KEYS,
  advancedFilters,
  basicFilters,
  flagFilter,
  type SearchFilters,
} from './filters.ts';
export { registeredFrom } from './detail-filters.ts';
export { newestCars, OWN_FILTERS, ownCars, searchCars, sellerCars } from './lists.ts';
export { carCardSchema, carCardsQuery, fieldsQuery, toCarCard } from './card.ts';
export { ChangeLog, reaches, type ListScope } from './list-changes.ts';
export { carList, carPage, listKey, pageQuery, plainJson, sendList } from './list-page.ts';
export {
  ALERTS,
  alertSchema,
  MAX_SAVED_SEARCHES,
  savedFiltersSchema,
  savedSearchNameSchema,
  usesAdvanced,
} from './saved-searches.ts';
export { newMatches, savedSearchSchema, toSavedSearch } from './saved-search-dto.ts';
export {
  createSavedSearch,
  deleteSavedSearch,
  markSavedSearchSeen,
  ownSavedSearch,
  savedSearchesOf,
  updateSavedSearch,
} from './saved-search-store.ts';
export { listingToMatch, matchingSearches, type ListingToMatch } from './saved-search-match.ts';
export { carsToAnnounce } from './notice-cars.ts';
export {
  deleteKeys,
  keysOf,
  prepareImages,
  readCarForm,
  storeImages,
  type CarForm,
} from './images.ts';
export { insertCar, lockForEdit, updateCarFields } from './edits.ts';
export { planPhotos, storedPhotos, writePhotos } from './photo-plan.ts';
export { recordPriceChange } from './price-changes.ts';
export { removeCar } from './removal.ts';
export { DEPARTURE_RETENTION_DAYS, pruneDepartures } from './departures.ts';
export {
  favouritePage,
  followCar,
  followedIds,
  goneFavourites,
  markFavouritesSeen,
  unfollowCar,
  unseenFavourites,
} from './favourites.ts';
export { carPhotoLinks } from './photo-links.ts';
export { pageHeads } from './page-heads.ts';
export type { ShareAnswer } from './share.ts';
export { publicAdverts, sitemapParts } from './sitemap.ts';
export {
  advertExpirySchema,
  daysAfter,
  expiryOf,
  REMINDER_DAYS,
  renewCar,
  SOLD_LISTED_DAYS,
} from './expiry.ts';
export { RENEWAL_LINK_DAYS, renewalQuery, verifyRenewal } from './renewal-link.ts';
export {
  NOTICE_KINDS,
  UNSUBSCRIBE_LINK_DAYS,
  unsubscribeQuery,
  verifyUnsubscribe,
  type UnsubscribeScope,
} from './unsubscribe-link.ts';
export { mailedCarRecently, markCarMailed, markMailed, recentlyMailed } from './car-notices.ts';
export { advertMails, type AdvertMailVars } from './advert-mails.ts';
export { noticeMails, type NoticeMailVars } from './notice-mails.ts';
