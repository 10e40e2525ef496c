import { describe, expect, it } from 'vitest';
import { closedSetArray, closedSetLiteral, SqlParams } from './sql-params';

describe('SqlParams', () => {
  it('numbers parameters after the values it starts from', () => {
    const params = new SqlParams(['a', 'b']);
    expect(params.add('c')).toBe('$3');
    expect(params.values).toEqual(['a', 'b', 'c']);
  });
});

describe('closed-set literals', () => {
  it('writes a value quoted, its quotes doubled', () => {
    expect(closedSetLiteral('lozenets')).toBe("'lozenets'");
    expect(closedSetLiteral("o'clock")).toBe("'o''clock'");
  });

  it('writes several as a text array', () => {
    expect(closedSetArray(['clay', 'hard'])).toBe("array['clay', 'hard']::text[]");
  });
});
