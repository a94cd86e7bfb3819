import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { logout } from '../store/authSlice';
import { loadApi } from '../store/loadApi';

/**
 * Ends the session on the server (every token of the account stops working), then clears it here;
 * the signed-out route set then sends the user to /login (docs/product.md, “Route sets”). Offline
 * or with an expired token the local sign-out still happens.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      const { api } = await loadApi();
      const request = dispatch(api.endpoints.logout.initiate());
      try {
        await request.unwrap();
      } finally {
        request.reset();
      }
    } catch (error) {
      console.error(error);
    } finally {
      dispatch(logout());
    }
  }, [dispatch]);
}
