import type { AccountExport } from '#contract/account';
import { timeOfMinutes } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { closuresByCourt } from '#server/routes/court-closures/court-closures-repository';
import {
  PEAK_PRICE_JSON,
  PHOTOS_JSON,
  UNITS_JSON,
  WINTER_COVER_JSON,
} from '#server/routes/courts/court-json';

/**
 * The parts of a user's data export, one query each, every column named: nothing leaves that
 * is not listed here (no hashes, no push keys, no other user's address).
 */

type Time = Date | string;
const iso = (value: Time) => new Date(value).toISOString();
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));
const person = (id: string | null, name: string | null) => ({ id, name: id ? (name ?? '') : '' });

export async function exportedAccount(db: Queryable, userId: string) {
  const [row] = await db.query<{
    id: string;
    email: string;
    language: 'bg' | 'en';
    created_at: Time;
    email_confirmed_at: Time | null;
    pending_email: string | null;
    mail_off: string[];
    push_off: string[];
    name: string;
    bio: string | null;
    skill_level: AccountExport['profile']['level'];
    phone: string | null;
    district: AccountExport['profile']['district'];
    availability: AccountExport['profile']['availability'];
    preferred_court_ids: string[];
    listed: boolean;
    wins: number;
    losses: number;
    profile_created_at: Time;
    profile_updated_at: Time;
  }>(
    `select u.id, u.email, u.language, u.created_at, u.email_confirmed_at, u.mail_off, u.push_off,
       ec.new_email as pending_email, p.name, p.bio, p.skill_level, p.phone, p.district,
       p.availability, p.preferred_court_ids, p.listed, p.wins, p.losses,
       p.created_at as profile_created_at, p.updated_at as profile_updated_at
     from users u join profiles p on p.id = u.id
     left join email_changes ec on ec.user_id = u.id
     where u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return {
    account: {
      id: row.id,
      email: row.email,
      language: row.language,
      createdAt: iso(row.created_at),
      emailConfirmedAt: isoOrNull(row.email_confirmed_at),
      pendingEmail: row.pending_email,
    },
    profile: {
      name: row.name,
      bio: row.bio,
      level: row.skill_level,
      phone: row.phone,
      district: row.district,
      availability: row.availability,
      preferredCourtIds: row.preferred_court_ids,
      listed: row.listed,
      wins: row.wins,
      losses: row.losses,
      createdAt: iso(row.profile_created_at),
      updatedAt: iso(row.profile_updated_at),
    },
    settings: { mailOff: row.mail_off, pushOff: row.push_off },
  };
}

export async function exportedDevices(db: Queryable, userId: string) {
  const [pushes, sessions] = await Promise.all([
    db.query<{ endpoint: string; created_at: Time; last_sent_at: Time | null }>(
      `select endpoint, created_at, last_sent_at from push_subscriptions
       where user_id = $1 order by created_at`,
      [userId],
    ),
    db.query<{ created_at: Time; revoked_at: Time | null }>(
      'select created_at, revoked_at from sessions where user_id = $1 order by created_at',
      [userId],
    ),
  ]);
  return {
    // The endpoint itself is a capability (with the keys, anyone could push): its host only.
    pushDevices: pushes.map((row) => ({
      pushService: new URL(row.endpoint).host,
      createdAt: iso(row.created_at),
      lastSentAt: isoOrNull(row.last_sent_at),
    })),
    sessions: sessions.map((row) => ({
      createdAt: iso(row.created_at),
      endedAt: isoOrNull(row.revoked_at),
    })),
  };
}

export async function exportedCourts(
  db: Queryable,
  userId: string,
): Promise<AccountExport['courts']> {
  const rows = await db.query<{
    id: string;
    name: string;
    name_en: string | null;
    address: string;
    postcode: string;
    district: AccountExport['courts'][number]['district'];
    surface: AccountExport['courts'][number]['surface'];
    setting: AccountExport['courts'][number]['setting'];
    winter_cover: AccountExport['courts'][number]['winterCover'];
    floodlights: boolean;
    heated: boolean;
    photos: AccountExport['courts'][number]['photos'];
    price_per_hour: string | number;
    peak_price: AccountExport['courts'][number]['peakPrice'];
    total_courts: number;
    free_cancel_hours: number;
    opening_hours: AccountExport['courts'][number]['openingHours'];
    amenities: AccountExport['courts'][number]['amenities'];
    lat: number;
    lng: number;
    phone: string | null;
    website: string | null;
    instant_booking: boolean;
    units: AccountExport['courts'][number]['units'];
    created_at: Time;
    updated_at: Time;
  }>(
    `select id, name, name_en, address, postcode, district, surface, setting,
       ${WINTER_COVER_JSON} as winter_cover, floodlights, heated, ${PHOTOS_JSON} as photos,
       price_per_hour_cents / 100.0 as price_per_hour, ${PEAK_PRICE_JSON} as peak_price,
       total_courts, free_cancel_hours, opening_hours, amenities, lat, lng, phone, website,
       instant_booking, ${UNITS_JSON} as units, created_at, updated_at
     from courts where owner_id = $1 order by created_at`,
    [userId],
  );
  const closures = await closuresByCourt(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    address: row.address,
    postcode: row.postcode,
    district: row.district,
    surface: row.surface,
    setting: row.setting,
    winterCover: row.winter_cover,
    floodlights: row.floodlights,
    heated: row.heated,
    photos: row.photos,
    pricePerHour: Number(row.price_per_hour),
    peakPrice: row.peak_price,
    currency: 'EUR' as const,
    totalCourts: row.total_courts,
    freeCancelHours: row.free_cancel_hours,
    openingHours: row.opening_hours,
    amenities: row.amenities,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    website: row.website,
    instantBooking: row.instant_booking,
    units: row.units,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    closures: closures.get(row.id) ?? [],
  }));
}

interface BookingRow {
  id: string;
  court_id: string;
  court_name: string;
  local_date: string;
  start_minute: number;
  duration_minutes: number;
  price_cents: number;
  status: AccountExport['bookingsMade'][number]['status'];
  cancelled_late: boolean;
  note: string | null;
  owner_note: string | null;
  created_at: Time;
  updated_at: Time;
  requester_id: string;
  requester_name: string;
}

function exportedBooking(row: BookingRow) {
  return {
    id: row.id,
    court: { id: row.court_id, name: row.court_name },
    date: row.local_date,
    startTime: timeOfMinutes(row.start_minute),
    durationMinutes: row.duration_minutes,
    totalPrice: row.price_cents / 100,
    status: row.status,
    cancelledLate: row.cancelled_late,
    note: row.note,
    ownerNote: row.owner_note,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function exportedBookings(db: Queryable, userId: string) {
  const select = `select b.id, b.court_id, c.name as court_name, b.local_date::text as local_date,
      b.start_minute, b.duration_minutes, b.price_cents, b.status, b.cancelled_late, b.note,
      b.owner_note, b.created_at,
      b.updated_at, b.requester_id, p.name as requester_name
    from bookings b join courts c on c.id = b.court_id join profiles p on p.id = b.requester_id`;
  const [made, atMyCourts] = await Promise.all([
    db.query<BookingRow>(`${select} where b.requester_id = $1 order by b.created_at`, [userId]),
    db.query<BookingRow>(`${select} where c.owner_id = $1 order by b.created_at`, [userId]),
  ]);
  return {
    bookingsMade: made.map(exportedBooking),
    bookingsAtMyCourts: atMyCourts.map((row) => ({
      ...exportedBooking(row),
      requester: person(row.requester_id, row.requester_name),
    })),
  };
}

export async function exportedRequestsAndClaims(db: Queryable, userId: string) {
  const [requests, claims] = await Promise.all([
    db.query<{
      id: string;
      skill_level: AccountExport['partnerRequests'][number]['level'];
      district: AccountExport['partnerRequests'][number]['district'];
      preferred_time: string;
      message: string | null;
      created_at: Time;
      expires_at: Time;
      closed_at: Time | null;
    }>(
      `select id, skill_level, district, preferred_time, message, created_at, expires_at,
         closed_at
       from partner_requests where author_id = $1 order by created_at`,
      [userId],
    ),
    db.query<{
      court_id: string;
      court_name: string;
      message: string | null;
      status: AccountExport['courtClaims'][number]['status'];
      created_at: Time;
      decided_at: Time | null;
    }>(
      `select cl.court_id, c.name as court_name, cl.message, cl.status, cl.created_at,
         cl.decided_at
       from court_claims cl join courts c on c.id = cl.court_id
       where cl.claimant_id = $1 order by cl.created_at`,
      [userId],
    ),
  ]);
  return {
    partnerRequests: requests.map((row) => ({
      id: row.id,
      level: row.skill_level,
      district: row.district,
      preferredTime: row.preferred_time,
      message: row.message,
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
      closedAt: isoOrNull(row.closed_at),
    })),
    courtClaims: claims.map((row) => ({
      court: { id: row.court_id, name: row.court_name },
      message: row.message,
      status: row.status,
      createdAt: iso(row.created_at),
      decidedAt: isoOrNull(row.decided_at),
    })),
  };
}

export async function exportedMatches(
  db: Queryable,
  userId: string,
): Promise<AccountExport['matches']> {
  const rows = await db.query<{
    id: string;
    played_on: string;
    reporter_id: string | null;
    reporter_name: string | null;
    opponent_id: string | null;
    opponent_name: string | null;
    sets: string[];
    winner_id: string;
    status: AccountExport['matches'][number]['status'];
    created_at: Time;
    won_by_me: boolean;
  }>(
    `select m.id, m.played_on::text as played_on, m.reporter_id, r.name as reporter_name,
       m.opponent_id, o.name as opponent_name, m.sets, m.winner_id, m.status, m.created_at,
       -- winner_id names a side (in doubles, the team); a side whose account is gone no longer
       -- names it
       coalesce($1 in (m.reporter_id, m.reporter_partner_id), false) = coalesce(m.winner_id = m.reporter_id,
         m.winner_id <> m.opponent_id, false) as won_by_me
     from matches m
     left join profiles r on r.id = m.reporter_id
     left join profiles o on o.id = m.opponent_id
     where $1 in (m.reporter_id, m.opponent_id, m.reporter_partner_id, m.opponent_partner_id)
     order by m.created_at`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    playedOn: row.played_on,
    reporter: person(row.reporter_id, row.reporter_name),
    opponent: person(row.opponent_id, row.opponent_name),
    sets: row.sets,
    wonByMe: row.won_by_me,
    status: row.status,
    createdAt: iso(row.created_at),
  }));
}

export async function exportedConversations(
  db: Queryable,
  userId: string,
): Promise<AccountExport['conversations']> {
  const [conversations, messages] = await Promise.all([
    db.query<{
      id: string;
      other_id: string | null;
      other_name: string | null;
      members: { id: string; name: string }[] | null;
      created_at: Time;
    }>(
      `select c.id, o.id as other_id, o.name as other_name, c.created_at,
         case when c.kind = 'group' then (
           select json_agg(json_build_object('id', p.id, 'name', p.name)
                           order by op.joined_at, op.profile_id)
           from conversation_participants op join profiles p on p.id = op.profile_id
           where op.conversation_id = c.id and op.profile_id <> $1)
         end as members
       from conversation_participants me
       join conversations c on c.id = me.conversation_id
       left join profiles o on c.kind = 'pair'
         and o.id = case when c.participant1_id = $1 then c.participant2_id
                         else c.participant1_id end
       where me.profile_id = $1
       order by c.created_at`,
      [userId],
    ),
    db.query<{
      conversation_id: string;
      seq: number;
      sender_id: string | null;
      content: string;
      hidden_at: Time | null;
      created_at: Time;
    }>(
      `select m.conversation_id, m.seq, m.sender_id, m.content, m.hidden_at, m.created_at
       from messages m join conversation_participants me on me.conversation_id = m.conversation_id
       where me.profile_id = $1
       order by m.conversation_id, m.seq`,
      [userId],
    ),
  ]);
  const byConversation = new Map<string, AccountExport['conversations'][number]['messages']>();
  for (const row of messages) {
    const list = byConversation.get(row.conversation_id) ?? [];
    list.push({
      seq: row.seq,
      fromMe: row.sender_id === userId,
      // As the app shows it: a message a moderator removed keeps its place, not its text.
      content: row.hidden_at ? '' : row.content,
      removed: row.hidden_at !== null,
      createdAt: iso(row.created_at),
    });
    byConversation.set(row.conversation_id, list);
  }
  return conversations.map((row) => ({
    id: row.id,
    with: row.members
      ? person(row.members[0]?.id ?? null, row.members[0]?.name ?? null)
      : person(row.other_id, row.other_name),
    members: (row.members ?? []).map((member) => person(member.id, member.name)),
    createdAt: iso(row.created_at),
    messages: byConversation.get(row.id) ?? [],
  }));
}

export async function exportedBlocksAndReports(db: Queryable, userId: string) {
  const [blocks, reports] = await Promise.all([
    db.query<{ blocked_id: string; name: string; created_at: Time }>(
      `select b.blocked_id, p.name, b.created_at
       from blocks b join profiles p on p.id = b.blocked_id
       where b.blocker_id = $1 order by b.created_at`,
      [userId],
    ),
    db.query<{
      kind: AccountExport['reports'][number]['kind'];
      target_id: string;
      reason: AccountExport['reports'][number]['reason'];
      note: string | null;
      status: AccountExport['reports'][number]['status'];
      created_at: Time;
      resolved_at: Time | null;
    }>(
      `select kind, target_id, reason, note, status, created_at, resolved_at
       from reports where reporter_id = $1 order by created_at`,
      [userId],
    ),
  ]);
  return {
    blocks: blocks.map((row) => ({
      player: person(row.blocked_id, row.name),
      createdAt: iso(row.created_at),
    })),
    reports: reports.map((row) => ({
      kind: row.kind,
      targetId: row.target_id,
      reason: row.reason,
      note: row.note,
      status: row.status,
      createdAt: iso(row.created_at),
      resolvedAt: isoOrNull(row.resolved_at),
    })),
  };
}

/** The user's reviews of courts and the no-show marks on their bookings. */
export async function exportedReviewsAndMarks(
  db: Queryable,
  userId: string,
): Promise<Pick<AccountExport, 'courtReviews' | 'noShowMarks'>> {
  const [reviews, marks] = await Promise.all([
    db.query<{
      id: string;
      booking_id: string;
      court_id: string;
      court_name: string;
      stars: number;
      comment: string | null;
      answer: string | null;
      created_at: Time;
      updated_at: Time;
    }>(
      `select r.id, r.booking_id, c.id as court_id, c.name as court_name, r.stars, r.comment,
         r.answer, r.created_at, r.updated_at
       from court_reviews r join courts c on c.id = r.court_id
       where r.author_id = $1 order by r.created_at`,
      [userId],
    ),
    db.query<{
      booking_id: string;
      marked_at: Time;
      reply: string | null;
      removed_at: Time | null;
    }>(
      `select booking_id, marked_at, reply, removed_at from no_shows
       where player_id = $1 order by marked_at`,
      [userId],
    ),
  ]);
  return {
    courtReviews: reviews.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      court: { id: row.court_id, name: row.court_name },
      stars: row.stars,
      comment: row.comment,
      answer: row.answer,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    noShowMarks: marks.map((row) => ({
      bookingId: row.booking_id,
      markedAt: iso(row.marked_at),
      reply: row.reply,
      removedAt: isoOrNull(row.removed_at),
    })),
  };
}
