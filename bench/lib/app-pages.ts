/** A visitor's ways into the app, opened by bench/first-view.ts and bench/lighthouse.ts. */
export const SAMPLE_COURT_PATH = '/courts/10000000-0000-0000-0000-000000000001';

export const APP_PAGES = ['/', '/?tab=courts', '/auth', SAMPLE_COURT_PATH];

/** The court's id makes a long column; the table says which page it is. */
export function pageLabel(path: string): string {
  return path === SAMPLE_COURT_PATH ? '/courts/:id (sample court 1)' : path;
}
