// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '#contract/web-routes';
import { testCourt } from '#test/support/web/test-court';
import { renderPage } from './entry-server';

const COURT_ID = '10000000-0000-0000-0000-000000000001';
const court = testCourt({
  id: COURT_ID,
  name: 'Тенис клуб Тест',
  nameEn: 'Test Tennis Club',
  address: 'ул. Тестова 1',
  pricePerHour: 20,
  totalCourts: 2,
  openingHours: { mon: { open: '08:00', close: '20:00' } },
  amenities: ['parking'],
  lat: 42.69,
  lng: 23.32,
  distanceKm: 1,
});

/** The API as the server answers a rendering: by path, with the calls it was asked for. */
function api(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const transport = async (path: string) => {
    calls.push(path.split('?')[0] ?? path);
    const answer = Object.entries(answers).find(([prefix]) => path.split('?')[0] === prefix);
    if (!answer)
      return Response.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 });
    return Response.json(answer[1]);
  };
  return { transport, calls };
}

describe('renderPage', () => {
  it('renders a court with its data, fetching what each rendering asks for next', async () => {
    // A court its owner runs: its page has the week's free times, which the browser fetches.
    // GET /api/courts/:id answers the court with its units (none differ here).
    const owned = { ...court, ownerId: '00000000-0000-4000-8000-000000000101', units: [] };
    const { transport, calls } = api({ [`/api/courts/${COURT_ID}`]: owned });
    const errors: unknown[] = [];
    const page = await renderPage(`/courts/${COURT_ID}`, 'en', {
      api: transport,
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
    expect(page.html).toContain('Test Tennis Club');
    // The court first, then the reviews its page asks for once the court is in; the week's free
    // times are the browser's to fetch, after the page runs.
    expect(calls).toEqual([`/api/courts/${COURT_ID}`, `/api/courts/${COURT_ID}/reviews`]);
    const keys = page.state.queries.map((query) => query.queryKey[0]);
    // The failed reviews are not handed over: the browser fetches them, from the same loading state.
    expect(keys).toEqual(['court']);
    expect(page.html).toContain('role="status"');
    expect(page.html).toContain('Loading the free times…');
  });

  it.each([
    ['court', '/courts', 'bg', 'Опа! Страницата не е намерена'],
    ['player', '/players', 'en', 'Oops! Page not found'],
  ])(
    'renders the not-found page for an unknown %s, its answer handed over',
    async (kind, path, language, text) => {
      const unknown = '10000000-0000-4000-8000-0000000000ff';
      const calls: string[] = [];
      const transport = async (url: string) => {
        calls.push(url);
        return Response.json(
          { error: { code: `${kind}_not_found`, message: 'x' } },
          { status: 404 },
        );
      };
      const page = await renderPage(`${path}/${unknown}`, language as 'bg' | 'en', {
        api: transport,
      });
      expect(page.html).toContain(text);
      expect(page.html).not.toContain('role="status"');
      expect(calls).toEqual([`/api/${path.slice(1)}/${unknown}`]);
      // The browser starts from the answer 'none' and does not ask again.
      expect(page.state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
        [[kind, unknown], null],
      ]);
    },
  );

  it('renders a page without data when the API cannot answer', async () => {
    const { transport } = api({});
    const page = await renderPage('/', 'bg', { api: transport });
    expect(page.html).toContain('Намерете своя идеален тенис партньор в София');
    expect(page.state.queries).toEqual([]);
  });
});

describe('every page', () => {
  // A part that throws on the server (a browser-only global read while rendering, say) is
  // rendered by the browser instead, with React's recoverable error #419 in its console.
  it.each([...WEB_ROUTES, '/nope'])('%s renders on the server without an error', async (route) => {
    const { transport } = api({});
    const errors: unknown[] = [];
    await renderPage(route.replace(':id', COURT_ID), 'bg', {
      api: transport,
      onError: (error) => errors.push(error),
    });
    expect(errors).toEqual([]);
  });
});
