import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursor', () => {
  it('round-trips a key and an id', () => {
    const id = '10000000-0000-0000-0000-000000000001';
    expect(decodeCursor(encodeCursor(4.5, id))).toEqual([4.5, id]);
  });

  it('reads garbage as no cursor', () => {
    expect(decodeCursor('bm9wZQ')).toBeUndefined();
    expect(decodeCursor(undefined)).toBeUndefined();
  });
});
