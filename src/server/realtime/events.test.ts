import { describe, expect, it } from 'vitest';
import { nameSchema } from '#contract/auth';
import { decisionBodySchema } from '#contract/bookings';
import { MESSAGE_MAX_LENGTH, type Message, messageContentSchema } from '#contract/chat';
import { NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from '#contract/constants';
import { COURT_NAME_MAX_LENGTH } from '#contract/court-listings';
import type { Notification } from '#contract/notifications';
import { eventPayload, NOTIFY_PAYLOAD_MAX_BYTES, type RealtimeEvent } from './events';

const ID = '10000000-0000-4000-8000-000000000001';
const bytes = (text: string) => Buffer.byteLength(text);

function messageEvent(content: string): RealtimeEvent {
  const message: Message = {
    id: ID,
    conversationId: ID,
    seq: 2_147_483_647,
    senderId: ID,
    content,
    createdAt: new Date().toISOString(),
    clientId: ID,
  };
  return { kind: 'message', message, recipientIds: [ID, ID] };
}

/** The texts that take the most bytes each in a JSON payload: 3 a unit, or 2 when escaped. */
const WIDEST = ['€', '\\', '"', '\n', '\t', '🎾'];

describe('the NOTIFY payload', () => {
  it('carries the widest message the contract lets through', () => {
    for (const unit of WIDEST) {
      const content = messageContentSchema.parse(
        `x${unit.repeat(Math.floor((MESSAGE_MAX_LENGTH - 2) / unit.length))}x`,
      );
      const payload = eventPayload(messageEvent(content));
      expect(JSON.parse(payload).kind, JSON.stringify(unit)).toBe('message');
      expect(bytes(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    }
  });

  it('sends only the ids of a message that would not fit', () => {
    const content = '\u0001'.repeat(MESSAGE_MAX_LENGTH);
    expect(messageContentSchema.safeParse(content).success).toBe(false);
    const payload = eventPayload(messageEvent(content));
    expect(JSON.parse(payload)).toEqual({
      kind: 'message_written',
      conversationId: ID,
      seq: 2_147_483_647,
      recipientIds: [ID, ID],
    });
  });

  it('carries the widest booking notification the contract lets through', () => {
    const text = (max: number) => '€'.repeat(max);
    const note = decisionBodySchema.parse({ note: text(NOTE_MAX_LENGTH) }).note;
    const notification: Notification = {
      id: ID,
      kind: 'booking_declined',
      actor: { id: ID, name: nameSchema.parse(text(NAME_MAX_LENGTH)) },
      subjectId: ID,
      createdAt: new Date().toISOString(),
      readAt: null,
      data: {
        courtId: ID,
        courtName: text(COURT_NAME_MAX_LENGTH),
        courtNameEn: text(COURT_NAME_MAX_LENGTH),
        date: '2026-05-11',
        startTime: '18:00',
        endTime: '21:00',
        price: 3000,
        currency: 'EUR',
        note,
        ownerNote: note,
      },
    };
    const payload = eventPayload({ kind: 'notification', notification, userIds: [ID] });
    expect(bytes(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
  });

  it('refuses, with a reason, any other event that would not fit', () => {
    const userIds = Array.from({ length: 300 }, () => ID);
    expect(() => eventPayload({ kind: 'notifications_read', userIds })).toThrow(
      /notifications_read event of \d+ bytes/,
    );
  });
});
