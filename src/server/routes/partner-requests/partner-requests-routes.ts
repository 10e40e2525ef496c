import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_OPEN_PARTNER_REQUESTS } from '#contract/constants';
import {
  partnerRequestBodySchema,
  partnerRequestSchema,
  partnerRequestsPageSchema,
  partnerRequestsQuerySchema,
} from '#contract/partner-requests';
import { idParamsSchema } from '#contract/query-params';
import { viewerOf } from '#server/auth/viewer';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { publishEvent } from '#server/realtime/events';
import {
  closePartnerRequest,
  countOpenRequests,
  findPartnerRequest,
  insertPartnerRequest,
  listPartnerRequests,
} from './partner-requests-repository';

const notFound = () => new ApiError(404, 'partner_request_not_found', 'No such partner request');

export const partnerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/partner-requests',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Post a partner request',
        body: partnerRequestBodySchema,
        response: { 201: partnerRequestSchema },
        errors: { 409: ['too_many_open_requests'] },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      await app.limitWrite(request, 'partnerRequest');
      const now = app.clock.now();
      const created = await app.db.transaction(async (tx) => {
        // One author's posts queue on their profile row, so the limit holds under parallel posts.
        const [author] = await tx.query('select id from profiles where id = $1 for update', [me]);
        if (!author) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
        if ((await countOpenRequests(tx, me, now)) >= MAX_OPEN_PARTNER_REQUESTS) {
          throw new ApiError(
            409,
            'too_many_open_requests',
            `Close one of your ${MAX_OPEN_PARTNER_REQUESTS} open requests first`,
          );
        }
        const inserted = await insertPartnerRequest(tx, me, request.body, now);
        await publishEvent(tx, { kind: 'partner_requests' });
        return inserted;
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/partner-requests',
    {
      schema: {
        summary: 'List the open partner requests, or with `mine` my own',
        querystring: partnerRequestsQuerySchema,
        response: { 200: partnerRequestsPageSchema },
        // Only `mine` needs a signed-in user; the board itself is public.
        errors: { 401: ['session_missing', 'invalid_token'] },
      },
    },
    async (request, reply) => {
      const { mine, ...filter } = request.query;
      if (mine) await app.requireUser(request, reply);
      return listPartnerRequests(
        app.db,
        mine
          ? { ...filter, authorId: signedInUser(request).id }
          : { ...filter, viewerId: await viewerOf(app, request) },
        app.clock.now(),
      );
    },
  );

  app.post(
    '/api/partner-requests/:id/close',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Close my partner request',
        params: idParamsSchema,
        response: { 200: partnerRequestSchema },
        errors: {
          403: ['forbidden'],
          404: ['partner_request_not_found'],
          409: ['partner_request_not_open'],
        },
      },
    },
    async (request) => {
      const me = signedInUser(request).id;
      const now = app.clock.now();
      const existing = await findPartnerRequest(app.db, request.params.id, now);
      if (!existing) throw notFound();
      // The board is public, so the request is no secret: a stranger is refused, not misled.
      if (existing.author.id !== me) {
        throw new ApiError(403, 'forbidden', 'Only the author can close this request');
      }
      const closedNow = await app.db.transaction(async (tx) => {
        const done = await closePartnerRequest(tx, existing.id, me, now);
        if (done) await publishEvent(tx, { kind: 'partner_requests' });
        return done;
      });
      if (!closedNow) {
        throw new ApiError(409, 'partner_request_not_open', 'This request is already closed');
      }
      const closed = await findPartnerRequest(app.db, existing.id, now);
      if (!closed) throw notFound();
      return closed;
    },
  );
};
