import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@autoberza/ui/Button';
import { Dialog, DialogTrigger, Modal } from '@autoberza/ui/Dialog';
import { Spinner } from '@autoberza/ui/Spinner';

// The chart library comes with the panel, in a chunk of its own: no page's first screen loads it.
const StatsPanel = lazy(() => import('./StatsPanel'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('cars:stats.loading')} />;
}

/** "Moji oglasi": the last 30 days of all the seller's adverts together. */
export function StatsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="stats-all"
      className="mb-8 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="stats-all" className="mb-3 text-lg font-semibold">
        {t('cars:stats.allTitle')}
      </h2>
      <Suspense fallback={<Loading />}>
        <StatsPanel csvName={t('cars:stats.csvFileAll')} collapsible />
      </Suspense>
    </section>
  );
}

/** "Statistika" on one advert of "Moji oglasi": its last 30 days in a dialog. */
export function CarStatsButton({
  carId,
  title,
  number,
  size = 'md',
}: {
  carId: string;
  /** The advert's name ("BMW 320d"). */
  title: string;
  /** The advert's number, for the file's name. */
  number: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="secondary" size={size}>
        {t('cars:stats.open')}
      </Button>
      <Modal size="lg">
        <Dialog title={t('cars:stats.carTitle', { name: title })}>
          {({ close }) => (
            <>
              <Suspense fallback={<Loading />}>
                <StatsPanel carId={carId} csvName={t('cars:stats.csvFileCar', { number })} />
              </Suspense>
              <Button variant="primary" className="self-end" onPress={close}>
                {t('cars:stats.close')}
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
