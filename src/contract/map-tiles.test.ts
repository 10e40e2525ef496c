import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, isTileUrlTemplate, tileOrigin } from './map-tiles';

describe('isTileUrlTemplate', () => {
  it.each([
    DEFAULT_MAP_TILE_URL,
    'http://localhost:8080/tiles/{z}/{x}/{y}.png',
    'https://tiles.example.com/osm/{z}/{x}/{y}{r}.png?key=abc',
    'https://tiles.example.com/{y}/{x}/{z}',
  ])('takes %s', (template) => {
    expect(isTileUrlTemplate(template)).toBe(true);
  });

  it.each([
    ['no placeholders', 'https://tile.openstreetmap.org/tiles.png'],
    ['no {y}', 'https://tile.openstreetmap.org/{z}/{x}.png'],
    ['placeholders only in the host', 'https://{z}{x}{y}.example.com/'],
    ['a subdomain placeholder', 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['another scheme', 'ftp://tile.example.com/{z}/{x}/{y}.png'],
    ['no scheme', 'tile.openstreetmap.org/{z}/{x}/{y}.png'],
    ['a user and password', 'https://user:pw@tile.example.com/{z}/{x}/{y}.png'],
    ['a space', 'https://tile.example.com/{z}/{x}/{y}.png x'],
    ['a quote that would end a CSP source', "https://tile.example.com/{z}/{x}/{y}.png'"],
    ['a bad port', 'https://tile.example.com:99999/{z}/{x}/{y}.png'],
  ])('refuses %s', (_why, template) => {
    expect(isTileUrlTemplate(template)).toBe(false);
  });
});

describe('tileOrigin', () => {
  it('is the scheme, host and port, as a CSP source names them', () => {
    expect(tileOrigin(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://LOCALHOST:8080/t/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileOrigin('https://tiles.example.com:443/{z}/{x}/{y}')).toBe(
      'https://tiles.example.com',
    );
  });
});
