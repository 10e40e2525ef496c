import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SkillLevel } from '#contract/enum-values';
import { type Schedule, scheduleBodySchema, scheduleSchema } from '#contract/schedule';
import { sofiaDate } from '#contract/sofia-time';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { unknownCourtIds } from '../profile/profile-repository';
import { findSchedule, saveSchedule } from './schedule-repository';

/** The signed-in player's weekly schedule: theirs alone to read and change. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(userId: string): Promise<Schedule> {
    const [profile] = await app.db.query<{
      district: Schedule['districts'][number] | null;
      skill_level: SkillLevel;
    }>('select district, skill_level from profiles where id = $1', [userId]);
    if (!profile) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
    return findSchedule(app.db, userId, { district: profile.district, level: profile.skill_level });
  }

  app.get(
    '/api/me/schedule',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Get my weekly schedule',
        response: { 200: scheduleSchema },
      },
    },
    (request) => load(signedInUser(request).id),
  );

  app.put(
    '/api/me/schedule',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Save my weekly schedule',
        body: scheduleBodySchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const body = request.body;
      const fields: Record<string, string> = {};
      if (body.pausedUntil && body.pausedUntil < sofiaDate(app.clock.now())) {
        fields.pausedUntil = 'in_past';
      }
      if ((await unknownCourtIds(app.db, body.courtIds)).length) fields.courtIds = 'unknown_court';
      if (Object.keys(fields).length) {
        throw new ApiError(400, 'validation', 'Some fields are not valid', fields);
      }
      await app.limitWrite(request, 'profile');
      await saveSchedule(app.db, userId, body, app.clock.now());
      return load(userId);
    },
  );
};
