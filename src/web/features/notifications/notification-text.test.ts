import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications';
import { testI18n } from '#test/support/web/render-with-app';
import { notificationText } from './notification-text';

const base = {
  id: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a11',
  actor: { id: '00000000-0000-0000-0000-000000000001', name: 'Мария Петрова' },
  subjectId: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a12',
  createdAt: '2026-05-04T07:00:00.000Z',
  readAt: null,
};
const booking: Notification = {
  ...base,
  kind: 'booking_declined',
  data: {
    courtId: '10000000-0000-0000-0000-000000000001',
    courtName: 'Тенис комплекс Витоша',
    courtNameEn: 'Vitosha Tennis Complex',
    date: '2026-05-11',
    startTime: '18:00',
    endTime: '19:30',
    price: 52.5,
    currency: 'EUR',
    note: 'Two of us',
    ownerNote: 'Full that evening',
  },
};

describe('notificationText', () => {
  it('says what happened to a booking, with the owner’s note, in each language', () => {
    const en = testI18n('en');
    expect(notificationText(booking, en.t, 'en')).toEqual({
      text: 'Мария Петрова declined your booking at Vitosha Tennis Complex on Mon, May 11, 2026, 18:00–19:30',
      note: 'Note: Full that evening',
    });
    const bg = testI18n('bg');
    expect(notificationText(booking, bg.t, 'bg').text).toBe(
      'Мария Петрова отказа резервацията ви за Тенис комплекс Витоша на пн, 11 май 2026 г., 18:00–19:30',
    );
  });

  it('says a cancellation after the free cancellation was late, in each language', () => {
    const late = {
      ...booking,
      kind: 'booking_cancelled',
      data: { ...booking.data, ownerNote: null, cancelledLate: true },
    } as Notification;
    expect(notificationText(late, testI18n('en').t, 'en').text).toBe(
      'Мария Петрова cancelled the booking at Vitosha Tennis Complex on Mon, May 11, 2026, 18:00–19:30 after its free cancellation had ended (a late cancellation)',
    );
    expect(notificationText(late, testI18n('bg').t, 'bg').text).toMatch(/\(късен отказ\)$/);
  });

  it('shows the requester’s note on a new request', () => {
    const en = testI18n('en');
    const request = { ...booking, kind: 'booking_requested' } as Notification;
    expect(notificationText(request, en.t, 'en').note).toBe('Note: Two of us');
  });

  it('covers play requests, match results and partner request replies', () => {
    const en = testI18n('en');
    const t = en.t;
    expect(notificationText({ ...base, kind: 'play_request', data: {} }, t, 'en').text).toBe(
      'Мария Петрова wants to play tennis with you',
    );
    const match: Notification = {
      ...base,
      kind: 'match_recorded',
      data: { playedOn: '2026-05-03', sets: ['4-6', '6-3', '8-10'], recipientWon: false },
    };
    expect(notificationText(match, t, 'en').text).toBe(
      'Мария Петрова recorded your match: 4-6 6-3 8-10. Confirm or dispute it.',
    );
    const reply: Notification = {
      ...base,
      actor: null,
      kind: 'partner_request_reply',
      data: { level: 'advanced', district: 'vitosha', preferredTime: 'Saturday mornings' },
    };
    expect(notificationText(reply, t, 'en').text).toBe(
      'A player answered your partner request (Saturday mornings)',
    );
  });

  it('says what happened to an open match, naming its court and a late cancellation', () => {
    const game = {
      date: '2026-05-11',
      startTime: '18:00',
      endTime: '19:30',
      format: 'doubles',
      district: 'lozenets',
      courtName: 'Тенис комплекс Витоша',
      courtNameEn: 'Vitosha Tennis Complex',
    } as const;
    const booked: Notification = { ...base, kind: 'open_match_court_booked', data: game };
    expect(notificationText(booked, testI18n('en').t, 'en').text).toBe(
      'Мария Петрова booked Vitosha Tennis Complex for the game on Mon, May 11, 2026, 18:00–19:30',
    );
    const left: Notification = {
      ...base,
      kind: 'open_match_left',
      data: { ...game, late: true },
    };
    expect(notificationText(left, testI18n('bg').t, 'bg').text).toBe(
      'Мария Петрова напусна играта на пн, 11 май 2026 г., 18:00–19:30 малко преди началото (късен отказ)',
    );
    const reminder: Notification = {
      ...base,
      actor: null,
      kind: 'open_match_reminder',
      data: game,
    };
    expect(notificationText(reminder, testI18n('bg').t, 'bg').text).toBe(
      'Напомняне: играта ви започва в 18:00 (пн, 11 май 2026 г., до 19:30)',
    );
  });

  it('says who invites to a game, and who declined an invitation, in each language', () => {
    const game = {
      date: '2026-05-11',
      startTime: '18:00',
      endTime: '19:30',
      format: 'singles',
      district: 'lozenets',
      courtName: null,
      courtNameEn: null,
    } as const;
    const invited: Notification = { ...base, kind: 'open_match_invited', data: game };
    expect(notificationText(invited, testI18n('bg').t, 'bg').text).toBe(
      'Мария Петрова ви кани на игра на пн, 11 май 2026 г., 18:00–19:30',
    );
    expect(notificationText(invited, testI18n('en').t, 'en').text).toBe(
      'Мария Петрова invites you to play on Mon, May 11, 2026, 18:00–19:30',
    );
    const declined: Notification = { ...base, kind: 'open_match_invite_declined', data: game };
    expect(notificationText(declined, testI18n('bg').t, 'bg').text).toBe(
      'Мария Петрова отказа поканата ви за играта на пн, 11 май 2026 г., 18:00–19:30',
    );
  });

  it('tells of a game that fits, and of the day’s grouped rest with their count, in each language', () => {
    const fits: Notification = {
      ...base,
      kind: 'open_match_fits',
      data: {
        date: '2026-05-12',
        startTime: '19:00',
        endTime: '20:30',
        format: 'singles',
        district: 'lozenets',
        courtName: null,
        courtNameEn: null,
      },
    };
    expect(notificationText(fits, testI18n('en').t, 'en').text).toBe(
      'A game that fits your week: Мария Петрова plays on Tue, May 12, 2026, 19:00–20:30',
    );
    const more = (count: number): Notification => ({
      ...base,
      actor: null,
      kind: 'open_match_fits_more',
      data: { date: '2026-05-04', count },
    });
    expect(notificationText(more(1), testI18n('en').t, 'en').text).toBe(
      'One more game fits your week today',
    );
    expect(notificationText(more(4), testI18n('en').t, 'en').text).toBe(
      '4 more games fit your week today',
    );
    expect(notificationText(more(1), testI18n('bg').t, 'bg').text).toBe(
      'Още една игра пасва на седмицата ви днес',
    );
    expect(notificationText(more(4), testI18n('bg').t, 'bg').text).toBe(
      'Още 4 игри пасват на седмицата ви днес',
    );
  });
});
