import { generatePath } from 'react-router';

/** The one route registry (spec 2.1, D16, D23); links and tests use it. */
export const paths = {
  login: '/login',
  recovery: '/recovery',
  newPasswordRequest: '/new-password',
  newPassword: '/new-password/:token',
  register: '/register',
  verifyEmail: '/verify-email/:token',
  root: '/',
  home: '/home',
  cars: '/cars',
  search: '/search',
  sellerCars: '/car-list/:userId',
  car: '/car/:id',
  myCars: '/user/cars',
  favourites: '/user/favourites',
  add: '/add',
  edit: '/edit/:id',
  update: '/update/:id',
  profile: '/profile',
  contact: '/contact-us',
  about: '/about-us',
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  faq: '/faq',
  admin: '/admin',
  adminPending: '/admin/pending',
  adminUsers: '/admin/users',
  adminSubscriptions: '/admin/subscriptions',
  adminMessages: '/admin/messages',
} as const;

export const to = {
  car: (id: string) => generatePath(paths.car, { id }),
  sellerCars: (userId: string) => generatePath(paths.sellerCars, { userId }),
  edit: (id: string) => generatePath(paths.edit, { id }),
  newPassword: (token: string) => generatePath(paths.newPassword, { token }),
  verifyEmail: (token: string) => generatePath(paths.verifyEmail, { token }),
  loginVerified: () => `${paths.login}?verified=1`,
  profileTab: (tab: 'profile' | 'password' | 'subscription') => `${paths.profile}?tab=${tab}`,
};
