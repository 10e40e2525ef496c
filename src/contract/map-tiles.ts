import { z } from 'zod';

/**
 * The courts map's background: raster tiles from a tile server (MAP_TILE_URL).
 *
 * | call               | auth | query | success       |
 * |--------------------|------|-------|---------------|
 * | GET /api/map-tiles | –    | –     | 200 MapTiles  |
 *
 * `tileUrl` is a template as Leaflet fills it in: `{z}`, `{x}` and `{y}` for the tile.
 */

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTilesSchema = z.object({ tileUrl: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * Whether `text` is a tile URL template the app can use and the CSP can allow exactly: http or
 * https, a host written out (no `{s}` subdomains: the policy would need a wildcard), no user
 * or password, and `{z}`, `{x}` and `{y}` after the host.
 */
export function isTileUrlTemplate(text: string): boolean {
  const match = /^https?:\/\/([^/?#@\s{}]+)(\/[^\s"'<>\\]*)$/i.exec(text);
  const rest = match?.[2] ?? '';
  if (!['{z}', '{x}', '{y}'].every((part) => rest.includes(part))) return false;
  try {
    return new URL(withPlaceholdersFilled(text)).origin !== 'null';
  } catch {
    return false;
  }
}

/** The server the tiles come from, as a CSP source: `https://tile.openstreetmap.org`. */
export function tileOrigin(template: string): string {
  return new URL(withPlaceholdersFilled(template)).origin;
}

function withPlaceholdersFilled(template: string): string {
  return template.replace(/\{[^{}]*\}/g, '0');
}
