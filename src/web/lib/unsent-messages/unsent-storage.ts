import { UNSENT_KEY_PREFIX } from './unsent-keys';

/** The part of the Web Storage API the unsent messages use. */
export interface KeyedStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A stand-in for a browser that refuses localStorage: kept as long as the page. */
function memoryStorage(): KeyedStorage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

let fallback: KeyedStorage | undefined;

/** localStorage, or one in memory where the browser refuses it (blocked site data). */
export function unsentStorage(): KeyedStorage {
  try {
    if (window.localStorage) return window.localStorage;
  } catch {
    // Blocked: reading the property throws.
  }
  fallback ??= memoryStorage();
  return fallback;
}

/** `chat` is a chat's key (features/chat chat-target.ts): a partner's id, or a group's. */
export function unsentKey(userId: string, chat: string): string {
  return `${UNSENT_KEY_PREFIX}${userId}:${chat}`;
}

/** The keys of every chat of `userId` that has unsent messages. */
export function unsentKeysOf(storage: KeyedStorage, userId: string): string[] {
  const prefix = `${UNSENT_KEY_PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
