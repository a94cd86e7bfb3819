import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '../../lib/images.ts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: 5,
        fields: 40,
        fieldSize: 64 * 1024,
        parts: 50,
        headerPairs: 200,
      },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
