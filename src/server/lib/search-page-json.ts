import type { ListTotal } from './capped-total';

/**
 * The JSON of a search list's page (contract `searchPageOf`) around items PostgreSQL wrote as
 * JSON (decision 029).
 */
export function searchPageJson(
  items: readonly string[],
  total: ListTotal,
  nextCursor: string | null,
): string {
  return (
    `{"items":[${items.join(',')}],"total":${total.total},` +
    `"totalIsLowerBound":${total.totalIsLowerBound},"nextCursor":${JSON.stringify(nextCursor)}}`
  );
}
