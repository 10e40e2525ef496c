import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, storeLanguage } from './detect-language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('detectLanguage', () => {
  it('takes the stored choice first', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    storeLanguage('bg');
    expect(detectLanguage()).toBe('bg');
    expect(document.cookie).toContain('language=bg');
  });

  it("then the first of the browser's languages the app speaks", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-GB', 'bg']);
    expect(detectLanguage()).toBe('en');
  });

  it('then Bulgarian', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr']);
    expect(detectLanguage()).toBe('bg');
  });
});
