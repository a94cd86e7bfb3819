import fp from 'fastify-plugin';
import { createImageProcessor, type ImageProcessor } from '../../lib/images.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are decoded and encoded (low-priority processes, decision 028). */
    images: ImageProcessor;
  }
}

/** The app's photo processes: started on the first photo, ended when the app closes. */
export default fp(
  async (app) => {
    const images = createImageProcessor();
    app.decorate('images', images);
    app.addHook('onClose', async () => {
      await images.close();
    });
  },
  { name: 'images' },
);
