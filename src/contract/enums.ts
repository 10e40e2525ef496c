import { z } from 'zod';
import {
  AMENITIES,
  AVAILABILITY,
  COURT_CONDITIONS,
  COURT_SETTINGS,
  DISTRICTS,
  SKILL_LEVELS,
  SURFACES,
  WEEKDAYS,
  WINTER_COVERS,
} from './enum-values';

export * from './enum-values';

export const skillLevelSchema = z.enum(SKILL_LEVELS);
export const districtSchema = z.enum(DISTRICTS);
export const surfaceSchema = z.enum(SURFACES);
export const courtSettingSchema = z.enum(COURT_SETTINGS);
export const winterCoverKindSchema = z.enum(WINTER_COVERS);
export const courtConditionSchema = z.enum(COURT_CONDITIONS);
export const availabilitySchema = z.enum(AVAILABILITY);
export const amenitySchema = z.enum(AMENITIES);
export const weekdaySchema = z.enum(WEEKDAYS);
