import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientFrame, clientFrameSchema } from '#contract/realtime';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { GOOD_PASSWORD, lastMailToken } from '#test/support/auth-helpers';
import {
  buildMatrixWorld,
  MATRIX_COURT,
  type MatrixWorld,
  OWNER_PUSH_ENDPOINT,
  pushKeys,
  ROLES,
  type Role,
} from '#test/support/authorization/matrix-world';
import {
  answerBeforePong,
  describeFrame,
  type SocketOutcome,
  sendAndSettle,
} from '#test/support/authorization/socket-answers';
import { changedTables, createFingerprinter } from '#test/support/fuzz/database-fingerprint';
import { RealtimeTestClient } from '#test/support/realtime-client';

/**
 * Who may do what: every route and socket action of the app × every role (visitor,
 * stranger, a player the owner blocked, owner, administrator) → the
 * status (or socket answer) it gets, from the one table below. A route of the app without a row
 * (or a row without a route) fails the suite: add the row when adding the route.
 *
 * Besides the status, each cell checks that a refused call, and any GET, changed no table;
 * rows marked `othersChangeNothing` hold every role but the owner to that even when answered
 * 2xx (the call acts on the caller's own data only, whatever it names).
 */

interface Call {
  url: string;
  body?: unknown;
}

interface HttpRow {
  /** The call, built for each cell anew (with fresh resources where the call changes them). */
  call(w: MatrixWorld): Call | Promise<Call>;
  expect: Record<Role, number>;
  /** The call ends the session it is made with: each cell signs in anew for it. */
  endsSession?: true;
  /**
   * The call changes the caller's account itself (its password, address or existence): each
   * cell makes it as a new account of its own, so the roles' accounts stay as they are.
   */
  ownAccount?: true;
  othersChangeNothing?: true;
}

