import { generatePath } from 'react-router';

import { paths } from '@autoberza/contract';

/**
 * The one route registry (docs/product.md, “Route sets”, “Public browsing”), shared with the
 * server: links and tests use it.
 */
export { paths };

export const to = {
  car: (id: string) => generatePath(paths.car, { id }),
  sellerCars: (userId: string) => generatePath(paths.sellerCars, { userId }),
  edit: (id: string) => generatePath(paths.edit, { id }),
  newPassword: (token: string) => generatePath(paths.newPassword, { token }),
  verifyEmail: (token: string) => generatePath(paths.verifyEmail, { token }),
  loginVerified: () => `${paths.login}?verified=1`,
  profileTab: (tab: 'profile' | 'password' | 'subscription') => `${paths.profile}?tab=${tab}`,
};
