import { describe, expect, it } from 'vitest';
import type { Message } from '#contract/chat';
import { Subscription } from './subscription';

const CONVERSATION = '20000000-0000-0000-0000-000000000001';
function message(seq: number): Message {
  return {
    id: `30000000-0000-0000-0000-${String(seq).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    seq,
    senderId: '00000000-0000-0000-0000-000000000001',
    content: `m${seq}`,
    createdAt: new Date(0).toISOString(),
    clientId: null,
  };
}

function setup(stored: number[], afterSeq = 0) {
  const sent: number[] = [];
  const db = [...stored];
  const subscription = new Subscription(
    CONVERSATION,
    afterSeq,
    async (after) => db.filter((seq) => seq > after).map(message),
    (m) => sent.push(m.seq),
    (error) => {
      throw error;
    },
  );
  return { sent, db, subscription };
}

describe('Subscription', () => {
  it('catches up from the given seq, then sends live messages once each, in order', async () => {
    const { sent, db, subscription } = setup([1, 2, 3], 1);
    const catchUp = subscription.catchUp();
    db.push(4);
    // A live message that raced the catch-up query, and a duplicate of it.
    void subscription.deliver(message(3));
    void subscription.deliver(message(4));
    await subscription.deliver(message(4));
    await catchUp;
    expect(sent).toEqual([2, 3, 4]);
    expect(subscription.lastSeq).toBe(4);
  });

  it('fills a gap from the database before a live message that skipped ahead', async () => {
    const { sent, db, subscription } = setup([1]);
    await subscription.catchUp();
    db.push(2, 3);
    await subscription.deliver(message(3));
    expect(sent).toEqual([1, 2, 3]);
  });
});
