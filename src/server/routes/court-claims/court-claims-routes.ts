import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClaimsQuerySchema,
  type CourtClaim,
  claimBodySchema,
  claimsListSchema,
  courtClaimSchema,
} from '#contract/court-claims';
import { idParamsSchema } from '#contract/query-params';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { notifyUser } from '#server/notifications/notify';
import { signedInUser } from '#server/plugins/auth';
import {
  decideClaim,
  findClaim,
  insertClaim,
  listClaims,
  listOwnClaims,
  rejectOtherClaims,
} from './court-claims-repository';

const courtHasOwner = () =>
  new ApiError(409, 'court_has_owner', 'This court already has an owner here');
const claimNotFound = () => new ApiError(404, 'claim_not_found', 'No such claim');

/** Tells a claimant the administrator's answer (in the app and, unless turned off, by mail). */
function tellClaimant(
  tx: Queryable,
  claim: Pick<CourtClaim, 'court'> & { claimantId: string },
  approved: boolean,
  adminId: string,
  now: Date,
) {
  return notifyUser(
    tx,
    {
      recipientId: claim.claimantId,
      kind: approved ? 'court_claim_approved' : 'court_claim_rejected',
      actorId: adminId,
      subjectId: claim.court.id,
      data: claimNoticeData(claim),
    },
    now,
  );
}

/** What a claim's notifications keep of its court, as it was named then. */
const claimNoticeData = (claim: Pick<CourtClaim, 'court'>) => ({
  courtId: claim.court.id,
  courtName: claim.court.name,
  courtNameEn: claim.court.nameEn,
});

/** Tells every administrator but the claimant of a new claim to answer. */
async function tellAdministrators(
  tx: Queryable,
  adminIds: string[],
  claim: Pick<CourtClaim, 'court' | 'claimant'>,
  now: Date,
) {
  for (const adminId of adminIds) {
    if (adminId === claim.claimant.id) continue;
    await notifyUser(
      tx,
      {
        recipientId: adminId,
        kind: 'court_claim_submitted',
        actorId: claim.claimant.id,
        subjectId: claim.court.id,
        data: claimNoticeData(claim),
      },
      now,
    );
  }
}

/** 'I run this court' and the administrators' answers (contract/court-claims.ts). */
export const courtClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/courts/:id/claims',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Claim to run a court',
        params: idParamsSchema,
        body: claimBodySchema,
        response: { 201: courtClaimSchema },
        // claim_not_found: the court, and its claims with it, deleted just as the claim was made.
        errors: {
          404: ['court_not_found', 'claim_not_found'],
          409: ['court_has_owner', 'claim_pending'],
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request).id;
      const now = app.clock.now();
      const [court] = await app.db.query<{ owner_id: string | null }>(
        'select owner_id from courts where id = $1',
        [request.params.id],
      );
      if (!court) throw new ApiError(404, 'court_not_found', 'No such court');
      if (court.owner_id) throw courtHasOwner();
      const counted = await app.limitWrite(request, 'courtClaim');
      // The claim and the administrators' notifications (and their mails) together, or neither.
      const claim = await app.db.transaction(async (tx) => {
        const id = await insertClaim(
          tx,
          { courtId: request.params.id, claimantId: me, message: request.body.message },
          now,
        );
        if (!id) return undefined;
        const made = await findClaim(tx, id);
        if (!made) throw claimNotFound();
        await tellAdministrators(tx, await app.adminIds(tx), made, now);
        return made;
      });
      if (!claim) {
        // Not a claim made: it does not count against the day's.
        await app.rateLimiter.undo(counted);
        throw new ApiError(409, 'claim_pending', 'Your claim for this court waits for an answer');
      }
      return reply.code(201).send(claim);
    },
  );

  app.get(
    '/api/my/claims',
    {
      onRequest: app.requireUser,
      schema: { summary: 'List the user’s own court claims', response: { 200: claimsListSchema } },
    },
    async (request) => ({ items: await listOwnClaims(app.db, signedInUser(request).id) }),
  );

  app.get(
    '/api/admin/claims',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List court claims, for administrators',
        querystring: adminClaimsQuerySchema,
        response: { 200: claimsListSchema },
      },
    },
    async (request) => ({ items: await listClaims(app.db, request.query.status) }),
  );

  /**
   * The answer, once. The court is locked first, then the claim: answers about one court take
   * turns (in this order, so two never wait on each other), and a second one sees the first.
   */
  function decide(claimId: string, adminId: string, approve: boolean) {
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      const found = await findClaim(tx, claimId);
      if (!found) throw claimNotFound();
      await tx.query('select 1 from courts where id = $1 for update', [found.court.id]);
      const claim = await findClaim(tx, claimId, { withEmail: true, lock: true });
      if (!claim) throw claimNotFound();
      if (claim.status !== 'pending') {
        throw new ApiError(409, 'claim_not_pending', `This claim is already ${claim.status}`);
      }
      if (approve) {
        const [court] = await tx.query<{ owner_id: string | null }>(
          'select owner_id from courts where id = $1',
          [claim.court.id],
        );
        if (court?.owner_id) throw courtHasOwner();
        await tx.query('update courts set owner_id = $2, updated_at = $3 where id = $1', [
          claim.court.id,
          claim.claimant.id,
          now,
        ]);
        for (const other of await rejectOtherClaims(tx, claim.court.id, claim.id, adminId, now)) {
          await tellClaimant(
            tx,
            { court: claim.court, claimantId: other.claimant_id },
            false,
            adminId,
            now,
          );
        }
      }
      await decideClaim(tx, claim.id, approve ? 'approved' : 'rejected', adminId, now);
      await tellClaimant(
        tx,
        { court: claim.court, claimantId: claim.claimant.id },
        approve,
        adminId,
        now,
      );
      const decided = await findClaim(tx, claim.id, { withEmail: true });
      if (!decided) throw claimNotFound();
      return decided;
    });
  }

  app.post(
    '/api/admin/claims/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Approve a court claim: the claimant owns the court',
        params: idParamsSchema,
        response: { 200: courtClaimSchema },
        errors: { 404: ['claim_not_found'], 409: ['claim_not_pending', 'court_has_owner'] },
      },
    },
    (request) => decide(request.params.id, signedInUser(request).id, true),
  );
  app.post(
    '/api/admin/claims/:id/reject',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Reject a court claim',
        params: idParamsSchema,
        response: { 200: courtClaimSchema },
        errors: { 404: ['claim_not_found'], 409: ['claim_not_pending'] },
      },
    },
    (request) => decide(request.params.id, signedInUser(request).id, false),
  );
};
