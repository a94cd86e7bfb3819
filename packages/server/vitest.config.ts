import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two cores shared by many: one worker keeps PGlite start-up from starving the machine.
    maxWorkers: 1,
    // Generous: PGlite on disk and argon2 slow down a lot on a loaded two-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
