import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUnsentMessages } from './unsent-keys';
import { type KeyedStorage, unsentKey, unsentStorage } from './unsent-storage';
import {
  newClientId,
  type SendFailure,
  UNSENT_PER_CHAT_MAX,
  UNSENT_PER_USER_MAX,
  type UnsentMessage,
  unsentMessages,
} from './unsent-store';

const GEORGI = '00000000-0000-0000-0000-000000000002';
const IVAN = '00000000-0000-0000-0000-000000000003';
const MARIA = '00000000-0000-0000-0000-000000000004';
const PETAR = '00000000-0000-0000-0000-000000000005';

function message(content: string, extra: Partial<UnsentMessage> = {}): UnsentMessage {
  return { clientId: newClientId(), content, writtenAt: 1_700_000_000_000, ...extra };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('unsent messages', () => {
  it('are kept in localStorage in the order they were written, until sent or discarded', () => {
    const first = message('Първо', { partnerRequestId: '40000000-0000-0000-0000-000000000001' });
    const second = message('Второ');
    const third = message('Трето');
    const chat = unsentMessages(GEORGI, MARIA);
    expect(chat.add(first)).toBe(true);
    expect(chat.add(second)).toBe(true);
    expect(chat.add(third)).toBe(true);
    // A reload: a new store over the same storage.
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([first, second, third]);
    chat.remove(second.clientId);
    expect(chat.list()).toEqual([first, third]);
    chat.remove(first.clientId, third.clientId);
    expect(chat.list()).toEqual([]);
    expect(localStorage.getItem(unsentKey(GEORGI, MARIA))).toBeNull();
  });

  it('belong to one user and one partner: another user signing in here sees none of them', () => {
    unsentMessages(GEORGI, MARIA).add(message('За Мария'));
    expect(unsentMessages(IVAN, MARIA).list()).toEqual([]);
    expect(unsentMessages(GEORGI, PETAR).list()).toEqual([]);
    expect(unsentMessages(MARIA, GEORGI).list()).toEqual([]);
  });

  it('keep the reason the server refused one, until it is cleared for another try', () => {
    const chat = unsentMessages(GEORGI, MARIA);
    const refused = message('Твърде дълго');
    chat.add(refused);
    const failure: SendFailure = {
      status: 400,
      code: 'validation',
      message: 'Invalid body',
      fields: { content: 'too_long' },
    };
    chat.setFailure(refused.clientId, failure);
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([{ ...refused, failure }]);
    chat.setFailure(refused.clientId, undefined);
    expect(chat.list()).toEqual([refused]);
  });

  it(`take at most ${UNSENT_PER_CHAT_MAX} in a chat and ${UNSENT_PER_USER_MAX} in all of a user's chats`, () => {
    const chat = unsentMessages(GEORGI, MARIA);
    for (let i = 0; i < UNSENT_PER_CHAT_MAX; i++) expect(chat.add(message(`m${i}`))).toBe(true);
    expect(chat.add(message('one too many'))).toBe(false);
    expect(chat.list()).toHaveLength(UNSENT_PER_CHAT_MAX);

    const chats = UNSENT_PER_USER_MAX / UNSENT_PER_CHAT_MAX;
    for (let c = 1; c < chats; c++) {
      const other = unsentMessages(
        GEORGI,
        `00000000-0000-0000-0000-0000000001${String(c).padStart(2, '0')}`,
      );
      for (let i = 0; i < UNSENT_PER_CHAT_MAX; i++) other.add(message(`m${i}`));
    }
    expect(unsentMessages(GEORGI, PETAR).add(message('over the user limit'))).toBe(false);
    // Someone else's room is their own.
    expect(unsentMessages(IVAN, PETAR).add(message('Иван пише'))).toBe(true);
  });

  it('say so when the browser refuses to keep one (storage full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(unsentMessages(GEORGI, MARIA).add(message('Няма място'))).toBe(false);
  });

  it('survive damaged storage: what is not a message is dropped and the rest kept', () => {
    const key = unsentKey(GEORGI, MARIA);
    localStorage.setItem(key, '{not json');
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();

    localStorage.setItem(key, JSON.stringify({ clientId: newClientId(), content: 'not a list' }));
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([]);

    const good = message('Цяло');
    const broken = [
      null,
      'text',
      { ...good, clientId: 'not-a-uuid' },
      { ...message(''), content: '   ' },
      { ...message('x'), content: 'x'.repeat(2001) },
      { ...message('no time'), writtenAt: 'yesterday' },
      { ...good, content: 'the same id again' },
    ];
    const withBadParts = {
      ...message('Със счупена причина'),
      partnerRequestId: 42,
      failure: { code: 7 },
    };
    localStorage.setItem(key, JSON.stringify([good, ...broken, withBadParts]));
    const { partnerRequestId: _p, failure: _f, ...cleaned } = withBadParts;
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([good, cleaned]);
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual([good, cleaned]);
  });

  it('leave the device with the user who signs out, and only theirs', () => {
    unsentMessages(GEORGI, MARIA).add(message('Георги към Мария'));
    unsentMessages(GEORGI, PETAR).add(message('Георги към Петър'));
    unsentMessages(IVAN, MARIA).add(message('Иван към Мария'));
    localStorage.setItem('sofia-tennis.language', 'bg');
    forgetUnsentMessages(GEORGI);
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([]);
    expect(unsentMessages(GEORGI, PETAR).list()).toEqual([]);
    expect(unsentMessages(IVAN, MARIA).list()).toHaveLength(1);
    expect(localStorage.getItem('sofia-tennis.language')).toBe('bg');
  });

  it('are kept in memory for the page where the browser blocks localStorage', () => {
    const real = window.localStorage;
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage: KeyedStorage = unsentStorage();
    const kept = message('В паметта');
    expect(unsentMessages(GEORGI, MARIA, storage).add(kept)).toBe(true);
    expect(unsentMessages(GEORGI, MARIA).list()).toEqual([kept]);
    expect(unsentMessages(IVAN, MARIA).list()).toEqual([]);
    expect(real.length).toBe(0);
    // Signing out does not fail for it.
    expect(() => forgetUnsentMessages(GEORGI)).not.toThrow();
  });
});

describe('a client id', () => {
  it('is a version 4 UUID, new every time', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
