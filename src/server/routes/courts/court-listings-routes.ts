import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courtInputSchema, myCourtsSchema, ownerContactSchema } from '#contract/court-listings';
import { courtDetailSchema } from '#contract/courts';
import { idParamsSchema } from '#contract/query-params';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import type { PhotoStore } from '#server/photos/photo-store';
import { signedInUser } from '#server/plugins/auth';
import { refuseIfBlocked } from '../blocks/block-state';
import { hasActiveBookings } from '../bookings/bookings-repository';
import { photoFileNames, photoIdsOfCourt } from '../court-photos/court-photos-repository';
import {
  deleteCourt,
  findCourt,
  findCourtDetail,
  insertCourt,
  listOwnerCourts,
  unitsPastHoldBookings,
  updateCourt,
} from './court-listings-repository';

export const courtNotFound = () => new ApiError(404, 'court_not_found', 'No such court');

/** The court, if `userId` owns it: 404 when there is no such court, 403 when it is not theirs. */
export async function ownedCourt(db: Queryable, id: string, userId: string) {
  const court = await findCourt(db, id, { withHidden: true });
  if (!court) throw courtNotFound();
  if (court.ownerId !== userId) {
    throw new ApiError(403, 'forbidden', 'Only the owner can change this court');
  }
  return court;
}

/** One court, and the courts a signed-in user lists and owns. */
export const courtListingsRoutes: FastifyPluginAsyncZod<{ photoStore: PhotoStore }> = async (
  app,
  { photoStore },
) => {
  app.get(
    '/api/courts/:id',
    {
      schema: {
        summary: 'Get a court, with its units',
        params: idParamsSchema,
        response: { 200: courtDetailSchema },
        errors: { 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const court = await findCourtDetail(app.db, request.params.id);
      if (!court) throw courtNotFound();
      return court;
    },
  );

  app.get(
    '/api/courts/:id/owner-contact',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Get the contact of a court’s owner, for a player whose booking they accepted',
        params: idParamsSchema,
        response: { 200: ownerContactSchema },
        errors: { 403: ['forbidden', 'blocked'], 404: ['court_not_found'] },
      },
    },
    async (request) => {
      const [row] = await app.db.query<{
        owner_id: string | null;
        name: string | null;
        phone: string | null;
        email: string | null;
        accepted: boolean;
      }>(
        `select c.owner_id, p.name, p.phone, u.email,
           exists (select 1 from bookings b where b.court_id = c.id and b.requester_id = $2
                     and b.status = 'accepted') as accepted
         from courts c
         left join profiles p on p.id = c.owner_id
         left join users u on u.id = c.owner_id
         where c.id = $1`,
        [request.params.id, signedInUser(request).id],
      );
      if (!row?.owner_id || !row.name || !row.email) throw courtNotFound();
      if (!row.accepted) {
        throw new ApiError(403, 'forbidden', 'Only a player whose booking was accepted sees this');
      }
      await refuseIfBlocked(app.db, signedInUser(request).id, row.owner_id);
      return { name: row.name, phone: row.phone, email: row.email };
    },
  );

  app.get(
    '/api/my/courts',
    {
      onRequest: app.requireUser,
      schema: { summary: 'List the courts the user owns', response: { 200: myCourtsSchema } },
    },
    async (request) => ({ items: await listOwnerCourts(app.db, signedInUser(request).id) }),
  );

  app.post(
    '/api/courts',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List a new court, owned by the user',
        body: courtInputSchema,
        response: { 201: courtDetailSchema },
      },
    },
    async (request, reply) => {
      await app.limitWrite(request, 'courtListing');
      const court = await app.db.transaction((tx) =>
        insertCourt(tx, signedInUser(request).id, request.body, app.clock.now()),
      );
      return reply.code(201).send(court);
    },
  );

  app.put(
    '/api/courts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change a court the user owns',
        params: idParamsSchema,
        body: courtInputSchema,
        response: { 200: courtDetailSchema },
        errors: { 403: ['forbidden'], 404: ['court_not_found'], 409: ['unit_has_bookings'] },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const { id } = request.params;
      await ownedCourt(app.db, id, me);
      await app.limitWrite(request, 'courtListing');
      const now = app.clock.now();
      const court = await app.db.transaction(async (tx) => {
        // The court's row first: bookings accepted meanwhile wait, so none lands on a unit
        // that goes.
        await tx.query('select 1 from courts where id = $1 for update', [id]);
        if (await unitsPastHoldBookings(tx, id, request.body.totalCourts, now)) {
          throw new ApiError(
            409,
            'unit_has_bookings',
            'A court past the new number holds bookings still to come',
            { totalCourts: 'unit_has_bookings' },
          );
        }
        return updateCourt(tx, id, me, request.body, now);
      });
      if (!court) throw courtNotFound();
      return court;
    },
  );

  app.delete(
    '/api/courts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delete a court the user owns',
        params: idParamsSchema,
        response: { 204: z.null() },
        errors: {
          403: ['forbidden'],
          404: ['court_not_found'],
          409: ['court_has_bookings'],
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      await ownedCourt(app.db, request.params.id, me);
      if (await hasActiveBookings(app.db, request.params.id, app.clock.now())) {
        throw new ApiError(409, 'court_has_bookings', 'Decline the bookings still to come first');
      }
      const photos = await photoIdsOfCourt(app.db, request.params.id);
      if (!(await deleteCourt(app.db, request.params.id, me))) throw courtNotFound();
      await photoStore.remove(photos.flatMap(photoFileNames));
      return reply.code(204).send(null);
    },
  );
};
