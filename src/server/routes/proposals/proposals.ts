import { SHOW_UP_RECORD_MIN_EVENTS } from '#contract/no-shows';
import {
  FAIRNESS_STEP,
  PROPOSAL_DAYS,
  PROPOSAL_MIN_MINUTES,
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
  sofiaInstant,
  sofiaTime,
  timeOfMinutes,
  weekStartOf,
} from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { winChance } from '#server/ratings/glicko';
import { hasFreeUnit, openFor, type UnitsHeld, unitsHeldOn, unitsOf } from '../courts/court-when';
import { showUpCounts } from '../no-shows/no-shows-repository';
import { busySpans, freeParts } from './busy-times';
import {
  findCandidates,
  findHolder,
  findPlaceCourts,
  type PlaceCourt,
  recentPartners,
  type ScheduleHolder,
} from './proposals-repository';
import { type Moment, nextHalfHour, sharedMoments } from './shared-moments';

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

/** A bookable court at the place with a unit free for the moment's first hour, if any. */
async function freeCourtFor(
  read: (moment: Moment, start: number, end: number) => Promise<UnitsHeld>,
  courts: readonly PlaceCourt[],
  moment: Moment,
): Promise<PlaceCourt | null> {
  if (courts.length === 0) return null;
  const start = sofiaInstant(moment.date, timeOfMinutes(moment.start)).getTime();
  const end = start + PROPOSAL_MIN_MINUTES * 60_000;
  const held = await read(moment, start, end);
  return (
    courts.find(
      (court) =>
        openFor(court.openingHours, moment.date, moment.start, PROPOSAL_MIN_MINUTES) &&
        hasFreeUnit(court.totalCourts, unitsOf(held, court.id), { start, end }),
    ) ?? null
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

  const candidates = await findCandidates(db, viewer, {
    lastDate,
    weekStart: weekStartOf(today),
    minMinutes: PROPOSAL_MIN_MINUTES,
    startDeviation: START_DEVIATION,
  });
  const drafts = candidates
    .map((other) => draftOf(viewer, other, today, earliest))
    .filter((draft): draft is Draft => draft !== undefined)
    .sort((a, b) => a.fairness - b.fairness || a.other.id.localeCompare(b.other.id))
    // The later keys only reorder within a step of fairness: the fairest few are enough.
    .slice(0, PROPOSALS_LIMIT * 3);
  await leaveOutBusyTimes(db, viewer.id, drafts, now);
  if (drafts.length === 0) return { state: 'ready', items: [] };

  const courts = await findPlaceCourts(
    db,
    [...new Set(drafts.flatMap((d) => (d.courtId ? [d.courtId] : [])))],
    [...new Set(drafts.filter((d) => !d.courtId).map((d) => d.district))],
  );
  const partners = await recentPartners(
    db,
    userId,
    drafts.map((d) => d.other.id),
    new Date(now.getTime() - VARIETY_DAYS * 86_400_000),
    now,
  );

  // Proposals often share a moment (the same evening): its holds are read once.
  const holds = new Map<string, Promise<UnitsHeld>>();
  const read = (moment: Moment, start: number, end: number) => {
    const key = `${start} ${end}`;
    let held = holds.get(key);
    if (!held) {
      held = unitsHeldOn(db, moment.date, start, end);
      holds.set(key, held);
    }
    return held;
  };

  const ranked = [];
  for (const draft of drafts) {
    const named = draft.courtId ? courts.find((c) => c.id === draft.courtId) : undefined;
    if (draft.courtId && !named) continue;
    const atPlace = named ? [named] : courts.filter((c) => c.district === draft.district);
    const free = await freeCourtFor(read, atPlace, draft.moment);
    const counts = await showUpCounts(db, draft.other.id, now);
    const showUp =
      counts.events >= SHOW_UP_RECORD_MIN_EVENTS
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
