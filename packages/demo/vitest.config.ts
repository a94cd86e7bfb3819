import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Generous: the samples (4,000 adverts, 100,000 bench listings, photos) are slow on a
    // loaded two-core machine.
    testTimeout: 90_000,
  },
});
