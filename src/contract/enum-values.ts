/**
 * The enumerations as plain arrays and types, without zod, so that the web app can list them
 * without loading zod on the home page. `enums.ts` builds the schemas from these.
 */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/**
 * The districts of Sofia the product knows, in display order: the one list of them, for courts,
 * profiles, partner requests and every filter and form.
 */
export const DISTRICTS = [
  'center',
  'vitosha',
  'mladost',
  'lozenets',
  'boyana',
  'ovcha_kupel',
  'studentski_grad',
  'krasno_selo',
] as const;
export type District = (typeof DISTRICTS)[number];

export const SURFACES = ['clay', 'hard', 'grass', 'synthetic', 'indoor'] as const;
export type Surface = (typeof SURFACES)[number];

export const AVAILABILITY = ['mornings', 'afternoons', 'evenings', 'weekends'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const AMENITIES = [
  'parking',
  'changing_rooms',
  'equipment_rental',
  'coaching',
  'premium_courts',
  'restaurant',
  'spa',
  'pro_shop',
  'cafe',
  'showers',
  'professional_coaching',
  'video_analysis',
  'fitness_center',
  'basic_facilities',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
