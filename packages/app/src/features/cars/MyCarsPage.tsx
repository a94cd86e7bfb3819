import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetOwnCarsQuery } from '@autoberza/api-client';
import type { OwnCarCard as OwnCar } from '@autoberza/api-client';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { StatusRibbon } from '@autoberza/ui/StatusRibbon';
import { Switch } from '@autoberza/ui/Switch';
import { useErrorToast } from '../../components/useNotify';
import { usePageTitle } from '../../components/usePageTitle';
import { formatPrice } from '../../i18n/format';
import { paths, to } from '../../paths';
import { cardImage, TWO_COLUMN_SIZES } from './carImages';
import { ModerationNotice } from './components/ModerationNotice';
import { AdvertExpiry } from './components/AdvertExpiry';
import { MyCarControls, STATUSES, useStatusLabel } from './components/MyCarControls';
import type { Status } from './components/MyCarControls';
import { pageFromParams } from './searchParams';
import { StatsSection } from '../stats';
import { Pager } from '../../components/Pager';

export const MY_CARS_PAGE_SIZE = 20;
// A dealer who prefers the list keeps it on this device.
const VIEW_KEY = 'autoberza:myCarsCompact';

function readCompact(): boolean {
  try {
    return localStorage.getItem(VIEW_KEY) === '1';
  } catch {
    return false;
  }
}

/** What the list narrows to: a status of the listed adverts, the expired ones, or the sold ones. */
type Filter = Status | 'expired';
const FILTERS: Filter[] = [...STATUSES, 'expired'];

function filterFromParams(params: URLSearchParams): Filter | undefined {
  const status = params.get('status');
  return FILTERS.includes(status as Filter) ? (status as Filter) : undefined;
}

/** The ribbon over the photo: „Istekao“ wins over the status (docs/product.md, “Expiry and renewal”). */
function Ribbon({ car }: { car: OwnCar }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  if (car.expiry.expired) return <StatusRibbon status="expired" label={t('cars:status.expired')} />;
  return car.status === 'active' ? null : (
    <StatusRibbon status={car.status} label={statusLabel(car.status)} />
  );
}

interface ItemProps {
  car: OwnCar;
  onStatusChanged: (status: Status) => void;
}

function MyCarCard({ car, onStatusChanged }: ItemProps) {
  const { t } = useTranslation();
  const title = `${car.brand.name} ${car.model.name}`;
  const image = cardImage(car, TWO_COLUMN_SIZES);
  return (
    <article
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-canvas">
        {image ? (
          <img
            {...image}
            alt={title}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div role="img" aria-label={t('cars:card.noImage')} className="size-full" />
        )}
        <Ribbon car={car} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold">
          <Link href={to.car(car._id)} variant="subtle">
            {title}
          </Link>
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted">{t('cars:common.price')}</dt>
            <dd className="text-lg font-bold text-accent-700">{formatPrice(car.price)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('cars:common.views')}</dt>
            <dd className="text-lg font-semibold">{car.viewsCount}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('cars:common.followers')}</dt>
            <dd className="text-lg font-semibold">{car.followers}</dd>
          </div>
        </dl>
        {car.moderation && <ModerationNotice moderation={car.moderation} />}
        <AdvertExpiry
          carId={car._id}
          title={title}
          expiry={car.expiry}
          hidden={Boolean(car.moderation)}
        />
        <div className="mt-auto">
          <MyCarControls car={car} title={title} onStatusChanged={onStatusChanged} />
        </div>
      </div>
    </article>
  );
}

/** The list view: one row per advert, for dealers with many. */
function MyCarRow({ car, onStatusChanged }: ItemProps) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const title = `${car.brand.name} ${car.model.name}`;
  const image = cardImage(car, '96px');
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {image ? (
          <img
            {...image}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-24 shrink-0 rounded-md object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-24 shrink-0 rounded-md bg-canvas" />
        )}
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            <Link href={to.car(car._id)} variant="subtle">
              {title}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            <span className="font-bold text-accent-700">{formatPrice(car.price)}</span>
            {' · '}
            {t('cars:myCars.viewsShort', { count: car.viewsCount })}
            {' · '}
            {t('cars:myCars.followers', { count: car.followers })}
            {car.expiry.expired
              ? ` · ${t('cars:status.expired')}`
              : car.status !== 'active' && ` · ${statusLabel(car.status)}`}
          </p>
          {car.moderation && <ModerationNotice moderation={car.moderation} className="mt-2" />}
        </div>
      </div>
      <AdvertExpiry
        carId={car._id}
        title={title}
        expiry={car.expiry}
        hidden={Boolean(car.moderation)}
        compact
      />
      <MyCarControls car={car} title={title} onStatusChanged={onStatusChanged} compact />
    </article>
  );
}

