import { z } from 'zod';

/**
 * Web Push: a system notification on a device the user allowed it on, even with the app closed.
 *
 * | call                            | who       | body                  | success              |
 * |---------------------------------|-----------|-----------------------|----------------------|
 * | GET    /api/push/public-key     | anyone    | –                     | 200 PushPublicKey    |
 * | POST   /api/push/subscriptions  | signed in | PushSubscriptionInput | 204                  |
 * | DELETE /api/push/subscriptions  | signed in | PushUnsubscribe       | 204                  |
 *
 * - The public key is the `applicationServerKey` of `pushManager.subscribe` (base64url).
 * - POST sends `PushSubscription.toJSON()`. One device is one endpoint: posting it again
 *   updates its keys, and a device that signs in as someone else now pushes to them.
 * - DELETE forgets one of the caller's own devices (sign-out, permission withdrawn); an unknown
 *   endpoint is not an error.
 * - Which kinds are pushed: PUSH_KINDS and PUSH_KIND_OF in contract/notifications.ts, each
 *   switched in the notification settings (`push`). The service worker receives a PushMessage.
 * - A device the push service reports gone (404, 410) is forgotten at the next push.
 */

export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

/** Visible ASCII only: no spaces, line breaks, NUL or other control characters. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
/** An uncompressed P-256 point (65 bytes, 0x04 first) in base64url, padding optional. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** The 16-byte authentication secret (RFC 8291) in base64url, padding optional. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;
/** The latest time a Date (and an ISO string) can hold: year 9999. */
const MAX_EXPIRATION_TIME = 253_402_300_799_999;

/** This machine: a push service here is a test's; anywhere else only https is accepted. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export const pushEndpointSchema = z
  .string()
  .min(1, 'required')
  .max(PUSH_ENDPOINT_MAX_LENGTH, 'too_long')
  .regex(VISIBLE_ASCII, 'invalid_endpoint')
  .refine(isPushServiceUrl, 'invalid_endpoint');

/** `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  /** When the push service lets the subscription lapse (ms since 1970); browsers mostly say null. */
  expirationTime: z
    .number()
    .nonnegative('invalid_time')
    .max(MAX_EXPIRATION_TIME, 'invalid_time')
    .nullable()
    .optional(),
  keys: z.object({
    p256dh: z.string().max(100, 'too_long').regex(P256DH, 'invalid_key'),
    auth: z.string().max(50, 'too_long').regex(AUTH_SECRET, 'invalid_key'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

export const pushPublicKeySchema = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` for `pushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives (`event.data.json()`), in the recipient's language. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page to open on a tap: a path of this site (`/my/courts#booking-…`). */
  url: z.string().startsWith('/'),
  /** A later push with the same tag replaces the earlier one on the device. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
