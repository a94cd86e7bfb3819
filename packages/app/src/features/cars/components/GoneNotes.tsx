import { useTranslation } from 'react-i18next';
import { useUnfollowCarMutation } from '@autoberza/api-client';
import type { FavouritesGone } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { useNotify } from '../../../components/useNotify';
import { formatDate } from '../../../i18n/format';

type GoneItem = FavouritesGone['data'][number];

/**
 * How long the server names a deleted advert here (docs/product.md, “Following adverts and saved
 * searches”).
 */
const GONE_DAYS = 30;

/**
 * The followed adverts that left the site: deleted ones (named for 30 days, with the day they
 * went) and those hidden with their blocked seller. „Ukloni“ stops following the advert, which
 * also drops a deleted one's note (docs/product.md, “Following adverts and saved searches”).
 */
export function GoneNotes({ items, onDismissed }: { items: GoneItem[]; onDismissed: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [unfollow] = useUnfollowCarMutation();
  if (items.length === 0) return null;
  const dismiss = async (id: string) => {
    try {
      await unfollow({ id }).unwrap();
      onDismissed();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <section
      aria-labelledby="favourites-gone"
      className="mb-6 rounded-xl border border-line bg-canvas p-4"
    >
      <h2 id="favourites-gone" className="mb-2 font-semibold">
        {t('cars:favourites.goneTitle')}
      </h2>
      {items.some((item) => item.departedAt) && (
        <p className="-mt-1 mb-2 text-sm text-muted">
          {t('cars:favourites.goneHint', { days: GONE_DAYS })}
        </p>
      )}
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item._id} className="flex items-center justify-between gap-3">
            <span className="min-w-0">
              {t(item.departedAt ? 'cars:favourites.goneDeleted' : 'cars:favourites.gone', {
                name: item.title,
              })}
              {item.departedAt && (
                <span className="block text-sm text-muted">
                  {t('cars:favourites.goneOn', { date: formatDate(item.departedAt) })}
                </span>
              )}
            </span>
            <Button
              variant="quiet"
              size="sm"
              aria-label={t('cars:favourites.dismissGone', { name: item.title })}
              onPress={() => void dismiss(item._id)}
            >
              {t('cars:favourites.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
