import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Each test file has its own database (PGlite, or a new PostgreSQL database), so files run
    // side by side: two workers took the suite from 511 to 399 s on a slow 2-core machine.
    maxWorkers: 2,
    // Files share a worker's modules instead of each loading Fastify, PGlite's WebAssembly,
    // sharp and React again: loading was most of the run (8 min 7 s isolated, 4 min 3 s shared,
    // on a quiet 2-core machine). No test mocks modules; each builds its own app and database.
    isolate: false,
    // Generous: PGlite on disk and argon2 slow down a lot on a loaded two-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
