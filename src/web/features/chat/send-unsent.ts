import type { Message } from '#contract/chat';
import { ApiRequestError } from '#web/lib/api-client';
import type {
  SendFailure,
  UnsentMessage,
  UnsentMessages,
} from '#web/lib/unsent-messages/unsent-store';

/** How a round of sending ended. */
export type SendOutcome =
  /** Nothing left to send: every message went out, or the server refused it (kept with why). */
  | { kind: 'done' }
  /** The server could not be reached: the rest wait for the connection. */
  | { kind: 'offline' }
  /** Sending too fast: the rest go after `ms`. */
  | { kind: 'wait'; ms: number }
  /** Asked to stop (the chat closed, another user signed in). */
  | { kind: 'stopped' };

/** Answers a proxy gives while the server is away: a connection problem, not a refusal. */
const AWAY = new Set([502, 503, 504]);

/** What a failed send means: try later, try after ms, or the server's refusal. */
export function failedSend(error: unknown): 'offline' | { waitMs: number } | SendFailure {
  if (!(error instanceof ApiRequestError)) {
    return { status: 0, code: 'internal', message: String(error) };
  }
  if (error.code === 'network' || AWAY.has(error.status)) return 'offline';
  if (error.status === 429) {
    const seconds = Number(error.fields?.retryAfter);
    return { waitMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000 };
  }
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.fields && { fields: error.fields }),
  };
}

/**
 * Sends a chat's unsent messages one at a time, oldest first, each with its client id (so a
 * repeat never makes a second message). A connection problem stops the round; a refusal is kept
 * with its reason and skipped: it goes again only when the user asks (its failure cleared).
 */
export async function sendUnsent(options: {
  store: UnsentMessages;
  post: (message: UnsentMessage) => Promise<Message>;
  onSent: (message: Message) => void;
  /** The message being sent (null: none), after every change to the store. */
  onProgress: (sendingId: string | null) => void;
  shouldStop: () => boolean;
}): Promise<SendOutcome> {
  const { store } = options;
  const tried = new Set<string>();
  for (;;) {
    if (options.shouldStop()) return { kind: 'stopped' };
    // Read again each time: a message written meanwhile goes after the others.
    const next = store.list().find((m) => !m.failure && !tried.has(m.clientId));
    if (!next) return { kind: 'done' };
    tried.add(next.clientId);
    options.onProgress(next.clientId);
    try {
      const message = await options.post(next);
      store.remove(next.clientId);
      options.onSent(message);
    } catch (error) {
      const failed = failedSend(error);
      if (failed === 'offline') return done(options, { kind: 'offline' });
      if ('waitMs' in failed) return done(options, { kind: 'wait', ms: failed.waitMs });
      console.error('The server refused a message', error);
      store.setFailure(next.clientId, failed);
    }
    options.onProgress(null);
  }
}

function done(options: { onProgress: (id: string | null) => void }, outcome: SendOutcome) {
  options.onProgress(null);
  return outcome;
}
