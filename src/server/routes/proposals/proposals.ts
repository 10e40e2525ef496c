import { SHOW_UP_RECORD_MIN_EVENTS } from '#contract/no-shows';
import {
  FAIRNESS_STEP,
  PROPOSAL_DAYS,
  PROPOSALS_LIMIT,
  type Proposal,
  type Proposals,
  VARIETY_DAYS,
} from '#contract/proposals';
import { START_DEVIATION } from '#contract/rating-values';
import {
  addDays,
  minutesOf,
  sofiaDate,
  sofiaTime,
  timeOfMinutes,
  weekStartOf,
} from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { winChance } from '#server/ratings/glicko';
import { showUpCountsOf } from '../no-shows/no-shows-repository';
import { gamesThatFitPlayer } from '../open-matches/games-that-fit';
import { findOpenMatch } from '../open-matches/open-matches-repository';
import { busySpans, freeParts } from './busy-times';
import { freeCourtsFor } from './free-courts';
import {
  type CandidateCursor,
  findCandidates,
  findHolder,
  findPlaceCourts,
  hourStartsOf,
  recentPartners,
  type ScheduleHolder,
} from './proposals-repository';
import { hourStartsAhead, type Moment, nextHalfHour, sharedMoments } from './shared-moments';

/** A proposal before the court, the record and variety are looked up. */
interface Draft {
  other: ScheduleHolder;
  /** Every moment both are free by their windows, the first one proposed. */
  moments: Moment[];
  moment: Moment;
  format: Proposal['format'];
  district: Proposal['district'];
  courtId: string | null;
  winChance: number;
  fairness: number;
}

/** How far from an even game, in FAIRNESS_STEP steps: the first key of the order. */
export const fairnessOf = (chance: number) => Math.round(Math.abs(chance - 0.5) / FAIRNESS_STEP);

/** What the two players have in common, or undefined when they share no moment or place. */
function draftOf(viewer: ScheduleHolder, other: ScheduleHolder, today: string, earliest: number) {
  const moments = sharedMoments(viewer, other, today, earliest);
  const moment = moments[0];
  if (!moment) return undefined;
  const courtId = viewer.courtIds.find((id) => other.courtIds.includes(id)) ?? null;
  const district = viewer.districts.find((d) => other.districts.includes(d));
  if (!courtId && !district) return undefined;
  const chance = winChance(viewer, other);
  const draft: Draft = {
    other,
    moments,
    moment,
    format:
      viewer.formats.includes('singles') && other.formats.includes('singles')
        ? 'singles'
        : 'doubles',
    // A court's own district is filled in once the court is read.
    district: district ?? 'center',
    courtId,
    winChance: chance,
    fairness: fairnessOf(chance),
  };
  return draft;
}

/**
 * Moves each draft's moment past what either player already has then (a game, a booking), and
 * drops a draft with no moment left: both free means free of those too. A pair already in a
 * game together this week has its match: it is not proposed again.
 */
async function leaveOutBusyTimes(db: Queryable, viewerId: string, drafts: Draft[], now: Date) {
  const busy = await busySpans(
    db,
    [viewerId, ...drafts.map((d) => d.other.id)],
    now,
    new Date(now.getTime() + (PROPOSAL_DAYS + 1) * 86_400_000),
  );
  const mine = busy.get(viewerId) ?? [];
  const myGames = new Set(mine.flatMap((span) => (span.gameId ? [span.gameId] : [])));
  for (let k = drafts.length - 1; k >= 0; k--) {
    const draft = drafts[k] as Draft;
    const theirs = busy.get(draft.other.id) ?? [];
    if (theirs.some((span) => span.gameId && myGames.has(span.gameId))) {
      drafts.splice(k, 1);
      continue;
    }
    const free = freeParts(draft.moments, [...mine, ...theirs]);
    const first = free[0];
    if (first) draft.moment = first;
    else drafts.splice(k, 1);
  }
}

/** How many drafts the later keys reorder: they only reorder within a step of fairness. */
const DRAFTS = PROPOSALS_LIMIT * 3;
/** Candidates read a page: most share a moment with the viewer, so the first page mostly does. */
const FIRST_PAGE = DRAFTS + 10;
// Past the first page, few candidates share a moment: the rest are read at once.
const NEXT_PAGE = 2_000;

const byFairness = (a: Draft, b: Draft) =>
  a.fairness - b.fairness || a.other.id.localeCompare(b.other.id);

/**
 * The DRAFTS fairest drafts, by fairness then id: the candidates are read a page at a time in
 * SQL's order of their lowest possible step, until no unread one can come before the last draft
 * kept (its step is no less and it comes after in id), or none is left.
 */
export async function fairestDrafts(
  db: Queryable,
  viewer: ScheduleHolder,
  today: string,
  earliest: number,
  pages: { first: number; next: number; everyHour?: boolean } = {
    first: FIRST_PAGE,
    next: NEXT_PAGE,
  },
): Promise<Draft[]> {
  const options = {
    lastDate: addDays(today, PROPOSAL_DAYS - 1),
    weekStart: weekStartOf(today),
    // `everyHour` (for a test) asks with all of the viewer's hours, those gone by too.
    hourStarts: pages.everyHour
      ? hourStartsOf(viewer.windows)
      : hourStartsAhead(viewer, today, earliest),
    startDeviation: START_DEVIATION,
    fairnessStep: FAIRNESS_STEP,
  };
  if (options.hourStarts.length === 0) return [];
  let drafts: Draft[] = [];
  let after: CandidateCursor | undefined;
  for (let limit = pages.first; ; limit = pages.next) {
    const page = await findCandidates(db, viewer, { ...options, limit, after });
    for (const other of page) {
      const draft = draftOf(viewer, other, today, earliest);
      if (draft) drafts.push(draft);
    }
    drafts = drafts.sort(byFairness).slice(0, DRAFTS);
    const last = page.at(-1);
    if (!last || page.length < limit) return drafts;
    after = { lowStep: last.lowStep, id: last.id };
    const kept = drafts.at(-1);
    // Every unread candidate's step is at least last.lowStep, and at that step its id is greater.
    if (
      kept &&
      drafts.length === DRAFTS &&
      (last.lowStep > kept.fairness || (last.lowStep === kept.fairness && last.id >= kept.other.id))
    ) {
      return drafts;
    }
  }
}

