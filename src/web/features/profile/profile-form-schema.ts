import { z } from 'zod';
import { availabilitySchema, districtSchema, skillLevelSchema } from '#contract/enums';
import { bioSchema, type Profile, phoneSchema, profileUpdateSchema } from '#contract/profile';

/**
 * The contract's PUT body as a form: text fields hold '' rather than null, and the district
 * select uses '' for none. Its output is a valid ProfileUpdate.
 */
export const profileFormSchema = profileUpdateSchema.extend({
  name: z.string().trim().min(1, 'required').pipe(profileUpdateSchema.shape.name),
  bio: bioSchema,
  phone: phoneSchema,
  level: skillLevelSchema,
  district: z.union([districtSchema, z.literal('')]).transform((value) => value || null),
  availability: z.array(availabilitySchema),
  preferredCourtIds: z.array(z.string()).max(10, 'too_many'),
  listed: z.boolean(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormValues(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    bio: profile.bio ?? '',
    phone: profile.phone ?? '',
    level: profile.level,
    district: profile.district ?? '',
    availability: profile.availability,
    preferredCourtIds: profile.preferredCourtIds,
    listed: profile.listed,
  };
}
