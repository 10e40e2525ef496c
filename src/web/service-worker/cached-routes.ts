/** The app's shell: the page without a server rendering, which renders itself from the data. */
export const SHELL_URL = '/index.html';

// Everybody's data: the same answer whoever asks (the lists, a court, a player, the numbers).
const PUBLIC_READS = [
  /^\/api\/players(\/[^/]+)?$/,
  /^\/api\/courts(\/[^/]+(\/availability)?)?$/,
  /^\/api\/partner-requests$/,
  // Where the map's tiles come from: offline, the tiles the browser kept can still show.
  /^\/api\/map-tiles$/,
];

/** Whether the service worker may keep the answer to this request for offline use. */
export function isPublicRead(method: string, url: URL): boolean {
  return (
    method === 'GET' &&
    PUBLIC_READS.some((path) => path.test(url.pathname)) &&
    // "mine" lists belong to one user.
    !url.searchParams.has('mine')
  );
}
