import { MINUTE } from '@autoberza/contract/time';
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memoryCounter, redisCounter, type FailureCounter } from '../../lib/failure-counter.ts';
import { ATTEMPT_WINDOW_MS, DEVICE_COOKIE_DAYS } from '../../lib/retention.ts';

/**
 * Per-account login throttling that an attacker cannot turn into a lock-out (decision 007, OWASP's
 * "device cookie" scheme). Failures are counted per account, whatever address they come from;
 * past ACCOUNT_LIMIT in the window, attempts without a device cookie are refused before the
 * password is even checked. A browser that signed in to the account before carries a signed
 * device cookie and has its own, separate allowance (DEVICE_LIMIT), so the owner keeps signing in
 * from their own devices while someone guesses from elsewhere. See docs/decisions.
 */
export const ACCOUNT_LIMIT = 5;
export const DEVICE_LIMIT = 10;
export const WINDOW_MS = ATTEMPT_WINDOW_MS;
export const DEVICE_COOKIE = 'ab_device';

export interface LoginThrottle {
  /** Before the password check: the device (if its cookie is valid for this account), or 429. */
  check(
    request: FastifyRequest,
    email: string,
    userId: string | undefined,
  ): Promise<string | undefined>;
  failed(email: string, device: string | undefined): Promise<void>;
  /** After a good password: the device's count cleared, its cookie (re)issued. */
  succeeded(
    reply: FastifyReply,
    email: string,
    userId: string,
    device: string | undefined,
  ): Promise<void>;
  /** A new password ends the account's count (the owner proved control by e-mail). */
  reset(email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

const accountKey = (email: string) => `a:${email.toLowerCase()}`;
const deviceKey = (email: string, device: string) => `d:${email.toLowerCase()}:${device}`;

export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.JWT_SECRET });
    const counter: FailureCounter = app.redis
      ? redisCounter(app.redis, WINDOW_MS, 'autoberza-login-')
      : memoryCounter(WINDOW_MS, () => app.clock.now().getTime());

    const refuse = (resetAt: number) => {
      const remainingMs = resetAt - app.clock.now().getTime();
      const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
      return Object.assign(new Error(app.t('auth.accountThrottled', { minutes })), {
        statusCode: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
      });
    };

    /** The device id of a valid cookie issued to this account, else undefined. */
    function deviceOf(request: FastifyRequest, userId: string | undefined): string | undefined {
      const raw = request.cookies[DEVICE_COOKIE];
      if (!raw || !userId) return undefined;
      const { valid, value } = request.unsignCookie(raw);
      if (!valid || !value) return undefined;
      const [owner, device] = value.split('.');
      return owner === userId && device ? device : undefined;
    }

    app.decorate<LoginThrottle>('loginThrottle', {
      async check(request, email, userId) {
        const device = deviceOf(request, userId);
        const state = await counter.get(device ? deviceKey(email, device) : accountKey(email));
        if (state.count >= (device ? DEVICE_LIMIT : ACCOUNT_LIMIT)) throw refuse(state.resetAt);
        return device;
      },
      async failed(email, device) {
        await counter.add(accountKey(email));
        if (device) await counter.add(deviceKey(email, device));
      },
      async succeeded(reply, email, userId, device) {
        // The account's count stays: the owner signing in does not make others' guesses less
        // suspicious (it runs out with its window, or with a password reset).
        if (device) await counter.clear(deviceKey(email, device));
        const id = device ?? randomBytes(12).toString('base64url');
        reply.setCookie(DEVICE_COOKIE, `${userId}.${id}`, {
          signed: true,
          httpOnly: true,
          sameSite: 'strict',
          secure: app.config.APP_URL.startsWith('https://'),
          path: '/api/user/login',
          maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
        });
      },
      async reset(email) {
        await counter.clear(accountKey(email));
      },
    });
  },
  { name: 'login-throttle', dependencies: ['config', 'clock', 'errors', 'rate-limit'] },
);
