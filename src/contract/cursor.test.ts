import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorSchema, encodeCursor } from './cursor';

const ID = '10000000-0000-0000-0000-000000000001';
const query = z.object({ cursor: cursorSchema(z.number().int().min(0).max(100)) });
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function cursorOf(cursor: string) {
  const result = query.safeParse({ cursor });
  return result.success
    ? result.data.cursor
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('cursors', () => {
  it('encode as the server always did: base64url of [key, id] without padding', () => {
    for (const [key, id] of [
      [4.5, ID],
      [1_777_877_400_000, ID],
      [-1, 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
      [0, 'é'],
    ] as const) {
      expect(encodeCursor(key, id)).toBe(
        Buffer.from(JSON.stringify([key, id])).toString('base64url'),
      );
    }
  });

  it('decode to the key and id when the key fits the list', () => {
    expect(cursorOf(encodeCursor(42, ID))).toEqual([42, ID]);
    expect(cursorOf(encodeCursor(0, ID.toUpperCase()))).toEqual([0, ID.toUpperCase()]);
    expect(query.parse({})).toEqual({});
  });

  it('refuse whatever the list never handed out, as the field cursor', () => {
    for (const cursor of [
      '',
      'A',
      '!!!!',
      'bm9wZQ',
      '_w',
      forge({ key: 1, id: ID }),
      forge([1]),
      forge([1, ID, 2]),
      forge(['1', ID]),
      forge([null, ID]),
      forge([1.5, ID]),
      forge([101, ID]),
      forge([-1, ID]),
      forge([1e300, ID]),
      forge([1, '-'.repeat(36)]),
      forge([1, `${ID.slice(0, 35)}g`]),
      forge([1, `${ID}0`]),
      'A'.repeat(201),
    ]) {
      expect(cursorOf(cursor), cursor).toEqual(['cursor: cursor_format']);
    }
  });
});
