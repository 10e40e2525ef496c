/**
 * The web app's pages, as the server knows them: any other path answers 404 with the app's
 * not-found page. `:id` is a UUID. Keep in step with src/web/app/router.tsx (the browser
 * test e2e/routes.spec.ts visits each).
 */
export const WEB_ROUTES = [
  '/',
  '/auth',
  '/auth/confirm',
  '/auth/reset-password',
  '/auth/change-email',
  '/profile',
  '/messages',
  '/my/bookings',
  '/my/courts',
  '/my/courts/new',
  '/my/courts/:id/edit',
  '/my/courts/:id/calendar',
  '/my/matches',
  '/my/games',
  '/partners',
  '/open-matches/:id',
  '/courts/:id',
  '/players/:id',
  '/admin/claims',
  '/admin/reports',
] as const;
export type WebRoute = (typeof WEB_ROUTES)[number];

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const PATTERNS = WEB_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(route === '/' ? '^/$' : `^${route.replace(':id', `(${UUID})`)}/?$`),
}));

/** The page a path shows, with its id; undefined for a path the app does not have. */
export function matchWebRoute(path: string): { route: WebRoute; id?: string } | undefined {
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return match[1] ? { route, id: match[1].toLowerCase() } : { route };
  }
  return undefined;
}
