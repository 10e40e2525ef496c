import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Profile, profileSchema, profileUpdateSchema } from '#contract/profile';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from '#server/plugins/auth';
import { hasWindows } from '../schedule/schedule-repository';
import { findProfile, unknownCourtIds, updateProfile } from './profile-repository';

/** The signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(userId: string): Promise<Profile> {
    const profile = await findProfile(app.db, userId);
    if (!profile) throw new ApiError(401, 'invalid_token', 'This account no longer exists');
    return { ...profile, isAdmin: await app.isAdmin(userId) };
  }

  app.get(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Get the own profile', response: { 200: profileSchema } },
    },
    (request) => load(signedInUser(request).id),
  );

  app.put(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change the own profile',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await load(userId);
      const courts = request.body.preferredCourtIds ?? [];
      if ((await unknownCourtIds(app.db, courts)).length) {
        throw new ApiError(400, 'validation', 'Some fields are not valid', {
          preferredCourtIds: 'unknown_court',
        });
      }
      await app.limitWrite(request, 'profile');
      // A player with a weekly schedule has the availability its windows make true.
      const changes = (await hasWindows(app.db, userId))
        ? { ...request.body, availability: undefined }
        : request.body;
      await updateProfile(app.db, userId, changes, app.clock.now());
      return load(userId);
    },
  );
};
