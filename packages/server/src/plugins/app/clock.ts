import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock running `offsetMs` ahead of another one (end-to-end tests move the server's time). */
export interface OffsetClock extends Clock {
  readonly offsetMs: number;
  setOffset(ms: number): void;
  /** Sets the time to `at`, from where it runs on (the offset may be negative: a past day). */
  setTime(at: Date): void;
}

export function offsetClock(base: Clock = systemClock): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    get offsetMs() {
      return offset;
    },
    setOffset(ms: number) {
      offset = ms;
    },
    setTime(at: Date) {
      offset = at.getTime() - base.now().getTime();
    },
  };
}

export function isOffsetClock(clock: Clock): clock is OffsetClock {
  return typeof (clock as Partial<OffsetClock>).setOffset === 'function';
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/**
 * Time comes from here (token expiry, listing visibility...), so tests can move it. With
 * E2E_CLOCK_CONTROL (allowed only with NODE_ENV=test) it is an offset clock that
 * POST /api/test/clock moves.
 */
export default fp<{ clock?: Clock }>(
  async (app, opts) => {
    const base = opts.clock ?? systemClock;
    const controlled = app.config.E2E_CLOCK_CONTROL && app.config.NODE_ENV === 'test';
    app.decorate('clock', controlled ? offsetClock(base) : base);
  },
  { name: 'clock', dependencies: ['config'] },
);
