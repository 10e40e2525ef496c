import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './socket-origin';

describe('isAllowedSocketOrigin', () => {
  it('takes the host the request came to, with or without the default port', () => {
    expect(isAllowedSocketOrigin('https://tennis.bg', 'tennis.bg', [])).toBe(true);
    expect(isAllowedSocketOrigin('https://tennis.bg', 'tennis.bg:443', [])).toBe(true);
    expect(isAllowedSocketOrigin('https://Tennis.BG', 'tennis.bg', [])).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost:5173', 'localhost:5173', [])).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost:5173', 'localhost:3000', [])).toBe(false);
  });

  it('takes the listed origins exactly, and nothing like them', () => {
    const allowed = ['https://tennis.bg', 'https://partner.example.com'];
    expect(isAllowedSocketOrigin('https://tennis.bg', 'internal:3000', allowed)).toBe(true);
    expect(isAllowedSocketOrigin('https://tennis.bg:443', 'internal:3000', allowed)).toBe(true);
    expect(isAllowedSocketOrigin('http://tennis.bg', 'internal:3000', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('https://tennis.bg.evil.com', 'internal:3000', allowed)).toBe(
      false,
    );
    expect(isAllowedSocketOrigin('https://evil.com', 'internal:3000', allowed)).toBe(false);
  });

  it('refuses what is no web origin, and lets a client without Origin through', () => {
    for (const origin of ['null', 'file://', 'chrome-extension://abc', '', 'tennis.bg']) {
      expect(isAllowedSocketOrigin(origin, 'tennis.bg', [])).toBe(false);
    }
    expect(isAllowedSocketOrigin(undefined, 'tennis.bg', [])).toBe(true);
  });
});
