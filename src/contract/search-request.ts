import { z } from 'zod';
import { districtSchema, skillLevelSchema } from './enums';
import { multiLineText, oneLineText } from './text';

/**
 * A partner request: skill level, preferred location and preferred time are required; the message is
 * optional. Messages are dictionary keys (`validation_<message>`).
 */
export const searchRequestSchema = z.object({
  level: z.union([skillLevelSchema, z.literal('')]).refine((v) => v !== '', 'required'),
  district: z.union([districtSchema, z.literal('')]).refine((v) => v !== '', 'required'),
  preferredTime: oneLineText().min(1, 'required').max(100, 'too_long'),
  message: multiLineText().max(500, 'too_long'),
});
export type SearchRequestInput = z.input<typeof searchRequestSchema>;
