import { z } from 'zod';
import {
  AMENITIES,
  AVAILABILITY,
  DISTRICTS,
  SKILL_LEVELS,
  SURFACES,
  WEEKDAYS,
} from './enum-values';

export * from './enum-values';

export const skillLevelSchema = z.enum(SKILL_LEVELS);
export const districtSchema = z.enum(DISTRICTS);
export const surfaceSchema = z.enum(SURFACES);
export const availabilitySchema = z.enum(AVAILABILITY);
export const amenitySchema = z.enum(AMENITIES);
export const weekdaySchema = z.enum(WEEKDAYS);
