/** One page of a keyset-paginated list from the API. */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}
