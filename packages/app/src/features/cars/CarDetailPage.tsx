import { useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetCarQuery, useGetDealerQuery, useGetSellerCarsQuery } from '@autoberza/api-client';
import type { Car } from '@autoberza/api-client';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { ImageSlider } from '@autoberza/ui/ImageSlider';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Spinner } from '@autoberza/ui/Spinner';
import { StatusRibbon } from '@autoberza/ui/StatusRibbon';
import { Button } from '@autoberza/ui/Button';
import { HydratesApart } from '../../components/HydratesApart';
import { useNotify } from '../../components/useNotify';
import { usePageTitle } from '../../components/usePageTitle';
import { formatDate, formatMileage, formatPower, formatPrice } from '../../i18n/format';
import { useReferenceName } from '../../i18n/referenceName';
import { paths, to } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { RemoveListingDialog } from '../admin';
import { AdvertDescription } from './components/AdvertDescription';
import { AdvertExpiry } from './components/AdvertExpiry';
import { CarGrid } from './components/CarGrid';
import { CarMissing, isNotFound } from './components/CarMissing';
import { CallBar, CarSummary, EditLink } from './components/CarSummary';
import { ModerationNotice } from './components/ModerationNotice';
import { RevealedPhone } from './components/PhoneReveal';
import { ReportAdvert } from './components/ReportAdvert';
import { responsiveImage, SLIDER_SIZES } from './carImages';
import { useTransmissionLabel } from './options';
import { LazyCompareTray } from './compare/lazyCompare';
import { CarDetails, useWordLabel } from './details/CarDetails';
import { choiceLabels } from './details/labels';

const OTHER_CARS = 6;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2 last:border-b-0">
      <dt className="text-muted">{term}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

/**
 * The seller's company, when they trade as one, linking to their page (docs/product.md, “The
 * dealer's page”); nothing for a person trading in their own name.
 */
