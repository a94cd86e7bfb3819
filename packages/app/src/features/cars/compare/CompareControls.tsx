import { useTranslation } from 'react-i18next';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { cx } from '@autoberza/ui/utils';
import { comparePath } from './compareIds';

export { Comparison } from './Comparison';
import {
  addToTray,
  clearTray,
  COMPARE_MAX,
  removeFromTray,
  useCompareTray,
  type TrayNotice,
} from './compareTray';

/** „Uporedi“ on a card or an advert: puts the advert into the tray, or takes it out. */
export function CompareToggle({
  carId,
  title,
  variant = 'overlay',
}: {
  carId: string;
  title: string;
  /** `overlay`: over a card's photo; `inline`: on the advert page. */
  variant?: 'overlay' | 'inline';
}) {
  const { t } = useTranslation();
  const { items } = useCompareTray();
  const selected = items.some((item) => item.id === carId);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={variant === 'overlay' ? t('cars:compare.addLabel', { title }) : undefined}
      onClick={() => (selected ? removeFromTray(carId) : addToTray({ id: carId, title }))}
      className={cx(
        'inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        selected
          ? 'border-primary-700 bg-primary-700 text-white hover:bg-primary-800'
          : 'border-primary-700 bg-surface text-primary-700 hover:bg-primary-50',
        variant === 'overlay' && 'shadow-card',
      )}
    >
      <span aria-hidden>{selected ? '✓' : '⇄'}</span>
      {selected ? t('cars:compare.added') : t('cars:compare.add')}
    </button>
  );
}

function useNoticeText() {
  const { t } = useTranslation();
  return (notice: TrayNotice | null): string => {
    if (!notice) return '';
    switch (notice.kind) {
      case 'added':
        return t('cars:compare.tray.added', {
          title: notice.title,
          count: notice.count,
          max: COMPARE_MAX,
        });
      case 'removed':
        return t('cars:compare.tray.removed', {
          title: notice.title,
          count: notice.count,
          max: COMPARE_MAX,
        });
      case 'full':
        return t('cars:compare.tray.full', { title: notice.title, max: COMPARE_MAX });
      case 'cleared':
        return t('cars:compare.tray.cleared');
    }
  };
}

/**
 * The tray at the bottom of the car screens while adverts wait to be compared: their titles,
 * each removable, and the way to the comparison. Its changes are announced (a live region that
 * stays in the page even while the tray is empty).
 */
export function CompareTray() {
  const { t } = useTranslation();
  const { items, notice } = useCompareTray();
  const noticeText = useNoticeText()(notice);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="compare-live">
        {noticeText}
      </p>
      {/* Room under the page's end, so that the tray covers none of it. */}
      {items.length > 0 && <div aria-hidden className="h-36 md:h-20" />}
      {items.length > 0 && (
        <section
          aria-label={t('cars:compare.tray.region')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 shadow-card backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 md:flex-row md:items-center">
            <p className="shrink-0 font-semibold">
              {t('cars:compare.tray.count', { count: items.length, max: COMPARE_MAX })}
            </p>
            <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex shrink-0 items-center gap-1 rounded-full border border-line bg-canvas ps-3 text-sm"
                >
                  <span className="max-w-40 truncate">{item.title}</span>
                  <Button
                    variant="quiet"
                    size="sm"
                    aria-label={t('cars:compare.tray.remove', { title: item.title })}
                    onPress={() => removeFromTray(item.id)}
                  >
                    <span aria-hidden>✕</span>
                  </Button>
                </li>
              ))}
            </ul>
            {notice?.kind === 'full' && (
              <p className="text-sm font-semibold text-danger-700">{noticeText}</p>
            )}
            <div className="flex shrink-0 items-center gap-2">
              <Button variant="quiet" size="sm" onPress={clearTray}>
                {t('cars:compare.tray.clear')}
              </Button>
              {items.length > 1 ? (
                <Link href={comparePath(items.map((item) => item.id))} variant="button">
                  {t('cars:compare.tray.open')}
                </Link>
              ) : (
                <span className="text-sm text-muted">{t('cars:compare.tray.needMore')}</span>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
