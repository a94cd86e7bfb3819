import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  burnPasswordCheck,
  emailField,
  findUserByEmail,
  loadUser,
  loginPassword,
  toUser,
  verifyPassword,
} from '../../accounts/index.ts';
import { errorResponses, noAuth, refSchema } from '../../lib/schemas.ts';
import { strictLimit } from '../../plugins/external/rate-limit.ts';

const loginResponse = z
  .object({
    token: z.string(),
    role: z.enum(['user', 'admin']),
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    city: refSchema.nullable(),
    email: z.string(),
    image: z.string().nullable(),
  })
  .meta({ id: 'LoginResponse' });

/** POST /user/login: a session for an e-mail and password. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'login',
        summary: 'Log in with e-mail and password',
        security: noAuth,
        body: z.strictObject({ email: emailField, password: loginPassword }),
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // Per account, whatever the address (the route's own limit is per address).
      const device = await app.loginThrottle.check(request, email, user?.id);
      if (!user) {
        await burnPasswordCheck(password);
        await app.loginThrottle.failed(email, device);
        throw app.httpError(401, 'auth.invalidCredentials');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await app.loginThrottle.failed(email, device);
        throw app.httpError(401, 'auth.invalidCredentials');
      }
      await app.loginThrottle.succeeded(reply, email, user.id, device);
      if (user.status !== 'approved') throw app.httpError(403, `auth.status.${user.status}`);
      const row = await loadUser(app.db, user.id);
      const profile = toUser(app, row!);
      return {
        token: await app.issueToken(user),
        role: user.role,
        id: user.id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
        address: profile.address,
        city: profile.city,
        email: profile.email,
        image: profile.image,
      };
    },
  );
};

export default loginRoute;
