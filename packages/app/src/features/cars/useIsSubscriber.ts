import { useGetSubscriptionQuery } from '@autoberza/api-client';
import { useAppSelector } from '../../store/hooks';

/**
 * docs/product.md, “Subscriptions”: an active subscription unlocks the advanced filters and
 * sorting.
 */
export function useIsSubscriber(): boolean {
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  // Only the answer matters (the page does not re-render when the request starts).
  const { isActive } = useGetSubscriptionQuery(undefined, {
    skip: !signedIn,
    selectFromResult: ({ data }) => ({ isActive: data?.isActive === true }),
  });
  return signedIn && isActive;
}
