import { describe, expect, it } from 'vitest';
import { startI18n } from './app-i18n';
import { MISSING_KEY_MARK } from './translate';

describe("the page's i18n", () => {
  it('marks a missing key visibly, loads the dictionary lazily and keeps <html lang> in step', async () => {
    const i18n = await startI18n('bg');
    expect(document.documentElement.lang).toBe('bg');
    expect(i18n.t('no_such_key')).toBe(`${MISSING_KEY_MARK}no_such_key`);
    await i18n.changeLanguage('en');
    expect(i18n.t('more_filters')).toBe('More Filters');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(i18n.t('players_count', { count: 2400 })).toBe('2,400 players');
    await i18n.changeLanguage('bg');
    expect(i18n.t('players_count', { count: 1 })).toBe('1 играч');
    expect(document.documentElement.lang).toBe('bg');
  });
});
