import { useTranslation } from 'react-i18next';
import type { AdvertModeration } from '@autoberza/api-client';
import { cx } from '@autoberza/ui/utils';

/**
 * What the seller (and an administrator) reads on an advert an administrator hid
 * (docs/product.md, “Reports and moderation”): "Skriven: <what to fix>", or, once the seller
 * saved an edit, that it waits for review.
 */
export function ModerationNotice({
  moderation,
  forSeller = true,
  className,
}: {
  moderation: NonNullable<AdvertModeration>;
  /** The seller is told what to do next; an administrator reads the state and the reason. */
  forSeller?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const changed = moderation.state === 'changed';
  return (
    <div
      className={cx(
        'rounded-field border-s-4 border-warning-500 bg-canvas p-3 text-ink [overflow-wrap:anywhere]',
        className,
      )}
    >
      <p className="font-semibold">
        {changed
          ? t('cars:moderation.changed')
          : t('cars:moderation.hidden', { reason: moderation.reason })}
      </p>
      {changed && (
        <p className="text-sm">
          {t('cars:moderation.changedReason', { reason: moderation.reason })}
        </p>
      )}
      {forSeller && (
        <p className="text-sm text-muted">
          {changed ? t('cars:moderation.changedHint') : t('cars:moderation.hiddenHint')}
        </p>
      )}
    </div>
  );
}