/**
 * docs/product.md, “My listings”: the seller's own adverts, 20 a page, narrowed by status, as cards
 * or a compact list; reloaded (tag invalidation) after each change.
 */
function MyCarsPageContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const status = filterFromParams(params);
  const [compact, setCompact] = useState(readCompact);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isLoading, error } = useGetOwnCarsQuery({
    page,
    limit: MY_CARS_PAGE_SIZE,
    status,
  });
  useErrorToast(error);
  usePageTitle(isLoading ? undefined : t('cars:titles.myCars'));

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const toggleCompact = (on: boolean) => {
    setCompact(on);
    try {
      localStorage.setItem(VIEW_KEY, on ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };
  // A car that leaves the filtered list, or is sold (its control turns off), takes the focus
  // with it: it moves to the page's heading, not to the document's start.
  const onStatusChanged = (next: Status) => {
    if (next === 'sold' || (status && next !== status)) {
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body)
          headingRef.current?.focus();
      });
    }
  };

  if (isLoading) return <FullScreenLoader label={t('cars:common.loading')} />;
  const cars = data?.data ?? [];
  const hasAny = cars.length > 0 || status !== undefined || page > 1;
  const statusNames: Record<Filter, string> = {
    active: t('cars:myCars.filterActive'),
    reserved: t('cars:myCars.filterReserved'),
    sold: t('cars:myCars.filterSold'),
    expired: t('cars:myCars.filterExpired'),
  };
  return (
    <PageContainer>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {t('cars:titles.myCars')}
        </h1>
        {hasAny && (
          <Link href={paths.add} variant="button">
            {t('cars:titles.form')}
          </Link>
        )}
      </div>
      {!hasAny ? (
        <EmptyState
          title={t('cars:myCars.empty')}
          action={
            <Link href={paths.add} variant="button">
              {t('cars:myCars.add')}
            </Link>
          }
        />
      ) : (
        <>
          <StatsSection />
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-end gap-4">
              <Select
                label={t('cars:myCars.filter')}
                className="w-56"
                items={[
                  { id: 'all', name: t('cars:myCars.filterAll') },
                  ...FILTERS.map((id) => ({ id, name: statusNames[id] })),
                ]}
                selectedKey={status ?? 'all'}
                onSelectionChange={(key) =>
                  setParam('status', key === 'all' ? undefined : String(key))
                }
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <p className="pb-2 text-muted" aria-live="polite">
                {t('cars:myCars.count', { count: data?.totalDocs ?? 0 })}
              </p>
            </div>
            <Switch isSelected={compact} onChange={toggleCompact}>
              {t('cars:myCars.compact')}
            </Switch>
          </div>
          {cars.length === 0 ? (
            <EmptyState title={t('cars:myCars.emptyFiltered')} />
          ) : (
            <ul
              className={compact ? 'flex flex-col gap-3' : 'grid grid-cols-1 gap-6 md:grid-cols-2'}
            >
              {cars.map((car) => (
                <li key={car._id}>
                  {compact ? (
                    <MyCarRow car={car} onStatusChanged={onStatusChanged} />
                  ) : (
                    <MyCarCard car={car} onStatusChanged={onStatusChanged} />
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            <Pager
              page={page}
              pageCount={data?.totalPages ?? 1}
              onPageChange={(n) => {
                setParam('page', String(n));
                // The pressed page button may vanish: the focus (and the view) go to the top.
                headingRef.current?.focus({ preventScroll: true });
                headingRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </div>
        </>
      )}
    </PageContainer>
  );
}

export default function MyCarsPage() {
  return <MyCarsPageContent />;
}
