import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { logout } from '../store/authSlice';

/** Clears the session; the signed-out route set then sends the user to /login (spec 2.1). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(logout()), [dispatch]);
}
