import type { Clock } from '#server/lib/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(time: Date | string): void;
}

/** A clock that stands still until a test moves it. */
export function createTestClock(start: Date | string = '2026-03-01T10:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(time) {
      current = new Date(time).getTime();
    },
  };
}
