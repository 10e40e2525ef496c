import { type MatchSide, otherSide, reporterSideWon, sideOf, teamOf } from '#contract/match-teams';
import type { Match } from '#contract/matches';
import type { TFunction } from '#web/lib/i18n/translate';
import { personName } from '#web/lib/person-name';

/** A side's names: 'Maria' in singles, 'Maria & Elena' in doubles. */
export function teamName(t: TFunction, match: Match, side: MatchSide): string {
  const [first, second] = teamOf(match, side).map((person) => personName(t, person));
  return second === undefined ? (first ?? '') : t('match_team', { first, second });
}

/** The result as `selfId` sees it: their side, the other, and whether their side won. */
export function viewOf(match: Match, selfId: string) {
  const mine = sideOf(match, selfId) ?? 'reporter';
  return { mine, other: otherSide(mine), won: (mine === 'reporter') === reporterSideWon(match) };
}

/** The heading: 'Match against Elena', or 'Maria & Ivan vs Elena & Petar' in doubles. */
export function matchTitle(t: TFunction, match: Match, selfId: string): string {
  const { mine, other } = viewOf(match, selfId);
  if (!match.reporterPartner) return t('match_against', { name: teamName(t, match, other) });
  return t('match_teams', {
    reporter: teamName(t, match, mine),
    opponent: teamName(t, match, other),
  });
}
