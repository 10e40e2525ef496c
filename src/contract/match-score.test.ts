import { describe, expect, it } from 'vitest';
import { analyseScore } from './match-score';

const winner = (...sets: string[]) => {
  const result = analyseScore(sets);
  return result.ok ? [result.winner, result.bestOf] : result.problem;
};

describe('analyseScore', () => {
  it('derives the winner of best-of-3 and best-of-5 matches', () => {
    expect(winner('6-4', '6-3')).toEqual(['reporter', 3]);
    expect(winner('6-4', '3-6', '10-8')).toEqual(['reporter', 3]);
    expect(winner('4-6', '7-6', '6-7')).toEqual(['opponent', 3]);
    expect(winner('6-4', '6-4', '6-4')).toEqual(['reporter', 5]);
    expect(winner('6-4', '4-6', '5-7', '7-5', '12-14')).toEqual(['opponent', 5]);
    expect(winner('6-0', '0-6', '11-9')).toEqual(['reporter', 3]);
  });

  it('normalises spacing and separators', () => {
    const result = analyseScore([' 6 : 4', '7–5 ']);
    expect(result.ok && result.sets).toEqual(['6-4', '7-5']);
  });

  it('refuses impossible sets', () => {
    for (const set of ['6-5', '7-4', '8-6', '10-9', '11-8', '12-9', '5-3', '0-0', '6-6']) {
      expect(analyseScore([set, '6-0']), set).toMatchObject({ ok: false, problem: 'invalid_set' });
    }
    expect(analyseScore(['six-four', '6-0'])).toMatchObject({ problem: 'set_format', index: 0 });
  });

  it('refuses matches that are not decided, or go on after they are', () => {
    expect(winner('6-4')).toBe('match_not_decided');
    expect(winner('6-4', '4-6')).toBe('match_not_decided');
    expect(winner('6-4', '6-4', '4-6')).toBe('match_not_decided');
    expect(winner('6-4', '6-4', '6-4', '6-4')).toBe('match_not_decided');
    expect(winner('10-8', '6-4')).toBe('tiebreak_not_deciding');
    expect(winner('6-4', '10-8', '6-4', '6-4')).toBe('tiebreak_not_deciding');
  });
});
