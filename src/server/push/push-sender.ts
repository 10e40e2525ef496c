import type { PushMessage } from '#contract/push';
import type { VapidKeys } from '#server/config';

/** Where a push goes: the device's endpoint and the keys its payload is encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSenderOptions {
  vapidKeys: VapidKeys;
  /** A mailto: or https: URL the push services may contact (VAPID_SUBJECT). */
  subject: string;
  /** How long to wait for a push service's answer. */
  timeoutMs?: number;
}

/** The push service answered with something other than success or "gone". */
export class PushRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
  ) {
    super(`push service answered ${statusCode}${detail ? `: ${detail}` : ''}`);
  }
}

/** A day: a notification older than that is better seen in the app than on the lock screen. */
const TIME_TO_LIVE_SECONDS = 86_400;

/** The first bytes of a response's body (an error's reason), never the whole of it. */
async function reasonOf(response: Response, maxBytes = 200): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  try {
    const { value } = await reader.read();
    return Buffer.from(value ?? [])
      .subarray(0, maxBytes)
      .toString('utf8')
      .replace(/\s+/g, ' ')
      .trim();
  } catch {
    return '';
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<'sent' | 'gone'>;

/**
 * Sends one push: web-push encrypts it (aes128gcm) and signs it (VAPID); fetch sends it, so a
 * test's push service may be plain http on loopback. Resolves 'gone' when the push service says
 * the subscription no longer exists (404, 410); throws PushRefusedError on any other refusal.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const vapidDetails = { subject: options.subject, ...options.vapidKeys };
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (target, message) => {
    // Loaded with the first push, not at every start.
    const { default: webPush } = await import('web-push');
    const request = webPush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails,
      TTL: TIME_TO_LIVE_SECONDS,
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch counts the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      // A push service never redirects: following one would let an endpoint aim us elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) {
      await response.body?.cancel();
      return 'sent';
    }
    const reason = await reasonOf(response);
    if (response.status === 404 || response.status === 410) return 'gone';
    throw new PushRefusedError(response.status, reason);
  };
}
