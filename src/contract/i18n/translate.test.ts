import { describe, expect, it } from 'vitest';
import { MISSING_KEY_MARK, translate } from './translate';

const en = {
  players_count_one: '{{count, number}} player',
  players_count_other: '{{count, number}} players',
  greeting: 'Hello, {{name}}!',
  price: '≈ €{{euro, number(minimumFractionDigits: 2; maximumFractionDigits: 2)}}',
};
const bg = {
  players_count_one: '{{count, number}} играч',
  players_count_other: '{{count, number}} играчи',
};

describe('translate', () => {
  it('picks the plural form the language asks for and formats the count its way', () => {
    expect(translate(en, 'en', 'players_count', { count: 1 })).toBe('1 player');
    expect(translate(en, 'en', 'players_count', { count: 2400 })).toBe('2,400 players');
    expect(translate(bg, 'bg', 'players_count', { count: 1 })).toBe('1 играч');
    expect(translate(bg, 'bg', 'players_count', { count: 24000 })).toBe('24\u00a0000 играчи');
    expect(translate(en, 'en', 'players_count', { count: 0 })).toBe('0 players');
  });

  it('fills placeholders as given, with number options', () => {
    expect(translate(en, 'en', 'greeting', { name: '<b>Ана</b>' })).toBe('Hello, <b>Ана</b>!');
    expect(translate(en, 'en', 'price', { euro: 17.9 })).toBe('≈ €17.90');
    expect(translate(en, 'en', 'greeting')).toBe('Hello, !');
  });

  it('takes the first of several keys that the dictionary has', () => {
    expect(translate(en, 'en', ['no_such_key', 'greeting'], { name: 'Ana' })).toBe('Hello, Ana!');
  });

  it('marks a missing key', () => {
    expect(translate(en, 'en', 'no_such_key')).toBe(`${MISSING_KEY_MARK}no_such_key`);
  });
});
