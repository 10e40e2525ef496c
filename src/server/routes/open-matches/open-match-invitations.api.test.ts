import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { formatCalendarDate } from '#contract/calendar-date';
import {
  type OpenMatch,
  type OpenMatchBody,
  openMatchesPageSchema,
  openMatchSchema,
} from '#contract/open-matches';
import { pushMessageSchema } from '#contract/push';
import { call as apiCall, UNKNOWN_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { mailingTestAppWithPlayers, openMatchTestKit } from '#test/support/open-match-helpers';
import { TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';
import { startTestPushService, type TestPushService } from '#test/support/test-push-service';
import type { TestSmtp } from '#test/support/test-smtp';

// Friday 1 May 2026, 12:00 in Sofia.
const START = '2026-05-01T09:00:00Z';
const clock = createTestClock(START);
let smtp: TestSmtp;
let push: TestPushService;
let t: TestApp;
let ana: Session; // organises; intermediate; Bulgarian
let bob: Session; // intermediate; English
let dan: Session; // beginner; Bulgarian
let eva: Session; // professional, outside an intermediate's default welcome; English

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) => apiCall(t, method, url, session, payload);

async function setLevel(session: Session, level: string) {
  await t.database.db.query('update profiles set skill_level = $2 where id = $1', [
    session.user.id,
    level,
  ]);
}

let app: Awaited<ReturnType<typeof mailingTestAppWithPlayers>>;

beforeAll(async () => {
  push = await startTestPushService();
  app = await mailingTestAppWithPlayers(clock);
  ({ smtp, t } = app);
  ({ ana, bob, dan, eva } = app.players);
  await setLevel(ana, 'intermediate');
  await setLevel(bob, 'intermediate');
  await setLevel(dan, 'beginner');
  await setLevel(eva, 'professional');
});
afterAll(async () => {
  await app.close();
  await push.close();
});
beforeEach(async () => {
  clock.set(START);
  await app.forgetEarlierNews();
  await t.forgetRateLimits();
});

const kit = openMatchTestKit(() => t);
const { freshGame, unread } = kit;

/** A game posted by Ana inviting `invitees`: singles unless told otherwise. */
function invitingGame(invitees: Session[], extra: Partial<OpenMatchBody> = {}): OpenMatchBody {
  return freshGame({
    format: 'singles',
    inviteIds: invitees.map((session) => session.user.id),
    ...extra,
  });
}

const posted = (body: OpenMatchBody, session = ana) => kit.posted(body, session);

const act = (session: Session, game: OpenMatch, action: string) =>
  call('POST', `/api/open-matches/${game.id}/${action}`, session);

async function acted(session: Session, game: OpenMatch, action: string): Promise<OpenMatch> {
  const response = await act(session, game, action);
  expect(response.statusCode, response.body).toBe(200);
  return openMatchSchema.parse(response.json());
}

async function seen(game: OpenMatch, session: Session | null): Promise<OpenMatch> {
  const response = await call('GET', `/api/open-matches/${game.id}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return openMatchSchema.parse(response.json());
}

/** The board's games on the game's day, as a visitor sees it. */
async function onBoard(game: OpenMatch): Promise<boolean> {
  const response = await call('GET', `/api/open-matches?date=${game.date}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return openMatchesPageSchema.parse(response.json()).items.some((item) => item.id === game.id);
}

function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { error: { code: string; fields?: Record<string, string> } };
  return [response.statusCode, body.error.code, body.error.fields];
}

const ids = (players: { id: string }[]) => players.map((player) => player.id);
const kinds = async (session: Session) => (await unread(session)).map((n) => n.kind);

/** Sends what is due and forgets it, so that a test reads only the mails that follow. */
async function forgetMails() {
  await t.app.outbox.drain();
  smtp.received.length = 0;
}

async function mailsOf(session: Session) {
  await t.app.outbox.drain();
  return t.mails(session.user.email);
}

async function block(blocker: Session, blocked: Session) {
  const response = await call('POST', '/api/blocks', blocker, { userId: blocked.user.id });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function unblock(blocker: Session, blocked: Session) {
  const response = await call('DELETE', `/api/blocks/${blocked.user.id}`, blocker);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** The spots the database counts as held, and the rows that hold them. */
async function heldSpots(game: OpenMatch) {
  const [row] = await t.database.db.query<{ players_count: number; joined: number }>(
    `select players_count, (select count(*)::int from open_match_players
       where open_match_id = $1 and status = 'joined') as joined
     from open_matches where id = $1`,
    [game.id],
  );
  return row;
}

describe('posting a game with an invitation', () => {
  it('holds the spot for the invitee: off the board, and nobody else takes it', async () => {
    const game = await posted(invitingGame([eva]));
    expect(game).toMatchObject({ spots: 2, spotsLeft: 0, me: { role: 'organizer' } });
    expect(ids(game.players)).toEqual([ana.user.id]);
    expect(ids(game.invited)).toEqual([eva.user.id]);
    expect(await onBoard(game)).toBe(false);
    expect(refusal(await act(bob, game, 'join'))).toEqual([409, 'match_full', undefined]);

    // The invitee sees their invitation; anyone else sees nobody invited.
    expect(await seen(game, eva)).toMatchObject({
      me: { role: 'invited' },
      invited: [{ id: eva.user.id, name: 'Eva', level: 'professional' }],
    });
    expect((await seen(game, bob)).invited).toEqual([]);
    expect((await seen(game, null)).invited).toEqual([]);
    // The game is among the invitee's own.
    const mine = await call('GET', '/api/open-matches?mine=true', eva);
    expect(ids(openMatchesPageSchema.parse(mine.json()).items)).toContain(game.id);
  });

  it('tells each invitee, in their language, in the app and by mail with a link to the game', async () => {
    const game = await posted(invitingGame([eva, dan], { format: 'doubles' }));
    expect(game.spotsLeft).toBe(1);
    for (const session of [eva, dan]) {
      expect(await unread(session)).toMatchObject([
        {
          kind: 'open_match_invited',
          actor: { id: ana.user.id, name: 'Ана' },
          subjectId: game.id,
          data: { date: game.date, startTime: '18:00', format: 'doubles' },
        },
      ]);
    }
    expect(await kinds(ana)).toEqual([]);
    const [english, ...more] = await mailsOf(eva);
    expect(more).toEqual([]);
    expect(english?.subject).toBe(
      `Ана invites you to play on ${formatCalendarDate(game.date, 'en', 'long')}, 18:00`,
    );
    expect(english?.text).toContain('doubles');
    expect(english?.link).toBe(`${TEST_APP_URL}/open-matches/${game.id}`);
    const [bulgarian] = await mailsOf(dan);
    expect(bulgarian?.subject).toBe(
      `Ана ви кани на игра на ${formatCalendarDate(game.date, 'bg', 'long')}, 18:00`,
    );
    // The mail waits in the outbox with the notification, under the open matches' category.
    const [job] = await t.database.db.query<{ state: string }>(
      `select state from outbox where kind = 'notification_mail'
         and payload->>'notificationId' in (select id::text from notifications
           where kind = 'open_match_invited' and recipient_id = $1 and subject_id = $2)`,
      [eva.user.id, game.id],
    );
    expect(job?.state).toBe('done');
  });

  it("pushes the invitation to the invitee's device, in their language, opening the game", async () => {
    const device = push.device();
    const subscribed = await call('POST', '/api/push/subscriptions', eva, device.subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const game = await posted(invitingGame([eva]));
    await t.app.outbox.drain();
    const [request, ...more] = push.to(device);
    expect(more).toEqual([]);
    const message = pushMessageSchema.parse(
      JSON.parse(device.decrypt(request?.body ?? Buffer.alloc(0))),
    );
    expect(message).toMatchObject({
      title: `Ана invites you to play on ${formatCalendarDate(game.date, 'en', 'long')}, 18:00`,
      url: `/open-matches/${game.id}`,
    });
    await t.database.db.query('delete from push_subscriptions');
  });
});

describe('an invitee', () => {
  it('accepts whatever the welcome, taking the held spot: the last one fills the game', async () => {
    const game = await posted(invitingGame([eva]));
    await unread(eva);
    const accepted = await acted(eva, game, 'join');
    expect(accepted).toMatchObject({ state: 'full', spotsLeft: 0, me: { role: 'player' } });
    expect(ids(accepted.players)).toEqual([ana.user.id, eva.user.id]);
    expect(accepted.invited).toEqual([]);
    expect(accepted.conversationId).not.toBeNull();
    expect(await unread(ana)).toMatchObject([
      { kind: 'open_match_full', actor: { id: eva.user.id } },
    ]);
    expect(await kinds(eva)).toEqual([]);
    expect(await heldSpots(game)).toEqual({ players_count: 2, joined: 2 });
  });

  it('accepting while another invitation waits is a join, not yet a full game', async () => {
    const game = await posted(invitingGame([eva, dan], { format: 'doubles' }));
    await acted(bob, game, 'join');
    await unread(ana);
    const accepted = await acted(eva, game, 'join');
    expect(accepted).toMatchObject({ spotsLeft: 0, me: { role: 'player' } });
    expect(await kinds(ana)).toEqual(['open_match_joined']);
    await acted(dan, game, 'join');
    expect(await kinds(ana)).toEqual(['open_match_full']);
    expect(await kinds(bob)).toEqual(['open_match_full']);
  });

  it('declines: the spot is free again, on the board, and the organiser hears', async () => {
    const game = await posted(invitingGame([bob]));
    await forgetMails();
    const declined = await acted(bob, game, 'leave');
    expect(declined).toMatchObject({ spotsLeft: 1, state: 'open', me: { role: 'left' } });
    expect(declined.invited).toEqual([]);
    expect(await onBoard(game)).toBe(true);
    expect(await unread(ana)).toMatchObject([
      { kind: 'open_match_invite_declined', actor: { id: bob.user.id }, subjectId: game.id },
    ]);
    const [mail] = await mailsOf(ana);
    expect(mail?.subject).toBe(
      `Bob отказа поканата ви за играта на ${formatCalendarDate(game.date, 'bg', 'long')}, 18:00`,
    );
    // Someone else takes the freed spot.
    await acted(dan, game, 'join');
    expect(await heldSpots(game)).toEqual({ players_count: 2, joined: 2 });
  });

  it('hears of the game changed or cancelled while the invitation waits', async () => {
    const game = await posted(invitingGame([bob]));
    await unread(bob);
    const changed = await call('PATCH', `/api/open-matches/${game.id}`, ana, {
      note: 'Нови топки',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await acted(ana, game, 'cancel');
    expect(await kinds(bob)).toEqual(['open_match_changed', 'open_match_cancelled']);
    expect(refusal(await act(bob, game, 'join'))).toEqual([409, 'match_closed', undefined]);
  });

  it('is refused at acceptance for a game of theirs at the same time, or a block', async () => {
    const theirs = await posted(freshGame({ format: 'singles', levels: ['professional'] }), bob);
    await acted(eva, theirs, 'join');
    // Not asked at posting: the invitation stands, and holds its spot.
    const clash = await posted(
      invitingGame([eva], { date: theirs.date, startTime: theirs.startTime }),
      dan,
    );
    expect(refusal(await act(eva, clash, 'join'))).toEqual([409, 'match_overlap', undefined]);
    expect((await seen(clash, eva)).me?.role).toBe('invited');

    const game = await posted(invitingGame([eva], { format: 'doubles' }));
    await acted(dan, game, 'join');
    await block(eva, dan);
    expect(refusal(await act(eva, game, 'join'))).toEqual([403, 'blocked', undefined]);
    await unblock(eva, dan);
    await acted(eva, game, 'join');
  });
});

describe('the organiser', () => {
  it('withdraws an invitation with remove: the spot is free, and the invitee cannot accept', async () => {
    const game = await posted(invitingGame([bob, dan], { format: 'doubles' }));
    await unread(bob);
    const withdrawn = await acted(ana, game, `players/${bob.user.id}/remove`);
    expect(withdrawn.spotsLeft).toBe(2);
    expect(ids(withdrawn.invited)).toEqual([dan.user.id]);
    expect(await onBoard(game)).toBe(true);
    expect(refusal(await act(bob, game, 'join'))).toEqual([409, 'removed_from_match', undefined]);
    expect(await heldSpots(game)).toEqual({ players_count: 2, joined: 1 });
  });
});

describe('an invitation is refused', () => {
  const postInviting = (inviteIds: string[], extra: Partial<OpenMatchBody> = {}) =>
    call('POST', '/api/open-matches', ana, freshGame({ format: 'singles', inviteIds, ...extra }));

  it('for oneself, a player who does not exist, is hidden or suspended', async () => {
    const hidden = await signedUpUser(t, 'hidden@example.com', 'Hidden');
    await t.database.db.query('update profiles set hidden_at = now() where id = $1', [
      hidden.user.id,
    ]);
    const suspended = await signedUpUser(t, 'suspended@example.com', 'Suspended');
    await t.database.db.query('update users set suspended_at = now() where id = $1', [
      suspended.user.id,
    ]);
    for (const id of [ana.user.id, UNKNOWN_ID, hidden.user.id, suspended.user.id]) {
      expect(refusal(await postInviting([id]))).toEqual([
        400,
        'validation',
        { inviteIds: 'player_not_found' },
      ]);
    }
    // Nothing was posted, nobody told.
    const mine = await call('GET', '/api/open-matches?mine=true', ana);
    const invitedSoFar = openMatchesPageSchema.parse(mine.json()).items.flatMap((g) => g.invited);
    expect(ids(invitedSoFar)).not.toContain(hidden.user.id);
    expect(ids(invitedSoFar)).not.toContain(suspended.user.id);
  });

  it('beyond the spots left, or twice the same player', async () => {
    expect(refusal(await postInviting([bob.user.id, dan.user.id]))).toEqual([
      400,
      'validation',
      { inviteIds: 'too_many_invites' },
    ]);
    const four = [bob, dan, eva, ana].map((session) => session.user.id);
    expect(refusal(await postInviting(four, { format: 'doubles' }))).toEqual([
      400,
      'validation',
      { inviteIds: 'too_many_invites' },
    ]);
    expect(refusal(await postInviting([bob.user.id, bob.user.id], { format: 'doubles' }))).toEqual([
      400,
      'validation',
      { inviteIds: 'duplicate' },
    ]);
  });

  it('for a block either way between the organiser and the invitee', async () => {
    await block(bob, ana);
    expect(refusal(await postInviting([bob.user.id]))).toEqual([403, 'blocked', undefined]);
    await unblock(bob, ana);
    await block(ana, dan);
    expect(refusal(await postInviting([dan.user.id]))).toEqual([403, 'blocked', undefined]);
    await unblock(ana, dan);
    expect(await kinds(bob)).toEqual([]);
    expect(await kinds(dan)).toEqual([]);
  });
});

describe('the held spot', () => {
  /** Players of an intermediate's welcome, signed up for a race. */
  async function crowd(prefix: string, size: number): Promise<Session[]> {
    const players = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        signedUpUser(t, `${prefix}${i}@example.com`, `${prefix} ${i}`),
      ),
    );
    for (const player of players) await setLevel(player, 'intermediate');
    await t.forgetRateLimits();
    return players;
  }

  it('goes to its invitee however many others race for it; the others hear match_full', async () => {
    const others = await crowd('racer', 6);
    const game = await posted(invitingGame([eva], { format: 'doubles' }));
    await acted(bob, game, 'join');
    await acted(dan, game, 'join');
    await unread(ana);
    const [accepted, ...joins] = await Promise.all([
      act(eva, game, 'join'),
      ...others.map((player) => act(player, game, 'join')),
    ]);
    expect(accepted?.statusCode, accepted?.body).toBe(200);
    for (const join of joins) expect(refusal(join)).toEqual([409, 'match_full', undefined]);
    expect(await heldSpots(game)).toEqual({ players_count: 4, joined: 4 });
    expect(await unread(ana)).toMatchObject([
      { kind: 'open_match_full', actor: { id: eva.user.id } },
    ]);
  });

  it('beside the last free one: the invitee and exactly one other get in', async () => {
    const others = await crowd('sprinter', 6);
    const game = await posted(invitingGame([eva], { format: 'doubles' }));
    await acted(dan, game, 'join');
    const [accepted, ...joins] = await Promise.all([
      act(eva, game, 'join'),
      ...others.map((player) => act(player, game, 'join')),
    ]);
    expect(accepted?.statusCode, accepted?.body).toBe(200);
    const statuses = joins.map((join) => join.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await heldSpots(game)).toEqual({ players_count: 4, joined: 4 });
    const final = await seen(game, ana);
    expect(final).toMatchObject({ state: 'full', spotsLeft: 0, invited: [] });
    expect(ids(final.players)).toContain(eva.user.id);
  });
});
