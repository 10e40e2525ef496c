import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications';
import {
  type MailContext,
  notificationWording,
  unreadMessagesMail,
} from './notification-templates';

const booking = {
  courtId: '00000000-0000-4000-8000-000000000001',
  courtName: 'Корт Лозенец',
  courtNameEn: 'Lozenets Court',
  date: '2026-05-05',
  startTime: '12:00',
  endTime: '13:00',
  price: 30,
  currency: 'EUR' as const,
  note: null,
  ownerNote: null,
};

const noShow: Notification = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'booking_no_show',
  actor: { id: '00000000-0000-4000-8000-000000000003', name: 'Owner' },
  subjectId: '00000000-0000-4000-8000-000000000004',
  createdAt: '2026-05-06T10:00:00Z',
  readAt: null,
  data: booking,
};

describe('notificationWording', () => {
  it('tells a no-show mark as the mark it is, not as an invitation to play', () => {
    const en = notificationWording(noShow, 'en');
    expect(en.subject).toMatch(/^Marked as a no-show: Lozenets Court/);
    expect(en.lead).toContain('Owner marked that you did not come');
    expect(en.button).toBe('Reply to the mark');
    expect(notificationWording(noShow, 'bg').subject).toContain('Корт Лозенец');
  });

  it('tells a late cancellation as late, in mail and push alike', () => {
    const cancelled = (cancelledLate: boolean): Notification => ({
      ...noShow,
      kind: 'booking_cancelled',
      actor: { id: '00000000-0000-4000-8000-000000000005', name: 'Ана' },
      data: { ...booking, cancelledLate },
    });
    expect(notificationWording(cancelled(true), 'en').subject).toBe(
      'Late cancellation: Ана cancelled the booking at Lozenets Court, Tuesday, May 5, 2026, 12:00',
    );
    expect(notificationWording(cancelled(true), 'bg').subject).toMatch(
      /^Късен отказ: Ана отмени резервацията за Корт Лозенец/,
    );
    expect(notificationWording(cancelled(false), 'en').subject).toMatch(/^Booking cancelled/);
  });

  it('tells an administrator who claims to run which court', () => {
    const claim: Notification = {
      ...noShow,
      kind: 'court_claim_submitted',
      actor: { id: '00000000-0000-4000-8000-000000000005', name: 'Ана' },
      data: { courtId: booking.courtId, courtName: 'Корт Лозенец', courtNameEn: 'Lozenets Court' },
    };
    const en = notificationWording(claim, 'en');
    expect(en.subject).toBe('New court claim: Lozenets Court');
    expect(en.lead).toContain('Ана says they run Lozenets Court');
    const bg = notificationWording(claim, 'bg');
    expect(bg.subject).toBe('Ново заявление за корт: Корт Лозенец');
    expect(bg.lead).toContain('Ана заяви, че управлява Корт Лозенец');
  });
});

describe('unreadMessagesMail', () => {
  const context = (language: 'bg' | 'en'): MailContext => ({
    language,
    recipientName: 'Мария',
    link: 'https://tennis.test/messages',
    category: 'messages',
    unsubscribeUrl: 'https://tennis.test/unsubscribe',
    settingsUrl: 'https://tennis.test/profile',
  });
  const from = (senderName: string, language: 'bg' | 'en') =>
    unreadMessagesMail({ senderName, contents: ['Утре в 10?'], unreadCount: 1 }, context(language));

  it("opens the chat 'със' a name that starts with с or з, 'с' any other", () => {
    expect(from('Стефан Колев', 'bg').text).toContain(
      'Отворете чата със Стефан Колев: https://tennis.test/messages',
    );
    expect(from('Златка', 'bg').html).toContain('>Отворете чата със Златка</a>');
    expect(from('Георги', 'bg').text).toContain('Отворете чата с Георги:');
    expect(from('Stefan', 'en').text).toContain('Open the chat with Stefan:');
  });
});
