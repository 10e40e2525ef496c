import { z } from 'zod';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Spec §3: the districts of Sofia the product knows, in display order. */
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
export const districtSchema = z.enum(DISTRICTS);
export type District = z.infer<typeof districtSchema>;

/** The search-request dialog offers every district but Krasno selo (spec §3). */
export const SEARCH_REQUEST_DISTRICTS = DISTRICTS.filter((d) => d !== 'krasno_selo');

export const SURFACES = ['clay', 'hard', 'grass', 'synthetic', 'indoor'] as const;
export const surfaceSchema = z.enum(SURFACES);
export type Surface = z.infer<typeof surfaceSchema>;

export const AVAILABILITY = ['mornings', 'afternoons', 'evenings', 'weekends'] as const;
export const availabilitySchema = z.enum(AVAILABILITY);
export type Availability = z.infer<typeof availabilitySchema>;

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
export const amenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof amenitySchema>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;