/** The order of proposals: fairness, a free court, the show-up record, variety, then the sooner. */
export interface RankKeys {
  fairness: number;
  freeCourt: boolean;
  showUpShare: number;
  repeat: boolean;
  /** The moment's date and start, `YYYY-MM-DD HH:MM`: the sooner first when all else is equal. */
  when: string;
}

export function compareProposals(a: RankKeys, b: RankKeys): number {
  return (
    a.fairness - b.fairness ||
    Number(b.freeCourt) - Number(a.freeCourt) ||
    b.showUpShare - a.showUpShare ||
    Number(a.repeat) - Number(b.repeat) ||
    a.when.localeCompare(b.when)
  );
}

/** The signed-in player's partners for the week (contract/proposals.ts). */
export async function proposalsFor(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<Omit<Proposals, 'games'>> {
  const viewer = await findHolder(db, userId, START_DEVIATION);
  if (!viewer || viewer.windows.length === 0) return { state: 'no_windows', items: [] };
  const today = sofiaDate(now);
  const lastDate = addDays(today, PROPOSAL_DAYS - 1);
  if (viewer.pausedUntil && viewer.pausedUntil >= lastDate) return { state: 'paused', items: [] };
  const earliest = nextHalfHour(minutesOf(sofiaTime(now)) + 1);

  const drafts = await fairestDrafts(db, viewer, today, earliest);
  await leaveOutBusyTimes(db, viewer.id, drafts, now);
  if (drafts.length === 0) return { state: 'ready', items: [] };

  // None of these waits on another: a pool runs them side by side.
  const ids = drafts.map((d) => d.other.id);
  const [courts, partners, records] = await Promise.all([
    findPlaceCourts(
      db,
      [...new Set(drafts.flatMap((d) => (d.courtId ? [d.courtId] : [])))],
      [...new Set(drafts.filter((d) => !d.courtId).map((d) => d.district))],
    ),
    recentPartners(db, userId, ids, new Date(now.getTime() - VARIETY_DAYS * 86_400_000), now),
    showUpCountsOf(db, ids, now),
  ]);

  // A draft naming a court no longer bookable is dropped; the others look at their place's courts.
  const placed = drafts.flatMap((draft) => {
    const named = draft.courtId ? courts.find((c) => c.id === draft.courtId) : undefined;
    if (draft.courtId && !named) return [];
    const atPlace = named ? [named] : courts.filter((c) => c.district === draft.district);
    return [{ draft, named, moment: draft.moment, courts: atPlace }];
  });
  const frees = await freeCourtsFor(db, placed);

  const ranked = [];
  for (const [index, { draft, named }] of placed.entries()) {
    const free = frees[index] ?? null;
    const counts = records.get(draft.other.id);
    const showUp =
      counts && counts.events >= SHOW_UP_RECORD_MIN_EVENTS
        ? {
            showedUp: counts.events - counts.noShows - counts.late - counts.lateBookings,
            events: counts.events,
          }
        : null;
    const partner = partners.get(draft.other.id);
    const proposal: Proposal = {
      player: {
        id: draft.other.id,
        name: draft.other.name,
        level: draft.other.level,
        ratingPoints: draft.other.ratingPoints,
      },
      date: draft.moment.date,
      from: timeOfMinutes(draft.moment.start),
      until: draft.moment.end === 24 * 60 ? '24:00' : timeOfMinutes(draft.moment.end),
      format: draft.format,
      district: named?.district ?? draft.district,
      court: named ? { id: named.id, name: named.name, nameEn: named.nameEn } : null,
      freeCourt: free
        ? { id: free.id, name: free.name, nameEn: free.nameEn, instantBooking: free.instantBooking }
        : null,
      winChance: draft.winChance,
      showUp,
    };
    ranked.push({
      proposal,
      fairness: draft.fairness,
      freeCourt: free !== null,
      showUpShare: showUp ? showUp.showedUp / showUp.events : 0,
      repeat: Boolean(partner?.played && !partner.confirmed),
      when: `${proposal.date} ${proposal.from}`,
    });
  }
  ranked.sort(compareProposals);
  return { state: 'ready', items: ranked.slice(0, PROPOSALS_LIMIT).map((r) => r.proposal) };
}

/**
 * The games that fit the player's week (gamesThatFitPlayer) as they see them: what /partners
 * lists under the partners and the Monday mail tells, at most ten, soonest first.
 */
export async function gamesThatFitWeek(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<Proposals['games']> {
  const games: Proposals['games'] = [];
  for (const id of await gamesThatFitPlayer(db, userId, now, PROPOSAL_DAYS)) {
    const game = await findOpenMatch(db, id, userId, now);
    if (game) games.push(game);
  }
  return games;
}
