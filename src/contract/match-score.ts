/**
 * Tennis scores, as the player who records a result types them: each set `6-4` with the
 * recorder's games first. A set is 6-0…6-4, 7-5 or 7-6; the deciding set may be a match
 * tie-break to 10 with a two-point margin (10-0…10-8, then 11-9, 12-10 …). Best of 3 or of 5
 * sets; the last set must decide the match.
 */
export type ScoreProblem =
  | 'set_format'
  | 'invalid_set'
  | 'tiebreak_not_deciding'
  | 'match_not_decided';

export type MatchSide = 'reporter' | 'opponent';

export type ScoreAnalysis =
  | { ok: true; winner: MatchSide; bestOf: 3 | 5; sets: string[] }
  | { ok: false; problem: ScoreProblem; index?: number };

const SET_PATTERN = /^\s*(\d{1,2})\s*[-:–]\s*(\d{1,2})\s*$/;

function isRegularSet(won: number, lost: number): boolean {
  return (won === 6 && lost <= 4) || (won === 7 && (lost === 5 || lost === 6));
}

function isMatchTiebreak(won: number, lost: number): boolean {
  return (won === 10 && lost <= 8) || (won > 10 && won - lost === 2);
}

export function analyseScore(texts: readonly string[]): ScoreAnalysis {
  const sets: { reporter: number; opponent: number; tiebreak: boolean }[] = [];
  for (const [index, text] of texts.entries()) {
    const match = SET_PATTERN.exec(text);
    if (!match) return { ok: false, problem: 'set_format', index };
    const reporter = Number(match[1]);
    const opponent = Number(match[2]);
    const won = Math.max(reporter, opponent);
    const lost = Math.min(reporter, opponent);
    const tiebreak = isMatchTiebreak(won, lost);
    if (!tiebreak && !isRegularSet(won, lost)) return { ok: false, problem: 'invalid_set', index };
    sets.push({ reporter, opponent, tiebreak });
  }
  for (const bestOf of [3, 5] as const) {
    const needed = (bestOf + 1) / 2;
    const wins = { reporter: 0, opponent: 0 };
    for (const [index, set] of sets.entries()) {
      const side: MatchSide = set.reporter > set.opponent ? 'reporter' : 'opponent';
      const deciding = wins.reporter === needed - 1 && wins.opponent === needed - 1;
      if (set.tiebreak && !deciding) {
        if (bestOf === 5) return { ok: false, problem: 'tiebreak_not_deciding', index };
        break; // maybe best of 5
      }
      wins[side] += 1;
      if (wins[side] === needed) {
        if (index !== sets.length - 1) break;
        return {
          ok: true,
          winner: side,
          bestOf,
          sets: sets.map((s) => `${s.reporter}-${s.opponent}`),
        };
      }
    }
  }
  return { ok: false, problem: 'match_not_decided' };
}

/** A set as the other player sees it: "6-4" → "4-6". */
export function flipSet(set: string): string {
  const [a, b] = set.split('-');
  return `${b}-${a}`;
}
