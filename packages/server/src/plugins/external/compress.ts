import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * API answers (JSON) compressed for clients that accept it: a page of 12 cars is ~33 KB as JSON
 * and ~5 KB compressed, which a phone on a slow network feels. Brotli at a low quality costs
 * little CPU per answer; built web assets are pre-compressed and pass through untouched.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
