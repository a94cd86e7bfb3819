import { useGetSubscriptionQuery } from '@autoberza/api-client';
import { useAppSelector } from '../../store/hooks';

/** D18: an active subscription unlocks the advanced filters and sorting. */
export function useIsSubscriber(): boolean {
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const { data } = useGetSubscriptionQuery(undefined, { skip: !signedIn });
  return Boolean(signedIn && data?.isActive);
}
