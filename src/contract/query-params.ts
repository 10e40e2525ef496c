import { z } from 'zod';
import { oneLineText } from './text';

/** A list in a query string: `a,b,c` or repeated keys; empty parts are dropped. */
export function csvList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter(Boolean);
  }, z.array(item).max(20).optional());
}

export const searchTextSchema = oneLineText().max(100, 'too_long').optional();

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    nextCursor: z.string().nullable(),
  });
}

/**
 * A page of a search list (players, courts): `total` is exact up to LIST_TOTAL_EXACT_UP_TO;
 * beyond it `total` is that number and `totalIsLowerBound` true ('1,000+').
 */
export function searchPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ totalIsLowerBound: z.boolean() });
}

/** `:id` in a path. */
export const idParamsSchema = z.object({ id: z.guid() });
