import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '../../lib/images.ts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: 5,
        // The advert form: about 45 fields with the car's details (decision 043), the kept
        // photos' urls and their order; room to grow, still bounded.
        fields: 80,
        fieldSize: 64 * 1024,
        parts: 90,
        headerPairs: 200,
      },
      throwFileSizeLimit: true,
    });
    // A form refused before its end was read (the first photo is not an image, one too many
    // files) leaves the rest of its body unread: the parser stops pulling, Node does not discard
    // what is left, and the next request on that keep-alive connection waited forever (found by
    // the resilience fuzzer). Once the answer is out, the rest is read and dropped, so the client
    // gets the answer and its connection stays usable (the server's request timeout bounds it).
    app.addHook('onResponse', async (request) => {
      if (request.raw.complete || !request.isMultipart()) return;
      request.raw.unpipe();
      request.raw.resume();
    });
  },
  { name: 'multipart' },
);
