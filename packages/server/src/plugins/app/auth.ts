import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { users } from '../../db/schema/index.ts';
import { FreshRead } from '../../lib/fresh-read.ts';
import { carViewer, viewerFields, viewerFromRow, type Viewer } from '../../lib/visibility.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
}

/** What a car browsing route knows after `browseViewer`, read in one round trip. */
export interface BrowseContext {
  viewer: Viewer;
  /** The time the viewer's rights were read at; the route uses it as "now". */
  at: Date;
  /**
   * The version the route's list is valid at (src/db/schema/data-version.ts): car_data_version,
   * or for a route with `config.listVersionByBrand` and a brand in its query, that brand's list
   * version. Undefined: unknown, cache nothing.
   */
  dataVersion: number | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's lists are filtered by the `brand` of the query when it has one (decision 009). */
    listVersionByBrand?: boolean;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand whose list version the request's list depends on, or null (every car). */
function listBrand(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.listVersionByBrand) return null;
  const brand = (request.query as Record<string, unknown> | undefined)?.brand;
  return typeof brand === 'string' && UUID.test(brand) ? brand : null;
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
    /**
     * browseAuth for the car lists: the account check, the viewer's visibility rights and the
     * car data version in one query (a visitor's is the version alone); sets request.browse.
     */
    browseViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A session token; `sessionStart` (a renewal) keeps the sign-in time the maximum age counts from. */
    issueToken: (
      user: { id: string; role: string; tokenVersion: number },
      sessionStart?: number,
    ) => Promise<string>;
  }
  interface FastifyRequest {
    user?: AuthUser;
    browse?: BrowseContext;
    /** A fresh token for a session in use past half its lifetime, sent back in SESSION_HEADER. */
    renewedToken?: Promise<string>;
  }
}

/** The response header that carries a renewed session token (the app swaps it in). */
export const SESSION_HEADER = 'x-session-token';

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

    const idleMs = durationMs(app.config.JWT_EXPIRES_IN);
    const maxAgeMs = durationMs(app.config.SESSION_MAX_AGE);
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
      if (!request.renewedToken) return;
      reply.header(SESSION_HEADER, await request.renewedToken);
      // A personal answer from here on: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
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
    function checkAccount<
      T extends {
        id: string;
        role: AuthUser['role'];
        status: AuthUser['status'];
        tokenVersion: number;
      },
    >(claims: Claims, user: T | undefined): T {
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
    };
    const accountQuery = app.db
      .select(account)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_account');
    // The account, the viewer's rights and the list version in one call (migrations 0005, 0007).
    const viewerQuery = app.db
      .select(viewerFields)
      .from(carViewer(sql.placeholder('id'), sql.placeholder('at'), sql.placeholder('brand')))
      .prepare('auth_viewer');
    const versionQuery = app.db
      .select({ dataVersion: sql<string>`car_list_version(${sql.placeholder('brand')}::uuid)` })
      .from(sql`(select 1) as one`)
      .prepare('car_list_version');
    // A visitor's list version depends on nothing of theirs: concurrent visitors share its read
    // (each still sees every change committed before their request).
    const visitorVersions = new FreshRead(async (brand: string | null) => {
      const [row] = await versionQuery.execute({ brand });
      return row?.dataVersion;
    });
    const versionNumber = (value: string | null | undefined) =>
      value === null || value === undefined ? undefined : Number(value);

    /** The user behind a token, checked against the account's current state; undefined when there is no token. */
    async function resolve(request: FastifyRequest): Promise<AuthUser | undefined> {
      const token = bearer(request);
      if (token === undefined) return undefined;
      const claims = await claimsOf(token);
      const [user] = await accountQuery.execute({ id: claims.sub });
      const checked = checkAccount(claims, user);
      renewIfDue(request, claims, checked);
      return { id: checked.id, role: checked.role, status: checked.status };
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
    app.decorate('browseViewer', async (request: FastifyRequest) => {
      const token = bearer(request);
      const now = app.clock.now();
      if (token === undefined) {
        if (!app.config.PUBLIC_BROWSING) throw app.httpError(401, 'auth.required');
        const dataVersion = await visitorVersions.get(listBrand(request));
        request.browse = {
          viewer: { userId: undefined, seesEverything: false, hasHiddenOwn: false },
          at: now,
          dataVersion: versionNumber(dataVersion),
        };
        return;
      }
      const claims = await claimsOf(token);
      const [row] = await viewerQuery.execute({
        id: claims.sub,
        at: now.toISOString(),
        brand: listBrand(request),
      });
      const user = checkAccount(claims, row);
      renewIfDue(request, claims, user);
      request.user = { id: user.id, role: user.role, status: user.status };
      request.browse = {
        viewer: viewerFromRow(user),
        at: now,
        dataVersion: versionNumber(user.dataVersion),
      };
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
