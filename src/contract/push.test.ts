import { describe, expect, it } from 'vitest';
import { isLoopbackHost, PUSH_ENDPOINT_MAX_LENGTH, pushSubscriptionSchema } from './push';

// A real browser subscription's shape (keys from a P-256 pair and 16 random bytes).
const P256DH =
  'BGnfdEQRWbssjzv47qCvksQ5MF9oRReW9oP2YLYPIlo1y4Y_B0E6dUbgktQCLrt6fmYBLl-WAuv6cqFOhAX-Pq0';
const AUTH = 'T2B2dQpFIiT-kMEsSBJjgA';
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf',
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH },
};

function problems(value: unknown): Record<string, string> {
  const result = pushSubscriptionSchema.safeParse(value);
  const fields: Record<string, string> = {};
  // The first problem of each field, as the API reports it.
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('pushSubscriptionSchema', () => {
  it('takes PushSubscription.toJSON() as browsers give it, with or without expirationTime', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ endpoint: valid.endpoint, keys: valid.keys })).toEqual({});
    expect(problems({ ...valid, expirationTime: 1_790_000_000_000 })).toEqual({});
    expect(problems({ ...valid, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } })).toEqual({});
  });

  it('wants https, or http on this machine only (a test push service)', () => {
    expect(problems({ ...valid, endpoint: 'http://127.0.0.1:4000/push/1' })).toEqual({});
    expect(problems({ ...valid, endpoint: 'http://localhost:4000/push/1' })).toEqual({});
    expect(problems({ ...valid, endpoint: 'http://[::1]:4000/push/1' })).toEqual({});
    for (const endpoint of [
      'http://push.example.com/1',
      'ftp://push.example.com/1',
      'javascript:alert(1)',
      'https://user:pw@push.example.com/1',
      'not a url',
      'https://push.example.com/a b',
      'https://push.example.com/a\nb',
      'https://push.example.com/a\u0000b',
      'https://push.example.com/пуш',
      '',
    ]) {
      expect(problems({ ...valid, endpoint }).endpoint, endpoint).toBeDefined();
    }
    const long = `https://push.example.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`;
    expect(problems({ ...valid, endpoint: long })).toEqual({ endpoint: 'too_long' });
  });

  it('wants keys of the right size in base64url', () => {
    expect(problems({ ...valid, keys: { ...valid.keys, p256dh: P256DH.slice(1) } })).toEqual({
      'keys.p256dh': 'invalid_key',
    });
    expect(problems({ ...valid, keys: { ...valid.keys, p256dh: `A${P256DH.slice(1)}` } })).toEqual({
      'keys.p256dh': 'invalid_key',
    });
    expect(problems({ ...valid, keys: { ...valid.keys, auth: `${AUTH.slice(1)}+` } })).toEqual({
      'keys.auth': 'invalid_key',
    });
    expect(problems({ ...valid, keys: { ...valid.keys, auth: 'x'.repeat(5000) } })).toEqual({
      'keys.auth': 'too_long',
    });
    expect(problems({ ...valid, keys: { p256dh: P256DH } })['keys.auth']).toBeDefined();
    expect(problems({ ...valid, expirationTime: -1 })).toEqual({ expirationTime: 'invalid_time' });
    expect(problems({ ...valid, expirationTime: 1e300 })).toEqual({
      expirationTime: 'invalid_time',
    });
  });
});

describe('isLoopbackHost', () => {
  it('knows this machine by name and address', () => {
    expect(['localhost', '127.0.0.1', '127.8.9.10', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(
      ['example.com', '10.0.0.1', '127.0.0.1.example.com', '0.0.0.0'].some(isLoopbackHost),
    ).toBe(false);
  });
});
