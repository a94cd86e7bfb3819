import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Time comes from here (token expiry, listing visibility...), so tests can move it. */
export default fp<{ clock?: Clock }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'clock' },
);
