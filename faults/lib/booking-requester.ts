import type { Booking, BookingBody } from '#contract/bookings';
import type { Answer, ApiClient } from './api-client';

const AWAY = new Set([502, 503, 504]);

interface Request {
  body: BookingBody;
  sentBefore: boolean;
}

/**
 * One person's booking requests, sent one at a time and sent again after no answer. A request
 * has no client id: sent again after its first try was saved, the server's one-request-per-time
 * rule answers 409 booking_overlap, which is how the client learns it is already there.
 */
export class BookingRequester {
  readonly unsent: Request[] = [];
  /** Requests the server acknowledged with 201, with the booking it made. */
  readonly acknowledged: Booking[] = [];
  /** Requests whose resend found them already saved (their first answer was lost). */
  readonly alreadySaved: BookingBody[] = [];
  /** The last answer that meant the server was away. */
  lastAway: Answer | undefined;

  constructor(readonly client: ApiClient) {}

  request(body: BookingBody): void {
    this.unsent.push({ body, sentBefore: false });
  }

  async flush(): Promise<'done' | 'away'> {
    for (;;) {
      const next = this.unsent[0];
      if (!next) return 'done';
      const answer = await this.client.call('POST', '/api/bookings', next.body);
      if (answer.status === 201) {
        this.acknowledged.push(answer.body as Booking);
        this.unsent.shift();
        continue;
      }
      if (
        answer.status === 409 &&
        answer.body?.error?.code === 'booking_overlap' &&
        next.sentBefore
      ) {
        this.alreadySaved.push(next.body);
        this.unsent.shift();
        continue;
      }
      if (answer.failure || AWAY.has(answer.status)) {
        this.lastAway = answer;
        next.sentBefore = true;
        return 'away';
      }
      throw new Error(
        `a booking request was refused: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }
}

/** Every booking request the client made, newest first, page by page. */
export async function myBookings(client: ApiClient): Promise<Booking[]> {
  const bookings: Booking[] = [];
  let cursor: string | null = null;
  do {
    const answer = await client.call(
      'GET',
      `/api/my/bookings${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (answer.status !== 200) {
      throw new Error(`reading bookings answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    bookings.push(...answer.body.items);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return bookings;
}
