/** One page of a keyset-paginated list from the API. */
export interface Page<T> {
  items: T[];
  total: number;
  /** Search lists: `total` is a floor ('1,000+'), not the exact count (decision 017). */
  totalIsLowerBound?: boolean;
  nextCursor: string | null;
}
