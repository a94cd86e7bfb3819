import { useTranslation } from 'react-i18next';
import {
  useFollowCarMutation,
  useGetFavouriteIdsQuery,
  useUnfollowCarMutation,
} from '@autoberza/api-client';
import { FavouriteToggle } from '@autoberza/ui/FavouriteToggle';
import { useNotify } from '../../../components/useNotify';
import { useAppSelector } from '../../../store/hooks';

/** Whether the reader may follow an advert of this seller: signed in, and not the seller. */
export function useCanFollow(sellerId: string): boolean {
  const session = useAppSelector((s) => s.auth);
  return session.isAuthenticated && session.user !== null && session.user._id !== sellerId;
}

interface FollowToggleProps {
  carId: string;
  /** The seller: nobody follows their own advert. */
  sellerId: string;
  /** `overlay`: the heart on a card; `inline`: the heart with its words (the detail). */
  variant?: 'overlay' | 'inline';
  /** Called once the server took the change (the followed list says so and moves the focus). */
  onChanged?: (followed: boolean) => void;
  className?: string;
}

/**
 * "Prati oglas" for a signed-in reader who is not the seller; nothing otherwise. The followed ids
 * come once for every heart on the page, and a press changes them at once (api-client).
 */
export function FollowToggle({
  carId,
  sellerId,
  variant = 'overlay',
  onChanged,
  className,
}: FollowToggleProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const canFollow = useCanFollow(sellerId);
  const { data } = useGetFavouriteIdsQuery(undefined, { skip: !canFollow });
  const [follow] = useFollowCarMutation();
  const [unfollow] = useUnfollowCarMutation();
  if (!canFollow) return null;
  const followed = data?.data.includes(carId) ?? false;

  const change = async (on: boolean) => {
    try {
      await (on ? follow({ id: carId }) : unfollow({ id: carId })).unwrap();
      onChanged?.(on);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <FavouriteToggle
      variant={variant}
      label={t('cars:favourites.follow')}
      selectedLabel={t('cars:favourites.unfollow')}
      isSelected={followed}
      isDisabled={!data}
      onChange={(on) => void change(on)}
      className={className}
    />
  );
}
