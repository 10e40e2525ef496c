import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationId, routeErrors } from './route-description';
import { tagOf } from './tags';

const codes = (errors: ReturnType<typeof routeErrors>) =>
  Object.fromEntries([...errors].map(([status, found]) => [status, [...found].sort()]));

describe('routeErrors', () => {
  it('gives a public route without input what every route can meet, a body it never asked for too', () => {
    expect(codes(routeErrors({}, { signedIn: false, admin: false }))).toEqual({
      400: ['bad_request', 'invalid_json'],
      413: ['body_too_large'],
      415: ['unsupported_media_type'],
      429: ['rate_limited'],
      500: ['internal'],
      503: ['database_unavailable', 'storage_full', 'unavailable'],
    });
  });

  it('adds the body refusals, the token, the administrator and what the route declares', () => {
    const found = codes(
      routeErrors(
        { body: z.object({}), errors: { 404: ['court_not_found'], 409: ['court_has_bookings'] } },
        { signedIn: true, admin: true },
      ),
    );
    expect(found[400]).toEqual(['bad_request', 'invalid_json', 'validation']);
    expect(found[401]).toEqual(['invalid_token', 'session_missing']);
    expect(found[403]).toEqual(['forbidden']);
    expect(found[404]).toEqual(['court_not_found']);
    expect(found[409]).toEqual(['court_has_bookings']);
    expect(found[413]).toEqual(['body_too_large']);
    expect(found[415]).toEqual(['unsupported_media_type']);
  });
});

describe('operationId', () => {
  it('names an operation by its method and path', () => {
    expect(operationId('GET', '/api/courts/:id/reviews')).toBe('getCourtsIdReviews');
    expect(operationId('POST', '/api/partner-requests/:id/close')).toBe(
      'postPartnerRequestsIdClose',
    );
  });
});

describe('tagOf', () => {
  it('finds the domain of a path, the most specific first', () => {
    expect(tagOf('/api/courts')).toBe('courts');
    expect(tagOf('/api/courts/:id/reviews')).toBe('reviews');
    expect(tagOf('/api/my/court-bookings')).toBe('bookings');
    expect(tagOf('/api/players/:id/play-request')).toBe('partner-requests');
    expect(tagOf('/api/admin/claims')).toBe('admin');
  });

  it('refuses a path it has no domain for, so a new one is not left untagged', () => {
    expect(() => tagOf('/api/leagues')).toThrow(/no tag/);
  });
});