const everyone = (status: number): Record<Role, number> => ({
  visitor: status,
  stranger: status,
  blocked: status,
  owner: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({ ...everyone(status), visitor: 401 });

const tomorrow = () => addDays(sofiaDate(world.clock.now()), 1);
let serial = 0;
/** A number no other cell used: for addresses and endpoints that must be new. */
const unique = () => {
  serial += 1;
  return serial;
};

let gameSlot = 0;
/**
 * A game on a day and hour no other cell's game takes (so none overlaps another of the same
 * player), a week or more ahead of the world's clock, which moves an hour a cell.
 */
const gameBody = (extra: Record<string, unknown> = {}) => {
  gameSlot += 1;
  return {
    format: 'doubles',
    date: addDays(sofiaDate(world.clock.now()), 7 + (gameSlot % 14)),
    startTime: `${String(8 + (Math.floor(gameSlot / 14) % 12)).padStart(2, '0')}:00`,
    durationHours: 1,
    district: 'center',
    levels: ['beginner', 'intermediate', 'advanced', 'professional'],
    ...extra,
  };
};
/** A closure of a whole court tomorrow morning, before anyone books it. */
const closure = () => ({
  kind: 'once',
  date: tomorrow(),
  startTime: '06:00',
  endTime: '07:00',
  reason: 'Ремонт',
});
/** A new open match the owner organises; `other` asks to join it, or joins it. */
async function ownersGame(w: MatrixWorld, otherDoes?: 'asks' | 'joins'): Promise<string> {
  const levels = otherDoes === 'asks' ? ['professional'] : undefined;
  const game = await w.make(
    'POST',
    '/api/open-matches',
    w.sessions.owner,
    gameBody(levels ? { levels } : {}),
  );
  if (otherDoes) await w.make('POST', `/api/open-matches/${game.id}/join`, w.other);
  return game.id;
}

/** THE TABLE: `METHOD /path` → the call and each role's status. GET rows hold for HEAD too. */
const HTTP_MATRIX: Record<string, HttpRow> = {
  // Public reads.
  'GET /api/health': { call: () => ({ url: '/api/health' }), expect: everyone(200) },
  // No outbox worker runs in this world and its clock moves an hour a cell: the fixtures' mails
  // wait, so the honest answer is 503 outbox_stuck, the same for everyone.
  'GET /api/ready': { call: () => ({ url: '/api/ready' }), expect: everyone(503) },
  'GET /api/courts': { call: () => ({ url: '/api/courts' }), expect: everyone(200) },
  // The API described, and its reference page with the files it loads: public.
  'GET /api/openapi.json': { call: () => ({ url: '/api/openapi.json' }), expect: everyone(200) },
  'GET /api/realtime.asyncapi.json': {
    call: () => ({ url: '/api/realtime.asyncapi.json' }),
    expect: everyone(200),
  },
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/initializer.js': {
    call: () => ({ url: '/api/docs/initializer.js' }),
    expect: everyone(200),
  },
  'GET /api/docs/assets/*': {
    call: () => ({ url: '/api/docs/assets/swagger-ui.css' }),
    expect: everyone(200),
  },
  'GET /api/courts/:id': {
    call: (w) => ({ url: `/api/courts/${w.fixtures.ownerCourtId}` }),
    expect: everyone(200),
  },
  'GET /api/courts/:id/availability': {
    call: (w) => ({
      url: `/api/courts/${w.fixtures.ownerCourtId}/availability?date=${tomorrow()}`,
    }),
    expect: everyone(200),
  },
  'GET /api/players': { call: () => ({ url: '/api/players' }), expect: everyone(200) },
  'GET /api/players/for-you': {
    call: () => ({ url: '/api/players/for-you' }),
    expect: signedIn(200),
  },
  'GET /api/courts/:id/reviews': {
    call: (w) => ({ url: `/api/courts/${w.fixtures.ownerCourtId}/reviews` }),
    expect: everyone(200),
  },
  'GET /api/players/:id/reliability': {
    call: (w) => ({ url: `/api/players/${w.sessions.owner.user.id}/reliability` }),
    expect: { ...everyone(200), blocked: 404 },
  },
  'GET /api/players/:id': {
    call: (w) => ({ url: `/api/players/${w.sessions.owner.user.id}` }),
    // The blocker's page is not there for the player they blocked.
    expect: { ...everyone(200), blocked: 404 },
  },
  'GET /api/partner-requests': {
    call: () => ({ url: '/api/partner-requests' }),
    expect: everyone(200),
  },
  'GET /api/push/public-key': {
    call: () => ({ url: '/api/push/public-key' }),
    expect: everyone(200),
  },
  'GET /api/map-tiles': { call: () => ({ url: '/api/map-tiles' }), expect: everyone(200) },
  // A plain GET of the socket's path (no upgrade); the socket's actions are the second table.
  'GET /api/realtime': { call: () => ({ url: '/api/realtime' }), expect: everyone(404) },
  // The unsubscribe link works for whoever holds it, signed in or not.
  'GET /api/notifications/unsubscribe': {
    call: (w) => ({ url: `/api/notifications/unsubscribe?token=${w.fixtures.unsubscribeToken}` }),
    expect: everyone(200),
  },
  'POST /api/notifications/unsubscribe': {
    call: (w) => ({ url: `/api/notifications/unsubscribe?token=${w.fixtures.unsubscribeToken}` }),
    expect: everyone(200),
  },

  // Accounts: open to all; a bearer token changes nothing.
  'POST /api/auth/sign-up': {
    call: () => ({
      url: '/api/auth/sign-up',
      body: { email: `new${unique()}@example.com`, name: 'Нов', password: GOOD_PASSWORD },
    }),
    expect: everyone(202),
  },
  'POST /api/auth/sign-in': {
    call: () => ({
      url: '/api/auth/sign-in',
      body: { email: 'owner@example.com', password: GOOD_PASSWORD },
    }),
    expect: everyone(200),
  },
  'POST /api/auth/refresh': {
    call: async (w) => {
      const { session } = await w.newAccount();
      return { url: '/api/auth/refresh', body: { refresh_token: session.refresh_token } };
    },
    expect: everyone(200),
  },
  'POST /api/auth/resend-confirmation': {
    call: () => ({ url: '/api/auth/resend-confirmation', body: { email: 'owner@example.com' } }),
    expect: everyone(202),
  },
  'POST /api/auth/confirm-email': {
    call: async (w) => {
      const email = `confirm${unique()}@example.com`;
      await w.make('POST', '/api/auth/sign-up', null, {
        email,
        name: 'Нов',
        password: GOOD_PASSWORD,
      });
      return { url: '/api/auth/confirm-email', body: { token: await lastMailToken(w.t, email) } };
    },
    expect: everyone(200),
  },
  'POST /api/auth/request-password-reset': {
    call: () => ({ url: '/api/auth/request-password-reset', body: { email: 'owner@example.com' } }),
    expect: everyone(202),
  },
  'POST /api/auth/reset-password': {
    call: async (w) => {
      const { email } = await w.newAccount();
      await w.make('POST', '/api/auth/request-password-reset', null, { email });
      return {
        url: '/api/auth/reset-password',
        body: { token: await lastMailToken(w.t, email), password: 'Backhand-Slice-77' },
      };
    },
    expect: everyone(200),
  },
  'POST /api/auth/sign-out': {
    call: () => ({ url: '/api/auth/sign-out', body: {} }),
    expect: signedIn(204),
    endsSession: true,
  },
  'GET /api/auth/user': { call: () => ({ url: '/api/auth/user' }), expect: signedIn(200) },

  // One's own account: the call names no one else, so no role can reach another's.
  'POST /api/account/password': {
    call: () => ({
      url: '/api/account/password',
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Backhand-Slice-77' },
    }),
    expect: signedIn(204),
    ownAccount: true,
  },
  'POST /api/account/email': {
    call: () => ({
      url: '/api/account/email',
      body: { newEmail: `moved${unique()}@example.com`, password: GOOD_PASSWORD },
    }),
    expect: signedIn(202),
    ownAccount: true,
  },
  // The link works for whoever holds it, signed in or not.
  'POST /api/account/email/confirm': {
    call: async (w) => {
      const { session } = await w.newAccount();
      const newEmail = `moved${unique()}@example.com`;
      await w.make('POST', '/api/account/email', session, { newEmail, password: GOOD_PASSWORD });
      await w.t.app.outbox.drain();
      return {
        url: '/api/account/email/confirm',
        body: { token: await lastMailToken(w.t, newEmail) },
      };
    },
    expect: everyone(200),
  },
  'GET /api/account/export': {
    call: () => ({ url: '/api/account/export' }),
    expect: signedIn(200),
  },
  'DELETE /api/account': {
    call: () => ({ url: '/api/account', body: { password: GOOD_PASSWORD } }),
    expect: signedIn(204),
    ownAccount: true,
  },

  // One's own profile and settings.
  'GET /api/profile': { call: () => ({ url: '/api/profile' }), expect: signedIn(200) },
  'PUT /api/profile': {
    call: () => ({ url: '/api/profile', body: { name: 'Ново Име' } }),
    expect: signedIn(200),
  },
  'GET /api/settings/notifications': {
    call: () => ({ url: '/api/settings/notifications' }),
    expect: signedIn(200),
  },
  'PUT /api/settings/notifications': {
    call: () => ({ url: '/api/settings/notifications', body: { email: { messages: false } } }),
    expect: signedIn(200),
  },
  'GET /api/me/schedule': { call: () => ({ url: '/api/me/schedule' }), expect: signedIn(200) },
  'PUT /api/me/schedule': {
    call: () => ({
      url: '/api/me/schedule',
      body: {
        windows: [{ weekday: 'tue', from: '19:00', until: '21:00' }],
        districts: ['lozenets'],
        courtIds: [],
        formats: ['singles'],
        levels: ['intermediate'],
      },
    }),
    expect: signedIn(200),
  },
  'GET /api/me/proposals': { call: () => ({ url: '/api/me/proposals' }), expect: signedIn(200) },
  'POST /api/me/proposals/dismissals': {
    call: async (w) => ({
      url: '/api/me/proposals/dismissals',
      body: { playerId: (await w.newAccount()).session.user.id },
    }),
    expect: signedIn(204),
  },
  'PUT /api/settings/language': {
    call: () => ({ url: '/api/settings/language', body: { language: 'en' } }),
    expect: signedIn(204),
  },
  'POST /api/push/subscriptions': {
    call: () => ({
      url: '/api/push/subscriptions',
      body: { endpoint: `https://push.example.com/send/${unique()}`, keys: pushKeys() },
    }),
    expect: signedIn(204),
  },
  // Names the owner's device: only the owner's own subscription may go.
  'DELETE /api/push/subscriptions': {
    call: async (w) => {
      await w.make('POST', '/api/push/subscriptions', w.sessions.owner, {
        endpoint: OWNER_PUSH_ENDPOINT,
        keys: pushKeys(),
      });
      return { url: '/api/push/subscriptions', body: { endpoint: OWNER_PUSH_ENDPOINT } };
    },
    expect: signedIn(204),
    othersChangeNothing: true,
  },

  // Players: the owner is the player the call is about.
  'POST /api/players/:id/play-request': {
    call: (w) => ({ url: `/api/players/${w.sessions.owner.user.id}/play-request` }),
    expect: { visitor: 401, stranger: 200, blocked: 403, owner: 400, admin: 200 },
  },

  // Chat: the owner takes part in the conversation (with `other`).
  'POST /api/conversations': {
    call: (w) => ({ url: '/api/conversations', body: { userId: w.sessions.owner.user.id } }),
    expect: { visitor: 401, stranger: 200, blocked: 403, owner: 400, admin: 200 },
  },
  'GET /api/conversations': { call: () => ({ url: '/api/conversations' }), expect: signedIn(200) },
  'GET /api/conversations/:id/messages': {
    call: (w) => ({ url: `/api/conversations/${w.fixtures.conversationId}/messages` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/conversations/:id/messages': {
    call: (w) => ({
      url: `/api/conversations/${w.fixtures.conversationId}/messages`,
      body: { content: 'Утре в 18?' },
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 201, admin: 404 },
  },
  'POST /api/conversations/:id/read': {
    call: (w) => ({
      url: `/api/conversations/${w.fixtures.conversationId}/read`,
      body: { seq: 1 },
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 204, admin: 404 },
  },

  // Partner requests: the owner wrote the request.
  'POST /api/partner-requests': {
    call: () => ({
      url: '/api/partner-requests',
      body: { level: 'beginner', district: 'center', preferredTime: 'Събота сутрин' },
    }),
    expect: signedIn(201),
  },
  // Open matches: the owner organises the game; `other` asks to join it or plays in it.
  'GET /api/open-matches': { call: () => ({ url: '/api/open-matches' }), expect: everyone(200) },
  'GET /api/open-matches/:id': {
    call: async (w) => ({ url: `/api/open-matches/${await ownersGame(w)}` }),
    expect: everyone(200),
  },
  'POST /api/open-matches': {
    call: () => ({ url: '/api/open-matches', body: gameBody() }),
    expect: signedIn(201),
  },
  'POST /api/open-matches/:id/join': {
    call: async (w) => ({ url: `/api/open-matches/${await ownersGame(w)}/join` }),
    expect: { visitor: 401, stranger: 200, blocked: 403, owner: 409, admin: 200 },
  },
  'POST /api/open-matches/:id/leave': {
    call: async (w) => ({ url: `/api/open-matches/${await ownersGame(w, 'joins')}/leave` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 409, admin: 404 },
  },
  'PATCH /api/open-matches/:id': {
    call: async (w) => ({
      url: `/api/open-matches/${await ownersGame(w)}`,
      body: { note: 'Нов час' },
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/open-matches/:id/cancel': {
    call: async (w) => ({ url: `/api/open-matches/${await ownersGame(w)}/cancel` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/open-matches/:id/asks/:playerId/accept': {
    call: async (w) => ({
      url: `/api/open-matches/${await ownersGame(w, 'asks')}/asks/${w.other.user.id}/accept`,
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/open-matches/:id/asks/:playerId/decline': {
    call: async (w) => ({
      url: `/api/open-matches/${await ownersGame(w, 'asks')}/asks/${w.other.user.id}/decline`,
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/open-matches/:id/players/:playerId/remove': {
    call: async (w) => ({
      url: `/api/open-matches/${await ownersGame(w, 'joins')}/players/${w.other.user.id}/remove`,
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/partner-requests/:id/close': {
    call: async (w) => ({ url: `/api/partner-requests/${await w.newOwnPartnerRequest()}/close` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },

  // Courts: the owner runs the court.
  'POST /api/courts': {
    call: () => ({ url: '/api/courts', body: MATRIX_COURT }),
    expect: signedIn(201),
  },
  'GET /api/my/courts': { call: () => ({ url: '/api/my/courts' }), expect: signedIn(200) },
  'PUT /api/courts/:id': {
    call: (w) => ({
      url: `/api/courts/${w.fixtures.ownerCourtId}`,
      body: { ...MATRIX_COURT, name: 'Корт Преименуван' },
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'DELETE /api/courts/:id': {
    call: async (w) => ({ url: `/api/courts/${await w.newCourt()}` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 204, admin: 403 },
  },
  // The owner here played at `other`'s court (an accepted booking): the contact is theirs.
  'GET /api/courts/:id/owner-contact': {
    call: (w) => ({ url: `/api/courts/${w.fixtures.otherCourtId}/owner-contact` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  // Closures: the court's owner closes a unit or the whole court, and alone reads the reasons.
  'GET /api/my/courts/:id/closures': {
    call: (w) => ({ url: `/api/my/courts/${w.fixtures.ownerCourtId}/closures` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/my/courts/:id/closures': {
    call: async (w) => ({ url: `/api/my/courts/${await w.newCourt()}/closures`, body: closure() }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 201, admin: 403 },
  },
  'DELETE /api/my/courts/:id/closures/:closureId': {
    call: async (w) => {
      const courtId = await w.newCourt();
      const made = await w.make(
        'POST',
        `/api/my/courts/${courtId}/closures`,
        w.sessions.owner,
        closure(),
      );
      return { url: `/api/my/courts/${courtId}/closures/${made.id}` };
    },
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 204, admin: 403 },
  },
  // The calendar: the court's owner alone reads its bookings, requests and closures by day.
  'GET /api/my/courts/:id/calendar': {
    call: (w) => ({
      url: `/api/my/courts/${w.fixtures.ownerCourtId}/calendar?from=${tomorrow()}&days=7`,
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  // Photos: the court's owner adds, orders and removes them; their files are public.
  'POST /api/courts/:id/photos': {
    call: async (w) => ({ url: `/api/courts/${await w.newCourt()}/photos`, body: w.photo }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 201, admin: 403 },
  },
  'PUT /api/courts/:id/photos/order': {
    call: async (w) => {
      const { courtId, photoId } = await w.newCourtPhoto();
      return { url: `/api/courts/${courtId}/photos/order`, body: { ids: [photoId] } };
    },
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'DELETE /api/courts/:id/photos/:photoId': {
    call: async (w) => {
      const { courtId, photoId } = await w.newCourtPhoto();
      return { url: `/api/courts/${courtId}/photos/${photoId}` };
    },
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'GET /photos/:file': {
    call: async (w) => ({ url: `/photos/${(await w.newCourtPhoto()).photoId}-400.webp` }),
    expect: everyone(200),
  },
  // Claims: a court nobody runs; the owner column is just another claimant here.
  'POST /api/courts/:id/claims': {
    call: async (w) => ({ url: `/api/courts/${await w.newUnownedCourt()}/claims`, body: {} }),
    expect: signedIn(201),
  },
  'GET /api/my/claims': { call: () => ({ url: '/api/my/claims' }), expect: signedIn(200) },
  'GET /api/admin/claims': {
    call: () => ({ url: '/api/admin/claims' }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  // The owner made the claim; only an administrator answers it.
  'POST /api/admin/claims/:id/approve': {
    call: async (w) => ({ url: `/api/admin/claims/${await w.newClaimByOwner()}/approve` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/claims/:id/reject': {
    call: async (w) => ({ url: `/api/admin/claims/${await w.newClaimByOwner()}/reject` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },

  // Bookings: the owner runs the court booked (accept, decline, calendar) or booked it (cancel).
  'POST /api/bookings': {
    call: (w) => ({
      url: '/api/bookings',
      body: {
        courtId: w.fixtures.ownerCourtId,
        date: addDays(tomorrow(), 55),
        startTime: '10:00',
        durationHours: 1,
      },
    }),
    expect: { visitor: 401, stranger: 201, blocked: 403, owner: 400, admin: 201 },
  },
  'GET /api/my/bookings': { call: () => ({ url: '/api/my/bookings' }), expect: signedIn(200) },
  'GET /api/my/court-bookings': {
    call: () => ({ url: '/api/my/court-bookings' }),
    expect: signedIn(200),
  },
  'POST /api/bookings/:id/accept': {
    call: async (w) => ({
      url: `/api/bookings/${await w.newBookingAtOwnerCourt()}/accept`,
      body: {},
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/bookings/:id/decline': {
    call: async (w) => ({
      url: `/api/bookings/${await w.newBookingAtOwnerCourt()}/decline`,
      body: {},
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/bookings/:id/move': {
    call: async (w) => {
      const id = await w.newBookingAtOwnerCourt();
      const accepted = await w.make('POST', `/api/bookings/${id}/accept`, w.sessions.owner, {});
      const court = await w.make('GET', `/api/courts/${w.fixtures.ownerCourtId}`, null);
      const other = court.units.findLast((unit: { id: string }) => unit.id !== accepted.unit.id);
      return { url: `/api/bookings/${id}/move`, body: { unitId: other.id } };
    },
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/bookings/:id/cancel': {
    call: async (w) => ({ url: `/api/bookings/${await w.newBookingByOwner()}/cancel` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'GET /api/bookings/:id/calendar.ics': {
    call: (w) => ({ url: `/api/bookings/${w.fixtures.bookingAtOwnerCourtId}/calendar.ics` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },

  // Seasons: the owner runs the court asked (answers, calendar) or asked for it (cancel the rest).
  'POST /api/booking-series/:id/accept': {
    call: async (w) => ({
      url: `/api/booking-series/${await w.newSeasonAtOwnerCourt()}/accept`,
      body: {},
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/booking-series/:id/decline': {
    call: async (w) => ({
      url: `/api/booking-series/${await w.newSeasonAtOwnerCourt()}/decline`,
      body: {},
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/booking-series/:id/cancel': {
    call: async (w) => {
      const season = await w.newSeasonByOwner();
      return { url: `/api/booking-series/${season.id}/cancel`, body: { from: season.date } };
    },
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'GET /api/booking-series/:id/calendar.ics': {
    call: (w) => ({
      url: `/api/booking-series/${w.fixtures.seasonAtOwnerCourtId}/calendar.ics`,
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },

  // Reviews and no-shows: the owner played a past booking (review, reply) or runs the court
  // (answer, no-show mark); only an administrator removes a mark.
  'PUT /api/bookings/:id/review': {
    call: async (w) => ({
      url: `/api/bookings/${await w.newPastBookingByOwner()}/review`,
      body: { stars: 5, comment: 'Отличен корт' },
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/reviews/:id/answer': {
    call: async (w) => ({
      url: `/api/reviews/${await w.newReviewAtOwnerCourt()}/answer`,
      body: { answer: 'Благодарим!' },
    }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 200, admin: 403 },
  },
  'POST /api/bookings/:id/no-show': {
    call: async (w) => ({ url: `/api/bookings/${await w.newPastBookingAtOwnerCourt()}/no-show` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/bookings/:id/no-show/reply': {
    call: async (w) => ({
      url: `/api/bookings/${await w.newNoShowOfOwner()}/no-show/reply`,
      body: { reply: 'Бях болен' },
    }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/admin/no-shows/:id/remove': {
    call: async (w) => ({ url: `/api/admin/no-shows/${await w.newNoShowOfOwner()}/remove` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 204 },
  },

  // Match results: the owner is the opponent who answers.
  'POST /api/matches': {
    call: (w) => ({
      url: '/api/matches',
      body: {
        opponentId: w.sessions.owner.user.id,
        playedOn: addDays(tomorrow(), -2),
        sets: ['6-3', '6-2'],
      },
    }),
    expect: { visitor: 401, stranger: 201, blocked: 403, owner: 400, admin: 201 },
  },
  'GET /api/my/matches': { call: () => ({ url: '/api/my/matches' }), expect: signedIn(200) },
  'POST /api/matches/:id/confirm': {
    call: async (w) => ({ url: `/api/matches/${await w.newMatchAgainstOwner()}/confirm` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/matches/:id/dispute': {
    call: async (w) => ({ url: `/api/matches/${await w.newMatchAgainstOwner()}/dispute` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },
  'POST /api/matches/:id/withdraw': {
    call: async (w) => ({ url: `/api/matches/${await w.newConfirmedMatchOfOwner()}/withdraw` }),
    expect: { visitor: 401, stranger: 404, blocked: 404, owner: 200, admin: 404 },
  },

  // Notifications: the owner's, named by id; anyone else's call marks none of them.
  'GET /api/notifications': { call: () => ({ url: '/api/notifications' }), expect: signedIn(200) },
  'POST /api/notifications/read': {
    call: async (w) => {
      const owner = w.sessions.owner.user.id;
      await w.t.app.db.query('update notifications set read_at = null where recipient_id = $1', [
        owner,
      ]);
      const rows = await w.t.app.db.query<{ id: string }>(
        'select id from notifications where recipient_id = $1',
        [owner],
      );
      expect(rows.length).toBeGreaterThan(0);
      return { url: '/api/notifications/read', body: { ids: rows.map((row) => row.id) } };
    },
    expect: signedIn(200),
    othersChangeNothing: true,
  },

  // Blocks: each acts on the caller's own list; the owner blocked the account the call names.
  'POST /api/blocks': {
    call: async (w) => ({
      url: '/api/blocks',
      body: { userId: (await w.newAccount()).session.user.id },
    }),
    expect: signedIn(200),
  },
  'GET /api/blocks': { call: () => ({ url: '/api/blocks' }), expect: signedIn(200) },
  'DELETE /api/blocks/:userId': {
    call: async (w) => ({ url: `/api/blocks/${await w.newAccountBlockedByOwner()}` }),
    expect: signedIn(204),
    othersChangeNothing: true,
  },

  // Reports: the owner's profile is reported; one's own content is not for reporting. A block
  // keeps two players apart, not an administrator from hearing about either of them.
  'POST /api/reports': {
    call: (w) => ({
      url: '/api/reports',
      body: { kind: 'profile', targetId: w.sessions.owner.user.id, reason: 'spam' },
    }),
    expect: { visitor: 401, stranger: 201, blocked: 201, owner: 400, admin: 201 },
  },
  'GET /api/admin/reports': {
    call: () => ({ url: '/api/admin/reports' }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/reports/:id/dismiss': {
    call: async (w) => ({ url: `/api/admin/reports/${await w.newReport()}/dismiss` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/reports/:id/hide': {
    call: async (w) => ({ url: `/api/admin/reports/${await w.newReport()}/hide` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/reports/:id/suspend': {
    call: async (w) => ({ url: `/api/admin/reports/${await w.newReport()}/suspend` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'GET /api/admin/suspensions': {
    call: () => ({ url: '/api/admin/suspensions' }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/suspensions/:id/lift': {
    call: async (w) => ({ url: `/api/admin/suspensions/${await w.newSuspendedAccount()}/lift` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 204 },
  },
  'GET /api/admin/hidden': {
    call: () => ({ url: '/api/admin/hidden' }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 200 },
  },
  'POST /api/admin/hidden/:kind/:id/show': {
    call: async (w) => ({ url: `/api/admin/hidden/profile/${await w.newHiddenProfile()}/show` }),
    expect: { visitor: 401, stranger: 403, blocked: 403, owner: 403, admin: 204 },
  },
};

interface SocketRow {
  /** Sends the action on a socket of the role (authenticated, but for `auth` itself). */
  run(w: MatrixWorld, socket: RealtimeTestClient, role: Role): Promise<SocketOutcome>;
  expect: Record<Role, SocketOutcome>;
}

/** THE SOCKET TABLE: each frame type a client may send → what each role's socket gets. */
const SOCKET_MATRIX: Record<ClientFrame['type'], SocketRow> = {
  // The visitor has no token; the one it sends is not one.
  auth: {
    async run(w, socket, role) {
      const from = socket.frames.length;
      socket.send({ type: 'auth', token: w.session(role)?.access_token ?? 'not-a-token' });
      const answer = await socket
        .waitFor((f) => f.type === 'ready' || f.type === 'error', from)
        .catch(() => undefined);
      return answer ? describeFrame(answer) : `closed:${socket.closeCode}`;
    },
    expect: {
      visitor: 'error:invalid_token',
      stranger: 'ready',
      blocked: 'ready',
      owner: 'ready',
      admin: 'ready',
    },
  },
  // The owner takes part in the conversation.
  subscribe: {
    async run(w, socket) {
      const from = socket.frames.length;
      const { conversationId } = w.fixtures;
      socket.send({ type: 'subscribe', conversationId, afterSeq: 0 });
      const answer = await socket.waitFor(
        (f) => f.type === 'subscribed' || f.type === 'error',
        from,
      );
      return describeFrame(answer);
    },
    expect: {
      visitor: 'error:session_missing',
      stranger: 'error:not_found',
      blocked: 'error:not_found',
      owner: 'subscribed',
      admin: 'error:not_found',
    },
  },
  unsubscribe: {
    async run(w, socket) {
      const from = await sendAndSettle(socket, {
        type: 'unsubscribe',
        conversationId: w.fixtures.conversationId,
      });
      return answerBeforePong(socket, from);
    },
    expect: {
      visitor: 'error:session_missing',
      stranger: 'none',
      blocked: 'none',
      owner: 'none',
      admin: 'none',
    },
  },
  // Following the inbox brings the socket's own user's events only: a message to the owner
  // reaches the owner's socket; a public event (a partner request) reaches everyone's.
  subscribe_inbox: {
    async run(w, socket) {
      const from = await sendAndSettle(socket, { type: 'subscribe_inbox' });
      const refused = answerBeforePong(socket, from);
      if (refused !== 'none') return refused;
      const { conversationId } = w.fixtures;
      await w.make('POST', `/api/conversations/${conversationId}/messages`, w.other, {
        content: 'Ping from the matrix',
      });
      await w.newOwnPartnerRequest();
      await socket.waitFor((f) => f.type === 'partner_requests', from);
      const inbox = socket.frames
        .slice(from)
        .some((f) => f.type === 'inbox' && f.conversationId === conversationId);
      return inbox ? "receives the owner's inbox" : 'public events only';
    },
    expect: {
      visitor: 'error:session_missing',
      stranger: 'public events only',
      blocked: 'public events only',
      owner: "receives the owner's inbox",
      admin: 'public events only',
    },
  },
  ping: {
    async run(_w, socket) {
      const from = socket.frames.length;
      socket.send({ type: 'ping' });
      return describeFrame(await socket.waitFor(() => true, from));
    },
    expect: { visitor: 'pong', stranger: 'pong', blocked: 'pong', owner: 'pong', admin: 'pong' },
  },
};

let world: MatrixWorld;
let fingerprinter: Awaited<ReturnType<typeof createFingerprinter>>;
const sockets: RealtimeTestClient[] = [];

beforeAll(async () => {
  world = await buildMatrixWorld();
  fingerprinter = await createFingerprinter(world.t.app.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await world?.close();
});

const HOUR = 3_600_000;

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and no row for a route it lacks', () => {
    const routes = world.t.app.routeList();
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const keys = new Set(
      routes
        // Fastify answers HEAD for every GET: the GET row holds for it.
        .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
        .map((route) => `${route.method} ${route.url}`),
    );
    expect(
      [...keys].filter((key) => !(key in HTTP_MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(HTTP_MATRIX).filter((key) => !keys.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it('has a row for every socket frame a client may send', () => {
    const types = clientFrameSchema.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(SOCKET_MATRIX).sort()).toEqual(types);
  });

  const cells = Object.entries(HTTP_MATRIX).flatMap(([key, row]) => {
    const [method = '', path = ''] = key.split(' ');
    const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
    return methods.map((m) => ({ key: `${m} ${path}`, method: m, row }));
  });

  describe.each(cells)('$key', ({ method, row }) => {
    it.each(ROLES)('as %s', async (role) => {
      // Time moves on between cells, so hourly limits never decide one.
      world.clock.advance(HOUR);
      const { url, body } = await row.call(world);
      const session = row.ownAccount
        ? role === 'visitor'
          ? null
          : (await world.newAccount()).session
        : row.endsSession
          ? await world.freshSession(role)
          : world.session(role);
      const before = await fingerprinter.take();
      const response = await world.call(method, url, session, body);
      expect(response.statusCode, `${method} ${url} as ${role}: ${response.body}`).toBe(
        row.expect[role],
      );
      const refused = response.statusCode >= 400;
      const mustNotWrite =
        refused ||
        method === 'GET' ||
        method === 'HEAD' ||
        (row.othersChangeNothing && role !== 'owner');
      if (mustNotWrite) {
        expect(changedTables(before, await fingerprinter.take()), 'tables changed').toEqual([]);
      }
    });
  });

  describe.each(Object.entries(SOCKET_MATRIX))('socket frame %s', (type, row) => {
    it.each(ROLES)('as %s', async (role) => {
      const socket = await RealtimeTestClient.connect(world.baseUrl);
      sockets.push(socket);
      const session = world.session(role);
      if (session && type !== 'auth') {
        socket.send({ type: 'auth', token: session.access_token });
        await socket.waitFor((f) => f.type === 'ready');
      }
      expect(await row.run(world, socket, role)).toBe(row.expect[role]);
      socket.close();
    });
  });
});
