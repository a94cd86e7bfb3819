import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import companyRoutes from './company.ts';
import dealerRoute from './dealer.ts';
import imageRoute from './image.ts';
import loginRoute from './login.ts';
import logoutRoute from './logout.ts';
import passwordRoutes from './password.ts';
import profileRoutes from './profile.ts';
import registrationRoutes from './registration.ts';
import sellerRoute from './seller.ts';

/** Everything under /api/user: one module per group of actions. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(imageRoute);
  await app.register(logoutRoute);
  await app.register(sellerRoute);
  await app.register(dealerRoute);
  await app.register(companyRoutes);
};

export default userRoutes;
