import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { apiErrorText } from './api-error-toast';
import { fieldReasons } from './field-errors';
import { startI18n } from './i18n/app-i18n';

const tooFast = new ApiRequestError(429, 'rate_limited', 'Too many attempts', {
  retryAfter: '42',
});

describe('a refused write', () => {
  it('reads "Too many attempts" with the seconds to wait, in either language', async () => {
    const i18n = await startI18n('bg');
    expect(apiErrorText(i18n.t.bind(i18n), tooFast)).toBe(
      'Твърде много опити. Опитайте отново след 42 секунди.',
    );
    await i18n.changeLanguage('en');
    expect(apiErrorText(i18n.t.bind(i18n), tooFast)).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
  });

  it('gives a form no field problems for a 429, and the fields of a validation error', () => {
    expect(fieldReasons(tooFast)).toBeUndefined();
    const invalid = new ApiRequestError(400, 'validation', 'Some fields', { date: 'in_past' });
    expect(fieldReasons(invalid)).toEqual({ date: 'in_past' });
    expect(fieldReasons(new ApiRequestError(409, 'court_full', 'Full'))).toBeUndefined();
  });
});

describe('a server whose database is away', () => {
  it('says so in the user’s language, not the server’s English', async () => {
    const away = new ApiRequestError(503, 'database_unavailable', 'The database cannot be reached');
    const full = new ApiRequestError(503, 'storage_full', 'The server has no room left');
    const i18n = await startI18n('bg');
    const t = i18n.t.bind(i18n);
    expect(apiErrorText(t, away)).toBe(
      'Сървърът временно няма връзка с базата данни. Опитайте отново след малко.',
    );
    expect(apiErrorText(t, full)).toBe(
      'Сървърът няма място, за да запише това. Опитайте отново по-късно.',
    );
    await i18n.changeLanguage('en');
    expect(apiErrorText(i18n.t.bind(i18n), away)).toBe(
      'The server cannot reach its database right now. Please try again in a moment.',
    );
  });
});
