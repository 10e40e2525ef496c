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

/** What a court is laid with; where it is played is its setting. `synthetic`: artificial grass. */
export const SURFACES = ['clay', 'hard', 'grass', 'synthetic', 'carpet'] as const;
export type Surface = (typeof SURFACES)[number];

/** Where a court is played: in the open, in a hall, or in the open under a cover in winter. */
export const COURT_SETTINGS = ['outdoor', 'indoor', 'winter_cover'] as const;
export type CourtSetting = (typeof COURT_SETTINGS)[number];

/** What covers a court in winter: an air-supported balloon or a frame hall. */
export const WINTER_COVERS = ['balloon', 'frame'] as const;
export type WinterCoverKind = (typeof WINTER_COVERS)[number];

/**
 * What the Courts tab filters by beside surface and amenities: a roof over the court this month
 * (indoor, or under its winter cover), floodlights to play after dark, heating in winter.
 */
export const COURT_CONDITIONS = ['covered_now', 'floodlights', 'heated'] as const;
export type CourtCondition = (typeof COURT_CONDITIONS)[number];

export const AVAILABILITY = ['mornings', 'afternoons', 'evenings', 'weekends'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const AMENITIES = [
  'parking',
  'changing_rooms',
  'showers',
  'cafe',
  'restaurant',
  'pro_shop',
  'racket_rental',
  'ball_machine',
  'coaching',
  'video_analysis',
  'fitness_center',
  'spa',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
