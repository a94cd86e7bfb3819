import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useGetFavouritesGoneQuery,
  useGetFavouritesQuery,
  useMarkFavouritesSeenMutation,
} from '@autoberza/api-client';
import type { FavouriteCar } from '@autoberza/api-client';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { StatusRibbon } from '@autoberza/ui/StatusRibbon';
import { useErrorToast, useNotify } from '../../components/useNotify';
import { usePageTitle } from '../../components/usePageTitle';
import { formatDate, formatPrice } from '../../i18n/format';
import { paths, to } from '../../paths';
import { cardImage } from './carImages';
import { FollowToggle } from './components/FollowToggle';
import { GoneNotes } from './components/GoneNotes';
import { useStatusLabel } from './components/MyCarControls';
import { pageFromParams } from './searchParams';
import { Pager } from '../../components/Pager';

export const FAVOURITES_PAGE_SIZE = 20;

function FavouriteItem({
  car,
  onUnfollowed,
}: {
  car: FavouriteCar;
  onUnfollowed: (title: string) => void;
}) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const title = `${car.brand.name} ${car.model.name}`;
  const image = cardImage(car, '160px');
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-md bg-canvas sm:w-40">
          {image && (
            <img
              {...image}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          )}
          {car.status !== 'active' && (
            <StatusRibbon status={car.status} label={statusLabel(car.status)} size="sm" />
          )}
        </div>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">
            <Link href={to.car(car._id)} variant="subtle">
              {title}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted">{car.label}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-bold text-accent-700">{formatPrice(car.price)}</span>
            {car.priceBefore != null && (
              <>
                <del className="text-muted">
                  <span className="sr-only">{t('cars:favourites.priceBefore')} </span>
                  {formatPrice(car.priceBefore)}
                </del>
                <span className="rounded-full bg-success-100 px-2 text-sm font-semibold text-success-700">
                  {t('cars:favourites.priceDropped')}
                </span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span className="font-semibold">{statusLabel(car.status)}</span>
          </p>
          <p className="text-sm text-muted">
            {t('cars:favourites.followedSince', { date: formatDate(car.followedAt) })}
          </p>
        </div>
      </div>
      <FollowToggle
        carId={car._id}
        sellerId={car.user._id}
        variant="inline"
        onChanged={(followed) => {
          if (!followed) onUnfollowed(title);
        }}
      />
    </article>
  );
}

/** Decision 013: the adverts the reader follows, with their price and status now, 20 a page. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isLoading, error } = useGetFavouritesQuery({ page, limit: FAVOURITES_PAGE_SIZE });
  const { data: goneData } = useGetFavouritesGoneQuery();
  const [markSeen] = useMarkFavouritesSeenMutation();
  // Opening the list is seeing its changes: the header's count goes back to none.
  useEffect(() => {
    void markSeen();
  }, [markSeen]);
  useErrorToast(error);
  usePageTitle(isLoading ? undefined : t('cars:titles.favourites'));

  if (isLoading) return <FullScreenLoader label={t('cars:common.loading')} />;
  const cars = data?.data ?? [];
  const gone = goneData?.data ?? [];
  // The unfollowed advert leaves the list: the focus goes to the heading, not to the page's start.
  const onUnfollowed = (title: string) => {
    notify.success(t('cars:favourites.unfollowed', { name: title }));
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body)
        headingRef.current?.focus();
    });
  };
  return (
    <PageContainer>
      <h1 ref={headingRef} tabIndex={-1} className="mb-2 text-2xl font-bold">
        {t('cars:titles.favourites')}
      </h1>
      <p className="mb-6 max-w-prose text-muted">{t('cars:favourites.intro')}</p>
      {/* The note goes once the list is read again: the focus goes ahead of it to the heading. */}
      <GoneNotes items={gone} onDismissed={() => headingRef.current?.focus()} />
      {/* Nothing listed: the empty state under the notes of what went. An advert still followed
          but not shown now (hidden, expired) is not "nothing followed"; a deleted one is. */}
      {cars.length === 0 && page === 1 ? (
        <EmptyState
          title={
            gone.some((item) => item.departedAt === null)
              ? t('cars:favourites.emptyNoneListed')
              : t('cars:favourites.empty')
          }
          description={t('cars:favourites.emptyHint')}
          action={
            <Link href={paths.cars} variant="button">
              {t('cars:favourites.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="mb-4 text-muted" aria-live="polite">
            {t('cars:favourites.count', { count: data?.totalDocs ?? 0 })}
          </p>
          <ul className="flex flex-col gap-3">
            {cars.map((car) => (
              <li key={car._id}>
                <FavouriteItem car={car} onUnfollowed={onUnfollowed} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pager
              page={page}
              pageCount={data?.totalPages ?? 1}
              onPageChange={(n) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set('page', String(n));
                  return next;
                })
              }
            />
          </div>
        </>
      )}
    </PageContainer>
  );
}
