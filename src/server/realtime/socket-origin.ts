/**
 * Whether a WebSocket upgrade may go on, by its `Origin`. A browser always sends one: a page on
 * another site must not open a socket that acts as the user (Cross-Site WebSocket Hijacking).
 * The page's own origin passes whether the proxy in front kept the host (the request's Host, or
 * X-Forwarded-Host from a trusted proxy) or the site is reached at its public address (APP_URL),
 * and so do the origins an operator allowed (CORS_ORIGINS). No Origin at all is no browser (a
 * script or an app), which the access token alone admits.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  requestHost: string,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  if (allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === parsed.origin)) return true;
  // The same host and port (the scheme's default port spelled or not); the scheme is not
  // compared, since a proxy that ends TLS hands the server plain http.
  const sameHost = parseOrigin(`${parsed.protocol}//${requestHost}`);
  return sameHost !== undefined && sameHost.host === parsed.host;
}

function parseOrigin(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
