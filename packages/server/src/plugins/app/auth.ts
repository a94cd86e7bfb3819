import { SESSION_HEADER } from '@autoberza/contract';
import type { Script } from '@autoberza/contract/script';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import ms, { type StringValue } from 'ms';
import { users } from '../../db/schema/index.ts';
import { setRequestScript } from '../../lib/i18n.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Requires a valid token of an approved account; sets request.user. Routes run it (and the
     * others below) in `onRequest`, so an anonymous caller is refused before its body is read.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, and the account must be an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sets request.user when a valid token is sent, else leaves it undefined. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** authenticate, or optionalAuth when PUBLIC_BROWSING opens browsing to visitors. */
    browseAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The session of the request's bearer token, its account read by `readAccount` (so a caller
     * can read more in the same query) and checked (token version, approved); renews the token
     * when due and sets request.user. Undefined when no token is sent.
     */
    verifySession: <T extends SessionAccount>(
      request: FastifyRequest,
      readAccount: (userId: string) => Promise<T | undefined>,
    ) => Promise<T | undefined>;
    /** A session token; `sessionStart` (a renewal) keeps the sign-in time the maximum age counts from. */
    issueToken: (
      user: { id: string; role: string; tokenVersion: number },
      sessionStart?: number,
    ) => Promise<string>;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** A fresh token for a session in use past half its lifetime, sent back in SESSION_HEADER. */
    renewedToken?: Promise<string>;
  }
}

/** The account columns a session is checked against. */
export interface SessionAccount {
  id: string;
  role: AuthUser['role'];
  status: AuthUser['status'];
  tokenVersion: number;
  /** The user's script, when the reader reads it: the request's messages are written in it. */
  script?: Script | null;
}

const ALGORITHM = 'HS256';
const ISSUER = 'autoberza';
/** Verified tokens remembered, so a client's every request does not recompute the HMAC. */
const VERIFIED_TOKENS_MAX = 10_000;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** The claims we use of a token whose signature, issuer and algorithm were verified. */
interface Claims {
  sub: string;
  tv: unknown;
  exp: number | undefined;
  nbf: number | undefined;
  /** Seconds: when the session began (sign-in), carried over on renewal. */
  sst: number | undefined;
}

export default fp(
  async (app) => {
    const key = new TextEncoder().encode(app.config.JWT_SECRET);

    const idleMs = ms(app.config.JWT_EXPIRES_IN as StringValue);
    const maxAgeMs = ms(app.config.SESSION_MAX_AGE as StringValue);
    app.decorate(
      'issueToken',
      async (user: { id: string; role: string; tokenVersion: number }, sessionStart?: number) => {
        const now = app.clock.now();
        const started = sessionStart ?? Math.floor(now.getTime() / 1000);
        // Never past the session's maximum age, however recently it was renewed.
        const expires = Math.min(now.getTime() + idleMs, started * 1000 + maxAgeMs);
        return new SignJWT({ role: user.role, tv: user.tokenVersion, sst: started })
          .setProtectedHeader({ alg: ALGORITHM })
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(new Date(expires))
          .sign(key);
      },
    );

    /**
     * Sliding sessions: a token used after half its idle lifetime gets a successor (same sign-in
     * time, so the maximum age still counts from there), once per request.
     */
    function renewIfDue(
      request: FastifyRequest,
      claims: Claims,
      user: { id: string; role: string; tokenVersion: number },
    ): void {
      if (claims.exp === undefined) return;
      const nowMs = app.clock.now().getTime();
      const started = claims.sst ?? Math.floor(nowMs / 1000);
      if (claims.exp * 1000 - nowMs > idleMs / 2) return;
      if (started * 1000 + maxAgeMs <= nowMs + idleMs / 2) return;
      request.renewedToken = app.issueToken(user, started);
    }
    app.addHook('onSend', async (request, reply) => {
      // An answer to a signed-in reader (their adverts, searches, favourites, what their
      // subscription lets them see) is theirs alone: no cache may keep it.
      if (request.user || request.headers.authorization !== undefined) {
        reply.header('cache-control', 'no-store');
      }
      if (request.renewedToken) reply.header(SESSION_HEADER, await request.renewedToken);
    });

    // A token string is immutable: once its signature checked out, only its time claims can
    // turn it invalid, and those are checked again on every use (as jose does). The account
    // behind it is still read on every request (status, token version).
    const verified = new Map<string, Claims>();

    async function claimsOf(token: string): Promise<Claims> {
      const seconds = Math.floor(app.clock.now().getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.exp !== undefined && known.exp <= seconds) {
          verified.delete(token);
          throw app.httpError(401, 'auth.expiredToken');
        }
        if (known.nbf !== undefined && known.nbf > seconds)
          throw app.httpError(401, 'auth.invalidToken');
        return known;
      }
      let claims: Claims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: app.clock.now(),
        });
        if (typeof payload.sub !== 'string') throw app.httpError(401, 'auth.invalidToken');
        claims = {
          sub: payload.sub,
          tv: payload.tv,
          exp: payload.exp,
          nbf: payload.nbf,
          sst: typeof payload.sst === 'number' ? payload.sst : undefined,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw app.httpError(401, 'auth.expiredToken');
        throw app.httpError(401, 'auth.invalidToken');
      }
      if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) throw app.httpError(401, 'auth.invalidToken');
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    }

    /** The account behind the claims; throws unless it exists, its token version matches and it is approved. */
    function checkAccount<T extends SessionAccount>(claims: Claims, user: T | undefined): T {
      // Deleted account, or a token issued before a password change or a block.
      if (!user || user.tokenVersion !== claims.tv) throw app.httpError(401, 'auth.invalidToken');
      if (user.status !== 'approved') {
        throw app.httpError(403, `auth.status.${user.status}`, {
          supportEmail: app.config.SUPPORT_EMAIL,
        });
      }
      return user;
    }

    // Built once: these run on nearly every request.
    const account = {
      id: users.id,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      script: users.script,
    };
    const accountQuery = app.db
      .select(account)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_account');
    async function verifySession<T extends SessionAccount>(
      request: FastifyRequest,
      readAccount: (userId: string) => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const token = bearer(request);
      if (token === undefined) return undefined;
      const claims = await claimsOf(token);
      const checked = checkAccount(claims, await readAccount(claims.sub));
      renewIfDue(request, claims, checked);
      // The user's own script over the one their browser asked for (docs/decisions/049-*).
      if (checked.script) setRequestScript(checked.script);
      request.user = { id: checked.id, role: checked.role, status: checked.status };
      return checked;
    }
    app.decorate('verifySession', verifySession);

    const readAccount = async (id: string) => (await accountQuery.execute({ id }))[0];
    /** The user behind a token, checked against the account's current state; undefined when there is no token. */
    async function resolve(request: FastifyRequest): Promise<AuthUser | undefined> {
      const account = await verifySession(request, readAccount);
      return account && { id: account.id, role: account.role, status: account.status };
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
