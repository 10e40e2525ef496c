import { createECDH } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Session } from '#contract/auth';
import type { CourtInput } from '#contract/court-listings';
import { addDays, sofiaDate, sofiaInstant } from '#contract/sofia-time';
import { createUnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { NEW_COURT } from '../api-fixtures';
import { GOOD_PASSWORD, lastMailToken, signedUpUser, signIn, signUp } from '../auth-helpers';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test-app';
import { createTestClock, type TestClock } from '../test-clock';

/**
 * The columns of the authorization matrix. `owner` is whoever the row's resource belongs to or
 * involves: the court's owner, the conversation's participant, the request's author, the
 * booking's party, the match's opponent, the claim's claimant. `stranger` is signed in and none
 * of these; `blocked` is a stranger the owner blocked; `admin` is in ADMIN_EMAILS and none of
 * these either.
 */
export const ROLES = ['visitor', 'stranger', 'blocked', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

const ADMIN_EMAIL = 'admin@example.com';

/** A court open every day, so any date a fixture picks can be booked. */
export const MATRIX_COURT: CourtInput = {
  ...NEW_COURT,
  totalCourts: 4,
  openingHours: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      { open: '07:00', close: '22:00' },
    ]),
  ) as CourtInput['openingHours'],
};

/** A P-256 key and auth secret as a browser's push subscription has them. */
export function pushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: 'tBHItJI5svbpez7KI4CCXg' };
}
export const OWNER_PUSH_ENDPOINT = 'https://push.example.com/send/owner-device';

export interface MatrixWorld {
  t: TestApp;
  clock: TestClock;
  baseUrl: string;
  /** The account of each signed-in role. */
  sessions: Record<SignedInRole, Session>;
  /** The other side of the owner's conversation, bookings and matches; never a column. */
  other: Session;
  /** The role's session, or null for the visitor. */
  session(role: Role): Session | null;
  /** A new session of the role's account (for calls that end the session they are made with). */
  freshSession(role: Role): Promise<Session | null>;
  /** One call as `session` (or a visitor when null), from an address of its own. */
  call(
    method: string,
    url: string,
    session: Session | null,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Like `call`, for fixtures: fails unless the answer is 2xx, and returns its JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: fixtures read the fields they made
  make(method: string, url: string, session: Session | null, body?: unknown): Promise<any>;
  fixtures: {
    ownerCourtId: string;
    otherCourtId: string;
    conversationId: string;
    /** A booking by `other` at the owner's court. */
    bookingAtOwnerCourtId: string;
    /** A season by `other` at the owner's court, accepted. */
    seasonAtOwnerCourtId: string;
    unsubscribeToken: string;
  };
  /** Fresh resources for rows whose call changes them (each cell gets its own). */
  newCourt(): Promise<string>;
  /** A small PNG, an upload the photo routes take. */
  photo: Buffer;
  /** A new court of the owner's with one photo. */
  newCourtPhoto(): Promise<{ courtId: string; photoId: string }>;
  newUnownedCourt(): Promise<string>;
  newOwnPartnerRequest(): Promise<string>;
  newBookingAtOwnerCourt(): Promise<string>;
  newBookingByOwner(): Promise<string>;
  /** A pending season of two weeks by `other` at the owner's court: its id. */
  newSeasonAtOwnerCourt(): Promise<string>;
  /** A pending season of two weeks by the owner at `other`'s court: its id and first date. */
  newSeasonByOwner(): Promise<{ id: string; date: string }>;
  newMatchAgainstOwner(): Promise<string>;
  /** A result `other` recorded against the owner, confirmed by the owner. */
  newConfirmedMatchOfOwner(): Promise<string>;
  newClaimByOwner(): Promise<string>;
  /** An open report (by `other`) of a new account's profile: an administrator's to answer. */
  newReport(): Promise<string>;
  /** A new account suspended (in the database): an administrator's to lift. */
  newSuspendedAccount(): Promise<string>;
  /** A new account whose profile is hidden (in the database): an administrator's to show again. */
  newHiddenProfile(): Promise<string>;
  /** A new account the owner blocked. */
  newAccountBlockedByOwner(): Promise<string>;
  /** Accepted bookings of yesterday (so over, and within the no-show window). */
  newPastBookingByOwner(): Promise<string>;
  newPastBookingAtOwnerCourt(): Promise<string>;
  /** A review by `other` of the owner's court, unanswered. */
  newReviewAtOwnerCourt(): Promise<string>;
  /** A past booking of the owner's, marked 'no-show' by `other` (its court's owner). */
  newNoShowOfOwner(): Promise<string>;
  /** A confirmed account no one else uses, with its e-mail. */
  newAccount(): Promise<{ email: string; session: Session }>;
  close(): Promise<void>;
}

let addressCounter = 0;
/** Every call from its own address, so per-address limits never decide a cell. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export async function buildMatrixWorld(): Promise<MatrixWorld> {
  // Monday 4 May 2026, 10:00 in Sofia; each cell moves it on an hour (see the test).
  const clock = createTestClock('2026-05-04T07:00:00Z');
  const t = await createTestApp({
    clock,
    adminEmails: [ADMIN_EMAIL],
    accessTokenTtlSeconds: 365 * 86_400,
    outbox: { autoStart: false },
    rateLimitPerMinute: 1_000_000,
  });
  const baseUrl = await t.listen();
  const photo = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#b5542c' },
  })
    .png()
    .toBuffer();

  const call: MatrixWorld['call'] = (method, url, session, body) =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: nextAddress(),
      headers: {
        ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
        // A file is sent as itself (a photo upload); anything else as JSON.
        ...(Buffer.isBuffer(body) ? { 'content-type': 'image/png' } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const make: MatrixWorld['make'] = async (method, url, session, body) => {
    const response = await call(method, url, session, body);
    expect(response.statusCode, `fixture ${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.body ? response.json() : undefined;
  };

  const sessions: Record<SignedInRole, Session> = {
    stranger: await signedUpUser(t, 'stranger@example.com', 'Стоян Страничен'),
    blocked: await signedUpUser(t, 'blocked@example.com', 'Борис Блокиран'),
    owner: await signedUpUser(t, 'owner@example.com', 'Олга Собственик'),
    admin: await signedUpUser(t, ADMIN_EMAIL, 'Админ'),
  };
  const other = await signedUpUser(t, 'other@example.com', 'Огнян Другия');
  const { owner } = sessions;
  const emails: Record<SignedInRole, string> = {
    stranger: 'stranger@example.com',
    blocked: 'blocked@example.com',
    owner: 'owner@example.com',
    admin: ADMIN_EMAIL,
  };

  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };
  const today = () => sofiaDate(clock.now());
  // Results go back a day each from the first day: two never share a day (a duplicate is 409).
  const firstDay = today();

  async function newBooking(courtId: string, requester: Session) {
    // A day of its own between tomorrow and the booking horizon: never overlapping another.
    const date = addDays(today(), 1 + (next() % 50));
    const booking = await make('POST', '/api/bookings', requester, {
      courtId,
      date,
      startTime: '10:00',
      durationHours: 1,
    });
    return booking.id as string;
  }

  let seasons = 0;
  /**
   * A season of two weeks: each on a day and afternoon hour of its own, apart from the single
   * bookings' 10:00, so none overlaps another request of the same player.
   */
  async function newSeason(courtId: string, requester: Session) {
    seasons += 1;
    const date = addDays(today(), 1 + (seasons % 50));
    const hour = 12 + (Math.floor(seasons / 50) % 9);
    const booking = await make('POST', '/api/bookings', requester, {
      courtId,
      date,
      startTime: `${hour}:00`,
      durationHours: 1,
      weeks: 2,
    });
    return { id: booking.season.id as string, date };
  }

