import type { Language } from '#contract/constants';
import type { MailCategory } from '#contract/notifications';

/** What each kind of e-mail is about, as mail footers and the unsubscribe page name it. */
export const MAIL_CATEGORY_NAMES: Record<Language, Record<MailCategory, string>> = {
  bg: {
    booking_requests: 'заявки за резервация на вашите кортове',
    booking_updates: 'отговори на вашите резервации',
    messages: 'непрочетени съобщения',
    play_requests: 'покани за игра',
    match_results: 'резултати от мачове за потвърждение',
    court_claims: 'отговори на заявленията ви за кортове',
  },
  en: {
    booking_requests: 'booking requests for your courts',
    booking_updates: 'answers to your bookings',
    messages: 'unread messages',
    play_requests: 'requests to play',
    match_results: 'match results to confirm',
    court_claims: 'answers to your court claims',
  },
};
