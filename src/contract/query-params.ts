import { z } from 'zod';

/** A list in a query string: `a,b,c` or repeated keys; empty parts are dropped. */
export function csvList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter(Boolean);
  }, z.array(item).max(20).optional());
}

export const searchTextSchema = z.string().trim().max(100).optional();

export const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    nextCursor: z.string().nullable(),
  });
}

/** `:id` in a path. */
export const idParamsSchema = z.object({ id: z.guid() });