  /** A court from a public list that nobody runs here: made by someone, then let go. */
  async function newUnownedCourt(): Promise<string> {
    const { id } = await make('POST', '/api/courts', other, MATRIX_COURT);
    await t.app.db.query('update courts set owner_id = null where id = $1', [id]);
    return id;
  }

  async function newAccount() {
    const email = `account${next()}@example.com`;
    const response = await signUp(t, { email, name: 'Нов Играч' });
    expect(response.statusCode, response.body).toBe(202);
    const token = await lastMailToken(t, email);
    const session: Session = await make('POST', '/api/auth/confirm-email', null, { token });
    await make('PUT', '/api/profile', session, { name: 'Нов Играч', listed: true });
    return { email, session };
  }

  /** Written in the database: the API books only times to come. */
  async function pastBooking(courtId: string, requesterId: string): Promise<string> {
    const date = addDays(today(), -1);
    const startsAt = sofiaInstant(date, '10:00');
    const [row] = await t.app.db.query<{ id: string }>(
      `insert into bookings (court_id, requester_id, local_date, start_minute, duration_minutes,
         price_cents, starts_at, ends_at, status, created_at, updated_at)
       values ($1, $2, $3, 600, 60, 2000, $4, $5, 'accepted', $6, $6) returning id`,
      [
        courtId,
        requesterId,
        date,
        startsAt,
        new Date(startsAt.getTime() + 3_600_000),
        new Date(startsAt.getTime() - 86_400_000),
      ],
    );
    if (!row) throw new Error('no booking');
    return row.id;
  }

  const ownerCourtId = (await make('POST', '/api/courts', owner, MATRIX_COURT)).id as string;
  const otherCourtId = (await make('POST', '/api/courts', other, MATRIX_COURT)).id as string;
  const conversation = await make('POST', '/api/conversations', other, { userId: owner.user.id });
  await make('POST', `/api/conversations/${conversation.id}/messages`, other, { content: 'Hi!' });
  await make('POST', '/api/partner-requests', owner, {
    level: 'intermediate',
    district: 'center',
    preferredTime: 'Evenings',
  });
  const bookingAtOwnerCourtId = await newBooking(ownerCourtId, other);
  const seasonAtOwnerCourtId = (await newSeason(ownerCourtId, other)).id;
  await make('POST', `/api/booking-series/${seasonAtOwnerCourtId}/accept`, owner, {});
  // The owner played at the other's court: its owner's contact is theirs to see.
  const accepted = await newBooking(otherCourtId, owner);
  await make('POST', `/api/bookings/${accepted}/accept`, other, {});
  await make('POST', '/api/push/subscriptions', owner, {
    endpoint: OWNER_PUSH_ENDPOINT,
    keys: pushKeys(),
  });
  await make('POST', '/api/blocks', owner, { userId: sessions.blocked.user.id });

