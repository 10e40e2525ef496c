import type { PartnerRequest } from '#contract/partner-requests';
import type { Queryable } from '#server/db/db';
import { notifyUser } from '#server/notifications/notify';

/** Tells a partner request's author that a player answered it (once per player). */
export async function notifyPartnerRequestReply(
  tx: Queryable,
  partnerRequest: PartnerRequest,
  replierId: string,
  now: Date,
): Promise<void> {
  await notifyUser(
    tx,
    {
      recipientId: partnerRequest.author.id,
      kind: 'partner_request_reply',
      actorId: replierId,
      subjectId: partnerRequest.id,
      data: {
        level: partnerRequest.level,
        district: partnerRequest.district,
        preferredTime: partnerRequest.preferredTime,
      },
    },
    now,
  );
}
