import { queryOptions } from '@tanstack/react-query';
import type { CourtsPage } from '#contract/courts';
import { apiFetch, toQueryString } from '#web/lib/api-client';

export interface CourtChoice {
  id: string;
  name: string;
  nameEn: string | null;
}

/** Enough pages of GET /api/courts for a city's courts; the picker lists them all. */
const MAX_PAGES = 10;

async function fetchCourtChoices(signal: AbortSignal): Promise<CourtChoice[]> {
  const choices: CourtChoice[] = [];
  let cursor: string | null | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await apiFetch<CourtsPage>(`/api/courts${toQueryString({ cursor })}`, {
      signal,
      auth: false,
    });
    for (const court of result.items) {
      choices.push({ id: court.id, name: court.name, nameEn: court.nameEn ?? null });
    }
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return choices;
}

export const courtChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['court-choices'],
    queryFn: ({ signal }) => fetchCourtChoices(signal),
    staleTime: 5 * 60_000,
  });
