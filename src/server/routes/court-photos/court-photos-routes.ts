import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courtPhotosSchema,
  MAX_PHOTO_BYTES,
  PHOTO_CONTENT_TYPES,
  photoOrderSchema,
  photoParamsSchema,
} from '#contract/court-photos';
import { idParamsSchema } from '#contract/query-params';
import { ApiError } from '#server/lib/api-error';
import { PHOTO_FILE_NAME, type PhotoStore } from '#server/photos/photo-store';
import { PhotoRefused, processPhoto } from '#server/photos/process-photo';
import { signedInUser } from '#server/plugins/auth';
import { ownedCourt } from '../courts/court-listings-routes';
import {
  addPhoto,
  listPhotos,
  photoFileNames,
  removePhoto,
  reorderPhotos,
} from './court-photos-repository';

/** A year: a photo's files never change (a new photo is a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Photos of a court: its owner adds, orders and removes them; anyone sees their files. */
export const courtPhotosRoutes: FastifyPluginAsyncZod<{ store: PhotoStore }> = async (
  app,
  { store },
) => {
  // The upload is the file itself: its bytes, for this plugin's routes alone.
  app.addContentTypeParser(
    [...PHOTO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/courts/:id/photos',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_PHOTO_BYTES,
      schema: {
        summary: 'Add a photo to a court the user owns (the body is the image file)',
        params: idParamsSchema,
        response: { 201: courtPhotosSchema },
        errors: {
          400: ['not_an_image', 'too_many_pixels'],
          403: ['forbidden'],
          404: ['court_not_found'],
          409: ['too_many_photos'],
          413: ['body_too_large'],
        },
      },
    },
    async (request, reply) => {
      const courtId = request.params.id;
      await ownedCourt(app.db, courtId, signedInUser(request).id);
      await app.limitWrite(request, 'courtPhoto');
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(400, 'not_an_image', 'The body must be an image file');
      }
      let processed: Awaited<ReturnType<typeof processPhoto>>;
      try {
        processed = await processPhoto(request.body);
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error;
        throw error.reason === 'too_many_pixels'
          ? new ApiError(400, 'too_many_pixels', 'The image has more pixels than the app takes')
          : new ApiError(400, 'not_an_image', 'The file is not an image the app can read');
      }
      const id = randomUUID();
      const names = photoFileNames(id);
      await Promise.all(processed.files.map((file, i) => store.put(names[i] as string, file.data)));
      const photo = { id, width: processed.width, height: processed.height };
      const added = await app.db
        .transaction((tx) => addPhoto(tx, courtId, photo, app.clock.now()))
        .catch(async (error: unknown) => {
          await store.remove(names);
          throw error;
        });
      if (!added) {
        await store.remove(names);
        throw new ApiError(409, 'too_many_photos', 'The court has as many photos as it can');
      }
      return reply.code(201).send({ items: await listPhotos(app.db, courtId) });
    },
  );

  app.put(
    '/api/courts/:id/photos/order',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Order the photos of a court the user owns (the first is the cover)',
        params: idParamsSchema,
        body: photoOrderSchema,
        response: { 200: courtPhotosSchema },
        errors: { 400: ['photo_order_mismatch'], 403: ['forbidden'], 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const courtId = request.params.id;
      await ownedCourt(app.db, courtId, signedInUser(request).id);
      await app.limitWrite(request, 'courtPhoto');
      await app.db.transaction(async (tx) => {
        // Rolled back unless every photo was named once: no order half applied.
        if (!(await reorderPhotos(tx, courtId, request.body.ids))) {
          throw new ApiError(400, 'photo_order_mismatch', 'Name each of the court’s photos once');
        }
      });
      return { items: await listPhotos(app.db, courtId) };
    },
  );

  app.delete(
    '/api/courts/:id/photos/:photoId',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Remove a photo of a court the user owns',
        params: photoParamsSchema,
        response: { 200: courtPhotosSchema },
        errors: { 403: ['forbidden'], 404: ['court_not_found', 'photo_not_found'] },
      },
    },
    async (request) => {
      const { id: courtId, photoId } = request.params;
      await ownedCourt(app.db, courtId, signedInUser(request).id);
      if (!(await removePhoto(app.db, courtId, photoId))) {
        throw new ApiError(404, 'photo_not_found', 'The court has no such photo');
      }
      await store.remove(photoFileNames(photoId));
      return { items: await listPhotos(app.db, courtId) };
    },
  );

  app.get(
    '/photos/:file',
    {
      schema: {
        summary: 'A photo’s file in one width (WebP)',
        params: z.object({ file: z.string().regex(PHOTO_FILE_NAME, 'photo_file_name') }),
      },
    },
    async (request, reply) => {
      const data = await store.read(request.params.file);
      if (!data) throw new ApiError(404, 'not_found', 'No such photo');
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(data);
    },
  );
};
