import { z } from 'zod';

/** Stable error codes; each maps to the dictionary key `error_<code>` in the web app. */
export const ERROR_CODES = [
  'validation',
  'not_found',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
