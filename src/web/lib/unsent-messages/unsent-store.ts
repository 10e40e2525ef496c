import type { RequestErrorCode } from '../api-client';
import { type KeyedStorage, unsentKey, unsentKeysOf, unsentStorage } from './unsent-storage';

/** Why the server refused a message (an ApiRequestError's parts): it is not sent again by itself. */
export interface SendFailure {
  status: number;
  code: RequestErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** A message written in a chat (to a partner or a group) that has not reached the server yet. */
export interface UnsentMessage {
  /** Its id on the server too: a repeated send finds the message the first one made. */
  clientId: string;
  content: string;
  /** The partner request the chat answered when it was written. */
  partnerRequestId?: string;
  /** When it was written, ms since the epoch. */
  writtenAt: number;
  failure?: SendFailure;
}

/** At most this many wait in one chat, and in all of one user's chats. */
export const UNSENT_PER_CHAT_MAX = 20;
export const UNSENT_PER_USER_MAX = 100;
/** contract/chat MESSAGE_MAX_LENGTH (the contract's module would bring zod into the chat). */
const CONTENT_MAX_LENGTH = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random (version 4) UUID; crypto.randomUUID exists on secure origins only. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toFailure(value: unknown): SendFailure | undefined {
  if (!isRecord(value)) return undefined;
  const { status, code, message, fields } = value;
  if (typeof status !== 'number' || typeof code !== 'string' || typeof message !== 'string') {
    return undefined;
  }
  // Kept from an ApiRequestError of this app, whose code was typed when it was stored.
  const failure: SendFailure = { status, code: code as RequestErrorCode, message };
  if (isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string')) {
    failure.fields = fields as Record<string, string>;
  }
  return failure;
}

/** One stored item as a message, or undefined if it is not one (storage edited or damaged). */
function toMessage(value: unknown): UnsentMessage | undefined {
  if (!isRecord(value)) return undefined;
  const { clientId, content, partnerRequestId, writtenAt, failure } = value;
  if (typeof clientId !== 'string' || !UUID.test(clientId)) return undefined;
  if (typeof content !== 'string' || !content.trim() || content.length > CONTENT_MAX_LENGTH) {
    return undefined;
  }
  if (typeof writtenAt !== 'number' || !Number.isFinite(writtenAt)) return undefined;
  const message: UnsentMessage = { clientId, content, writtenAt };
  if (typeof partnerRequestId === 'string' && UUID.test(partnerRequestId)) {
    message.partnerRequestId = partnerRequestId;
  }
  const parsedFailure = toFailure(failure);
  if (parsedFailure) message.failure = parsedFailure;
  return message;
}

/** The messages under `key`, oldest first; what is not a message is dropped (and the key fixed). */
function readKey(storage: KeyedStorage, key: string): UnsentMessage[] {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return [];
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const items = Array.isArray(parsed) ? parsed : [];
  const seen = new Set<string>();
  const messages: UnsentMessage[] = [];
  for (const item of items) {
    const message = toMessage(item);
    if (!message || seen.has(message.clientId)) continue;
    seen.add(message.clientId);
    if (messages.length < UNSENT_PER_CHAT_MAX) messages.push(message);
  }
  if (messages.length !== items.length || !Array.isArray(parsed)) writeKey(storage, key, messages);
  return messages;
}

/** Stores the list (an empty one removes the key); false if the browser refused. */
function writeKey(storage: KeyedStorage, key: string, messages: UnsentMessage[]): boolean {
  try {
    if (messages.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(messages));
    return true;
  } catch (error) {
    console.error('Could not keep the unsent messages', error);
    return false;
  }
}

/**
 * The unsent messages of one signed-in user in one chat (a partner's or a group's), kept in
 * localStorage across closing the chat and reloading the page; another user of the browser has
 * keys of their own.
 */
export function unsentMessages(
  userId: string,
  chat: string,
  storage: KeyedStorage = unsentStorage(),
) {
  const key = unsentKey(userId, chat);
  const change = (update: (messages: UnsentMessage[]) => UnsentMessage[]) =>
    writeKey(storage, key, update(readKey(storage, key)));

  return {
    /** Oldest first: the order they go out in. */
    list: (): UnsentMessage[] => readKey(storage, key),

    /** Keeps a new message after the others; false when there is no room for it. */
    add(message: UnsentMessage): boolean {
      const mine = readKey(storage, key);
      if (mine.length >= UNSENT_PER_CHAT_MAX) return false;
      let total = mine.length;
      for (const other of unsentKeysOf(storage, userId)) {
        if (other !== key) total += readKey(storage, other).length;
      }
      if (total >= UNSENT_PER_USER_MAX) return false;
      return writeKey(storage, key, [...mine, message]);
    },

    /** Records why the server refused it, or (undefined) clears that for another try. */
    setFailure(clientId: string, failure: SendFailure | undefined): boolean {
      return change((messages) =>
        messages.map((message) => {
          if (message.clientId !== clientId) return message;
          const { failure: _old, ...rest } = message;
          return failure ? { ...rest, failure } : rest;
        }),
      );
    },

    /** Sent, or discarded by the user. */
    remove(...clientIds: string[]): boolean {
      return change((messages) => messages.filter((m) => !clientIds.includes(m.clientId)));
    },
  };
}

export type UnsentMessages = ReturnType<typeof unsentMessages>;
