import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { users } from '../../db/schema/index.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid token of an approved account; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, and the account must be an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, else leaves it undefined. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** authenticate, or optionalAuth when PUBLIC_BROWSING opens browsing to visitors (D16). */
    browseAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueToken: (user: { id: string; role: string; tokenVersion: number }) => Promise<string>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

const ALGORITHM = 'HS256';
const ISSUER = 'autoberza';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

export default fp(
  async (app) => {
    const key = new TextEncoder().encode(app.config.JWT_SECRET);

    app.decorate('issueToken', async (user: { id: string; role: string; tokenVersion: number }) =>
      new SignJWT({ role: user.role, tv: user.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(app.clock.now())
        .setExpirationTime(
          new Date(app.clock.now().getTime() + durationMs(app.config.JWT_EXPIRES_IN)),
        )
        .sign(key),
    );

    /** The user behind a token, checked against the account's current state; undefined when there is no token. */
    async function resolve(request: FastifyRequest): Promise<AuthUser | undefined> {
      const token = bearer(request);
      if (token === undefined) return undefined;
      let subject: string;
      let version: unknown;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: app.clock.now(),
        });
        if (typeof payload.sub !== 'string') throw app.httpError(401, 'auth.invalidToken');
        subject = payload.sub;
        version = payload.tv;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw app.httpError(401, 'auth.expiredToken');
        throw app.httpError(401, 'auth.invalidToken');
      }
      if (!/^[0-9a-f-]{36}$/i.test(subject)) throw app.httpError(401, 'auth.invalidToken');
      const [user] = await app.db
        .select({
          id: users.id,
          role: users.role,
          status: users.status,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, subject));
      // Deleted account, or a token issued before a password change or a block.
      if (!user || user.tokenVersion !== version) throw app.httpError(401, 'auth.invalidToken');
      if (user.status !== 'approved') throw app.httpError(403, `auth.status.${user.status}`);
      return { id: user.id, role: user.role, status: user.status };
    }

    const authenticate = async (request: FastifyRequest) => {
      const user = await resolve(request);
      if (!user) throw app.httpError(401, 'auth.required');
      request.user = user;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user?.role !== 'admin') throw app.httpError(403, 'auth.adminOnly');
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.user = await resolve(request);
    });
    app.decorate('browseAuth', async (request: FastifyRequest) => {
      if (app.config.PUBLIC_BROWSING) request.user = await resolve(request);
      else await authenticate(request);
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'clock', 'errors'] },
);

export function durationMs(value: string): number {
  const match = /^(\d+)([smhd])$/.exec(value);
  if (!match) throw new Error(`Invalid duration: ${value}`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[
    match[2] as 's' | 'm' | 'h' | 'd'
  ];
  return Number(match[1]) * unit;
}