function SellerCompany({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const { data } = useGetDealerQuery({ id: sellerId });
  if (!data?.company) return null;
  return (
    <Row term={t('cars:dealer.company')}>
      <Link href={to.sellerCars(sellerId)}>{data.company.name}</Link>
    </Row>
  );
}

/** Decision 017: every stored field; the origin row shows the real vehicle origin. */
function GeneralInfo({ car, signedIn }: { car: Car; signedIn: boolean }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const transmissionLabel = useTransmissionLabel();
  const words = useWordLabel();
  const unknown = t('cars:card.unknown');
  const text = (value: string | null | undefined) => value || unknown;
  const yesNo = (value: boolean | null) =>
    value === null ? unknown : value ? t('cars:detail.yes') : t('cars:detail.no');
  return (
    <dl>
      <Row term={t('cars:detail.brand')}>{car.brand.name}</Row>
      <Row term={t('cars:detail.model')}>{car.model.name}</Row>
      <Row term={t('cars:detail.vehicle')}>{car.label}</Row>
      <Row term={t('cars:detail.year')}>{car.yearProduction ?? unknown}</Row>
      <Row term={t('cars:detail.body')}>{text(referenceName(car.body?.name))}</Row>
      <Row term={t('cars:detail.fuel')}>
        {referenceName(car.fuel?.name) || t('cars:card.defaultFuel')}
      </Row>
      <Row term={t('cars:detail.origin')}>{text(words.origin(car.vehicleOrigin))}</Row>
      <Row term={t('cars:detail.volume')}>
        {car.volume ? t('cars:detail.volumeValue', { value: car.volume }) : unknown}
      </Row>
      <Row term={t('cars:detail.power')}>
        {car.enginePower ? formatPower(car.enginePower) : unknown}
      </Row>
      <Row term={t('cars:detail.mileage')}>
        {car.mileage !== null ? formatMileage(car.mileage) : unknown}
      </Row>
      <Row term={t('cars:detail.doors')}>{text(car.doors)}</Row>
      <Row term={t('cars:detail.transmission')}>
        {transmissionLabel(car.transmission) || t('cars:card.defaultTransmission')}
      </Row>
      {/* The kind when the seller stated it (decision 043), else the original yes/no. */}
      <Row term={t('cars:detail.airCondition')}>
        {car.airConditioning
          ? t(choiceLabels('airConditioning')[car.airConditioning]!)
          : yesNo(car.isAirCondition)}
      </Row>
      <Row term={t('cars:detail.damage')}>{words.damage(car.damage) || t('cars:detail.no')}</Row>
      <Row term={t('cars:detail.emissionClass')}>{text(car.engineEmissionClass)}</Row>
      {/* Signed-in readers only: a visitor's answer (and a rendered page) has no chassis number. */}
      {signedIn && <Row term={t('cars:detail.chassisNumber')}>{text(car.chassisNumber)}</Row>}
      <Row term={t('cars:detail.published')}>{formatDate(car.publishedAt)}</Row>
      <Row term={t('cars:detail.views')}>{car.viewsCount}</Row>
    </dl>
  );
}

/** The seller's other cars ("Učitavanje...", "Nema vozila za prikaz"); failures only logged. */
function OtherCars({ car }: { car: Car }) {
  const { t } = useTranslation();
  const {
    data: answer,
    isLoading,
    error,
  } = useGetSellerCarsQuery({
    id: car.user._id,
    page: 1,
    limit: OTHER_CARS + 1,
  });
  // The cards render in the background, in short tasks, not in the task that delivers them.
  const data = useDeferredValue(answer);
  useEffect(() => {
    if (error) console.error(t('cars:common.loadFailed'), error);
  }, [error, t]);
  const others = (data?.data ?? []).filter((c) => c._id !== car._id).slice(0, OTHER_CARS);
  return (
    <section aria-labelledby="other-cars" className="mt-10">
      <h2 id="other-cars" className="mb-4 text-xl font-bold">
        {t('cars:detail.otherCars')}
      </h2>
      {isLoading || (answer && !data) ? (
        <p>{t('cars:common.loading')}</p>
      ) : others.length === 0 ? (
        <EmptyState title={t('cars:common.empty')} />
      ) : (
        <CarGrid cars={others} aboveTheFold={false} />
      )}
    </section>
  );
}

/**
 * docs/product.md, “Admin console”: an admin removes the listing from its page; the reason is
 * e-mailed to the seller.
 */
function AdminRemoveListing({
  car,
  title,
  onRemoved,
}: {
  car: Car;
  title: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" className="w-full" onPress={() => setOpen(true)}>
        {t('admin:listings.removeListing')}
      </Button>
      <RemoveListingDialog
        car={isOpen ? { id: car._id, title } : null}
        onClose={() => setOpen(false)}
        onRemoved={onRemoved}
      />
    </>
  );
}

function CarDetailPageContent() {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const notify = useNotify();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const readerId = useAppSelector((s) => (s.auth.isAuthenticated ? s.auth.user?._id : undefined));
  // After an admin removed the car, its reload fails with 404 while we leave: no error toast.
  const [removed, setRemoved] = useState(false);
  const { data, isLoading, error } = useGetCarQuery({ id });
  // The page renders in the background (a transition React splits into short tasks), not in the
  // task that delivers the car; the loader stays until then.
  const car = useDeferredValue(data);
  // A missing car has its own page (CarMissing); other failures also get the toast.
  useEffect(() => {
    if (error && !removed && !isNotFound(error)) notify.error(error);
  }, [error, notify, removed]);

  usePageTitle(
    car
      ? // The server's title of the same page (a shared link's preview says the same).
        car.yearProduction
        ? t('cars:detail.pageTitle', {
            brand: car.brand.name,
            model: car.model.name,
            year: car.yearProduction,
            price: formatPrice(car.price),
          })
        : t('cars:detail.pageTitleNoYear', {
            brand: car.brand.name,
            model: car.model.name,
            price: formatPrice(car.price),
          })
      : error
        ? t(isNotFound(error) ? 'cars:missing.title' : 'cars:missing.failedTitle')
        : undefined,
  );

  // The space stays reserved while loading, so the footer does not jump when the car arrives.
  if (isLoading || (data && !car)) {
    return (
      <PageContainer>
        <div className="flex min-h-svh items-start justify-center pt-24">
          <Spinner label={t('cars:common.loading')} />
        </div>
      </PageContainer>
    );
  }
  if (!car) return <CarMissing notFound={isNotFound(error)} />;

  const title = `${car.brand.name} ${car.model.name}`;
  const images = car.image.map((image, i) => ({
    ...responsiveImage(image, SLIDER_SIZES),
    alt: t('cars:form.image', { index: i + 1, total: car.image.length }) + ` – ${title}`,
  }));
  const seller = car.user;
  const isOwner = readerId !== undefined && readerId === seller._id;
  // Someone else's advert: a signed-in reader reports it; administrators act on it instead.
  const canReport = readerId !== undefined && !isOwner && !isAdmin;
  return (
    <PageContainer>
      {car.moderation && (
        <ModerationNotice moderation={car.moderation} forSeller={isOwner} className="mb-6" />
      )}
      {/* Phones (docs/product.md, “Car detail”): photos; title, price and the call bar; the
          general information (year, mileage, fuel: what a trader reads first); the description
          and the stated details; the seller. The columns' boxes dissolve and `order` sorts them.
          Desktops: two columns in the order of the code. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-8">
        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <HydratesApart>
            <div className="relative order-1 overflow-hidden rounded-xl">
              <ImageSlider
                images={images}
                labels={{
                  region: t('cars:detail.photos'),
                  previous: t('cars:detail.previous'),
                  next: t('cars:detail.next'),
                  slide: (index, total) => t('cars:detail.slide', { index, total }),
                  open: t('cars:detail.open'),
                  viewer: t('cars:detail.viewer'),
                  close: t('cars:detail.close'),
                }}
              />
              {/* Only its owner opens an expired advert (docs/product.md, “Expiry and renewal”). */}
              {car.expiry?.expired ? (
                <StatusRibbon status="expired" label={t('cars:status.expired')} />
              ) : (
                car.status !== 'active' && (
                  <StatusRibbon
                    status={car.status}
                    label={
                      car.status === 'sold' ? t('cars:status.sold') : t('cars:status.reserved')
                    }
                  />
                )
              )}
            </div>
          </HydratesApart>
          <section aria-labelledby="description" className="order-4">
            <h2 id="description" className="mb-2 text-xl font-bold">
              {t('cars:detail.description')}
            </h2>
            <AdvertDescription text={car.description} />
          </section>
          <div className="order-4">
            <CarDetails car={car} />
          </div>
        </div>
        <HydratesApart>
          <div className="contents lg:flex lg:flex-col lg:gap-6">
            <CarSummary car={car} title={title} className="order-2" isOwner={isOwner} />
            {car.expiry && (
              <AdvertExpiry
                carId={car._id}
                title={title}
                expiry={car.expiry}
                hidden={Boolean(car.moderation)}
                className="order-2 rounded-xl border border-line p-4"
              />
            )}
            {/* The owner of a sold advert has nothing to do on it: no bar (sold is final). */}
            {!(isOwner && car.status === 'sold') && (
              <CallBar phone={seller.phone} price={car.price} carId={car._id} isOwner={isOwner} />
            )}
            <div className="contents lg:order-4 lg:flex lg:flex-col lg:gap-6">
              {isAdmin && (
                <div className="order-5 lg:order-none">
                  <AdminRemoveListing
                    car={car}
                    title={title}
                    onRemoved={() => {
                      setRemoved(true);
                      void navigate(paths.cars, { replace: true });
                    }}
                  />
                </div>
              )}
              <section
                aria-labelledby="general"
                className="order-3 rounded-xl border border-line p-4 lg:order-none"
              >
                <h2 id="general" className="mb-2 text-lg font-semibold">
                  {t('cars:detail.general')}
                </h2>
                <GeneralInfo car={car} signedIn={readerId !== undefined} />
              </section>
              <section
                aria-labelledby="contact"
                className="order-5 rounded-xl border border-line p-4 lg:order-none"
              >
                <h2 id="contact" className="mb-2 text-lg font-semibold">
                  {t('cars:detail.contact')}
                </h2>
                <dl>
                  <SellerCompany sellerId={seller._id} />
                  <Row term={t('cars:detail.seller')}>
                    {seller.firstName} {seller.lastName}
                  </Row>
                  <Row term={t('cars:detail.city')}>{referenceName(seller.city?.name)}</Row>
                  <Row term={t('cars:detail.phone')}>
                    <RevealedPhone carId={car._id} phone={seller.phone} />
                  </Row>
                </dl>
                <Link href={to.sellerCars(seller._id)} variant="button" className="mt-4 w-full">
                  {t('cars:detail.fullOffer')}
                </Link>
                {isOwner && car.status !== 'sold' && (
                  <EditLink carId={car._id} className="mt-3 w-full" />
                )}
              </section>
              {canReport && (
                <div className="order-5 lg:order-none">
                  <ReportAdvert
                    carId={car._id}
                    title={title}
                    alreadyReported={car.reportedByViewer}
                  />
                </div>
              )}
            </div>
          </div>
        </HydratesApart>
      </div>
      <HydratesApart>
        <OtherCars car={car} />
      </HydratesApart>
    </PageContainer>
  );
}

export default function CarDetailPage() {
  return (
    <>
      <CarDetailPageContent />
      <LazyCompareTray />
    </>
  );
}
