import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications';
import {
  clip,
  notificationPush,
  PUSH_BODY_MAX_LENGTH,
  PUSH_TITLE_MAX_LENGTH,
  unreadMessagesPush,
} from './push-messages';

const ACTOR = { id: '10000000-0000-4000-8000-000000000001', name: 'Emma Player' };
const MATCH_ID = '10000000-0000-4000-8000-000000000002';

const recorded: Notification = {
  id: '10000000-0000-4000-8000-000000000003',
  kind: 'match_recorded',
  actor: ACTOR,
  subjectId: MATCH_ID,
  createdAt: '2026-05-04T07:00:00.000Z',
  readAt: null,
  data: { playedOn: '2026-05-03', sets: ['6-4', '3-6', '10-8'], recipientWon: false },
};

describe('clip', () => {
  it('keeps short text, flattens line breaks, and cuts long text with an ellipsis', () => {
    expect(clip('  Hi\n\nthere  ', 10)).toBe('Hi there');
    expect(clip('abcdefghij', 10)).toBe('abcdefghij');
    expect(clip('abcdef ghij', 8)).toBe('abcdef…');
    // Whole code points: an emoji is never split.
    expect(clip('🎾🎾🎾🎾', 3)).toBe('🎾🎾…');
  });
});

describe('notificationPush', () => {
  it("says what the notification's mail says, opening the page its button does", () => {
    expect(notificationPush(recorded, 'en')).toEqual({
      title: 'Emma Player recorded a match result with you',
      body: 'Emma Player recorded your match of Sunday, May 3, 2026: 6-4 3-6 10-8 (you lost). Confirm it if it is right, or dispute it.',
      url: `/my/matches#match-${MATCH_ID}`,
      tag: `/my/matches#match-${MATCH_ID}`,
    });
    expect(notificationPush(recorded, 'bg').title).toBe('Emma Player въведе резултат от мач с вас');
  });

  it('stays short whatever the names', () => {
    const long = { ...recorded, actor: { ...ACTOR, name: 'Я'.repeat(100) } };
    const message = notificationPush(long, 'bg');
    expect([...message.title].length).toBeLessThanOrEqual(PUSH_TITLE_MAX_LENGTH);
    expect([...message.body].length).toBeLessThanOrEqual(PUSH_BODY_MAX_LENGTH);
  });
});

describe('unreadMessagesPush', () => {
  it('names the sender and the count, shows the latest message, and opens the chat', () => {
    const unread = { senderId: ACTOR.id, senderName: ACTOR.name, latest: 'See you at 6?' };
    expect(unreadMessagesPush({ ...unread, unreadCount: 1 }, 'bg')).toEqual({
      title: 'Emma Player ви изпрати съобщение',
      body: 'See you at 6?',
      url: `/messages?with=${ACTOR.id}`,
      tag: `/messages?with=${ACTOR.id}`,
    });
    expect(unreadMessagesPush({ ...unread, unreadCount: 3 }, 'en').title).toBe(
      '3 unread messages from Emma Player',
    );
    const long = unreadMessagesPush({ ...unread, latest: 'x'.repeat(2000), unreadCount: 1 }, 'en');
    expect(long.body).toHaveLength(PUSH_BODY_MAX_LENGTH);
  });
});