  return {
    t,
    clock,
    baseUrl,
    sessions,
    other,
    session: (role) => (role === 'visitor' ? null : sessions[role]),
    async freshSession(role) {
      if (role === 'visitor') return null;
      const response = await signIn(t, emails[role], GOOD_PASSWORD, nextAddress());
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    call,
    make,
    fixtures: {
      ownerCourtId,
      otherCourtId,
      conversationId: conversation.id,
      bookingAtOwnerCourtId,
      seasonAtOwnerCourtId,
      unsubscribeToken: createUnsubscribeTokens(TEST_JWT_SECRET).sign(owner.user.id, 'messages'),
    },
    newCourt: async () => (await make('POST', '/api/courts', owner, MATRIX_COURT)).id,
    photo,
    async newCourtPhoto() {
      const courtId = (await make('POST', '/api/courts', owner, MATRIX_COURT)).id;
      const { items } = await make('POST', `/api/courts/${courtId}/photos`, owner, photo);
      return { courtId, photoId: items[0].id };
    },
    newUnownedCourt,
    async newOwnPartnerRequest() {
      const mine = await make('GET', '/api/partner-requests?mine=true', owner);
      for (const item of mine.items) {
        if (item.status === 'open') {
          await make('POST', `/api/partner-requests/${item.id}/close`, owner);
        }
      }
      const created = await make('POST', '/api/partner-requests', owner, {
        level: 'advanced',
        district: 'vitosha',
        preferredTime: 'Mornings',
      });
      return created.id;
    },
    newBookingAtOwnerCourt: () => newBooking(ownerCourtId, other),
    newBookingByOwner: () => newBooking(otherCourtId, owner),
    newSeasonAtOwnerCourt: async () => (await newSeason(ownerCourtId, other)).id,
    newSeasonByOwner: () => newSeason(otherCourtId, owner),
    async newMatchAgainstOwner() {
      const match = await make('POST', '/api/matches', other, {
        opponentId: owner.user.id,
        playedOn: addDays(firstDay, -next()),
        sets: ['6-4', '6-4'],
      });
      return match.id;
    },
    async newConfirmedMatchOfOwner() {
      const match = await make('POST', '/api/matches', other, {
        opponentId: owner.user.id,
        playedOn: addDays(firstDay, -next()),
        sets: ['6-4', '6-4'],
      });
      await make('POST', `/api/matches/${match.id}/confirm`, owner);
      return match.id;
    },
    async newClaimByOwner() {
      const courtId = await newUnownedCourt();
      // Made in the database: the claims-per-day limit is for people, not for fixtures.
      const [row] = await t.app.db.query<{ id: string }>(
        `insert into court_claims (court_id, claimant_id, message, created_at)
         values ($1, $2, null, $3) returning id`,
        [courtId, owner.user.id, clock.now()],
      );
      if (!row) throw new Error('no claim');
      return row.id;
    },
    newAccount,
    async newReport() {
      const { session } = await newAccount();
      const report = await make('POST', '/api/reports', other, {
        kind: 'profile',
        targetId: session.user.id,
        reason: 'fake',
      });
      return report.id;
    },
    async newSuspendedAccount() {
      const { session } = await newAccount();
      await t.app.db.query('update users set suspended_at = $2 where id = $1', [
        session.user.id,
        clock.now(),
      ]);
      return session.user.id;
    },
    async newHiddenProfile() {
      const { session } = await newAccount();
      await t.app.db.query('update profiles set hidden_at = $2 where id = $1', [
        session.user.id,
        clock.now(),
      ]);
      return session.user.id;
    },
    async newAccountBlockedByOwner() {
      const { session } = await newAccount();
      await make('POST', '/api/blocks', owner, { userId: session.user.id });
      return session.user.id;
    },
    newPastBookingByOwner: () => pastBooking(otherCourtId, owner.user.id),
    newPastBookingAtOwnerCourt: () => pastBooking(ownerCourtId, other.user.id),
    async newReviewAtOwnerCourt() {
      const bookingId = await pastBooking(ownerCourtId, other.user.id);
      const review = await make('PUT', `/api/bookings/${bookingId}/review`, other, { stars: 4 });
      return review.id;
    },
    async newNoShowOfOwner() {
      const bookingId = await pastBooking(otherCourtId, owner.user.id);
      await make('POST', `/api/bookings/${bookingId}/no-show`, other);
      return bookingId;
    },
    close: () => t.close(),
  };
}
