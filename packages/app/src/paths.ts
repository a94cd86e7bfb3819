import { generatePath } from 'react-router';

import { loginPath, paths, safeReturnPath } from '@autoberza/contract';

/**
 * The one route registry (docs/product.md, “Route sets”, “Public browsing”), shared with the
 * server: links and tests use it.
 */
export { loginPath, paths, safeReturnPath };

/** Registration that remembers the page it was opened from (the approval mail leads back there). */
export function registerPath(next?: string | null): string {
  const back = safeReturnPath(next);
  return back && back !== paths.root
    ? `${paths.register}?next=${encodeURIComponent(back)}`
    : paths.register;
}

export const to = {
  car: (id: string) => generatePath(paths.car, { id }),
  sellerCars: (userId: string) => generatePath(paths.sellerCars, { userId }),
  edit: (id: string) => generatePath(paths.edit, { id }),
  newPassword: (token: string) => generatePath(paths.newPassword, { token }),
  verifyEmail: (token: string) => generatePath(paths.verifyEmail, { token }),
  loginVerified: () => `${paths.login}?verified=1`,
  profileTab: (tab: 'profile' | 'company' | 'password' | 'subscription') =>
    `${paths.profile}?tab=${tab}`,
};
