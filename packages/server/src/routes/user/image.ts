import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AVATAR_SIZES, ImageError } from '../../lib/images.ts';
import { bearer, documentOnlyBody, errorResponses, messageSchema } from '../../lib/schemas.ts';
import { imageUrl } from '../../accounts/index.ts';

/** Keys of every size stored for a profile photo whose display key is given. */
function avatarKeys(displayKey: string): string[] {
  const base = displayKey.replace(/-\d+\.webp$/, '');
  const widths = new Set<number>([
    ...AVATAR_SIZES,
    Number(/-(\d+)\.webp$/.exec(displayKey)?.[1] ?? 0),
  ]);
  return [...widths].filter((w) => w > 0).map((w) => `${base}-${w}.webp`);
}

const imageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/image',
    {
      onRequest: app.authenticate,
      validatorCompiler: documentOnlyBody,
      schema: {
        tags: ['user'],
        operationId: 'uploadUserImage',
        summary: 'Upload a profile photo (multipart field `image`); re-encoded, metadata stripped',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: z
          .object({
            image: z
              .string()
              .meta({ format: 'binary' })
              .describe('JPEG, PNG, WebP or AVIF, at most 15 MB'),
          })
          .meta({ id: 'UserImageForm' }),
        response: {
          200: messageSchema.extend({ image: z.string() }),
          ...errorResponses(400, 401, 403, 406, 413, 415),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw app.httpError(415, 'errors.multipartExpected');
      const file = await request.file();
      if (!file || file.fieldname !== 'image') throw app.httpError(400, 'user.imageRequired');
      // Over the limit is refused as on the advert route (the parser would otherwise cut it).
      const input = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw app.httpError(413, 'image.tooLarge');
        throw error;
      });
      let processed;
      try {
        processed = await app.images.avatar(input);
      } catch (error) {
        if (error instanceof ImageError) throw app.httpError(error.status, error.messageKey);
        throw error;
      }
      const userId = request.user!.id;
      const base = `users/${userId}/${randomBytes(8).toString('hex')}`;
      for (const variant of processed.variants) {
        await app.storage.put(`${base}-${variant.width}.webp`, variant.buffer, 'image/webp');
      }
      const displayKey = `${base}-${processed.displayWidth}.webp`;
      const [previous] = await app.db
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId));
      await app.db
        .update(users)
        .set({ image: displayKey, updatedAt: app.clock.now() })
        .where(eq(users.id, userId));
      if (previous?.image) {
        for (const key of avatarKeys(previous.image)) {
          await app.storage
            .delete(key)
            .catch((err: unknown) => request.log.warn({ err, key }, 'old photo not deleted'));
        }
      }
      return { message: app.t('user.imageSaved'), image: imageUrl(app, displayKey)! };
    },
  );
};

export default imageRoute;
