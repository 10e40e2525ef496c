import { formatCalendarDate } from '#contract/calendar-date';
import { type Language, levToEuro } from '#contract/constants';
import { courtNameIn } from '#contract/court-name';
import {
  type BookingFacts,
  isBookingNotification,
  type MailCategory,
  type MatchFacts,
  type Notification,
} from '#contract/notifications';
import { PRODUCT_NAME } from '#contract/page-meta';
import { layoutMail, type MailContent } from './layout';
import { MAIL_CATEGORY_NAMES } from './mail-categories';

/** Who the mail is for and the links every notification mail carries. */
export interface MailContext {
  language: Language;
  recipientName: string;
  /** Where the button leads: the place to act. */
  link: string;
  category: MailCategory;
  unsubscribeUrl: string;
  settingsUrl: string;
}

const WORDS = {
  bg: {
    greeting: (name: string) => `Здравейте, ${name}!`,
    court: 'Корт',
    date: 'Дата',
    time: 'Час',
    sofiaTime: 'софийско време',
    price: 'Цена',
    note: 'Бележка от играча',
    ownerNote: 'Бележка от собственика',
    hours: (h: string) => `${h} ч.`,
    someone: 'Потребител',
    stop: (what: string) => `Не искате имейли за ${what}? Изключете ги:`,
    settings: 'Всички настройки за известия:',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    court: 'Court',
    date: 'Date',
    time: 'Time',
    sofiaTime: 'Sofia time',
    price: 'Price',
    note: "Player's note",
    ownerNote: "Owner's note",
    hours: (h: string) => `${h} h`,
    someone: 'A player',
    stop: (what: string) => `Don't want e-mails about ${what}? Turn them off:`,
    settings: 'All notification settings:',
  },
};

function formatDate(date: string, language: Language): string {
  return formatCalendarDate(date, language, 'long');
}

function formatMoney(value: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** "52,50 лв (≈ 26,84 €)", "52.50 лв (≈ €26.84)": the lev price with its euro equivalent at the fixed rate. */
export function formatPrice(lev: number, language: Language): string {
  const euro = formatMoney(levToEuro(lev), language);
  return `${formatMoney(lev, language)} лв (≈ ${language === 'bg' ? `${euro} €` : `€${euro}`})`;
}

function courtName(facts: BookingFacts, language: Language) {
  return courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn });
}

function bookingFacts(facts: BookingFacts, language: Language): [string, string][] {
  const w = WORDS[language];
  const rows: [string, string][] = [
    [w.court, courtName(facts, language)],
    [w.date, formatDate(facts.date, language)],
    [w.time, `${facts.startTime}–${facts.endTime} (${w.sofiaTime})`],
    [w.price, formatPrice(facts.price, language)],
  ];
  if (facts.note) rows.push([w.note, facts.note]);
  if (facts.ownerNote) rows.push([w.ownerNote, facts.ownerNote]);
  return rows;
}

export interface KindWording {
  subject: string;
  lead: string;
  button: string;
}

function bookingWording(
  kind: Notification['kind'],
  actor: string,
  facts: BookingFacts,
  language: Language,
): KindWording {
  const court = courtName(facts, language);
  const when = `${formatDate(facts.date, language)}, ${facts.startTime}`;
  if (language === 'bg') {
    switch (kind) {
      case 'booking_requested':
        return {
          subject: `Заявка за резервация: ${court}, ${when}`,
          lead: `${actor} иска да резервира ${court}. Отворете заявката, за да я потвърдите или откажете.`,
          button: 'Отговорете на заявката',
        };
      case 'booking_accepted':
        return {
          subject: `Резервацията е потвърдена: ${court}, ${when}`,
          lead: `${actor} потвърди заявката ви за ${court}. Ще ви чакат!`,
          button: 'Вижте резервацията',
        };
      case 'booking_declined':
        return {
          subject: `Резервацията е отказана: ${court}, ${when}`,
          lead: `${actor} отказа заявката ви за ${court}.`,
          button: 'Вижте резервациите си',
        };
      case 'booking_no_show':
        return {
          subject: `Отбелязано неявяване: ${court}, ${when}`,
          lead: `${actor} отбеляза, че не сте дошли на резервацията си в ${court}. Ако не е така, отговорете на отбелязването: отговорът ви се показва до него.`,
          button: 'Отговорете на отбелязването',
        };
      default:
        return {
          subject: `Резервацията е отменена: ${court}, ${when}`,
          lead: `${actor} отмени резервацията си за ${court}. Часът отново е свободен.`,
          button: 'Вижте заявките за кортовете си',
        };
    }
  }
  switch (kind) {
    case 'booking_requested':
      return {
        subject: `Booking request: ${court}, ${when}`,
        lead: `${actor} would like to book ${court}. Open the request to accept or decline it.`,
        button: 'Answer the request',
      };
    case 'booking_accepted':
      return {
        subject: `Booking accepted: ${court}, ${when}`,
        lead: `${actor} accepted your booking request at ${court}. See you on court!`,
        button: 'See your booking',
      };
    case 'booking_declined':
      return {
        subject: `Booking declined: ${court}, ${when}`,
        lead: `${actor} declined your booking request at ${court}.`,
        button: 'See your bookings',
      };
    case 'booking_no_show':
      return {
        subject: `Marked as a no-show: ${court}, ${when}`,
        lead: `${actor} marked that you did not come to your booking at ${court}. If that is not so, reply to the mark: your reply shows next to it.`,
        button: 'Reply to the mark',
      };
    default:
      return {
        subject: `Booking cancelled: ${court}, ${when}`,
        lead: `${actor} cancelled their booking at ${court}. The time is free again.`,
        button: "See your courts' requests",
      };
  }
}

function matchWording(
  kind: Notification['kind'],
  actor: string,
  facts: MatchFacts,
  language: Language,
): KindWording {
  const score = facts.sets.join(' ');
  const date = formatDate(facts.playedOn, language);
  if (kind === 'match_withdraw_requested') {
    return language === 'bg'
      ? {
          subject: `${actor} иска да оттегли резултат от мач с вас`,
          lead: `${actor} иска да оттегли мача ви от ${date}: ${score}. Ако и вие го оттеглите, той вече няма да се брои.`,
          button: 'Вижте мачовете си',
        }
      : {
          subject: `${actor} asks to withdraw a match result with you`,
          lead: `${actor} asks to withdraw your match of ${date}: ${score}. If you withdraw it too, it no longer counts.`,
          button: 'See your matches',
        };
  }
  if (language === 'bg') {
    return {
      subject: `${actor} въведе резултат от мач с вас`,
      lead: `${actor} въведе мача ви от ${date}: ${score} (${facts.recipientWon ? 'победа за вас' : 'загуба за вас'}). Потвърдете го, ако е верен, или го оспорете.`,
      button: 'Потвърдете или оспорете',
    };
  }
  return {
    subject: `${actor} recorded a match result with you`,
    lead: `${actor} recorded your match of ${date}: ${score} (${facts.recipientWon ? 'you won' : 'you lost'}). Confirm it if it is right, or dispute it.`,
    button: 'Confirm or dispute',
  };
}

function claimWording(
  approved: boolean,
  facts: { courtName: string; courtNameEn: string | null },
  language: Language,
): KindWording {
  const court = courtNameIn(language, { name: facts.courtName, nameEn: facts.courtNameEn });
  if (language === 'bg') {
    return approved
      ? {
          subject: `Заявлението ви е одобрено: ${court}`,
          lead: `Администратор одобри заявлението ви: вече управлявате ${court} в ${PRODUCT_NAME.bg}. Заявките за резервация за корта идват при вас.`,
          button: 'Към моите кортове',
        }
      : {
          subject: `Заявлението ви за ${court} не е одобрено`,
          lead: `Администратор не одобри заявлението ви за ${court}. Ако управлявате корта, заявете го отново със съобщение, което помага да го проверим (например ролята ви и телефон на клуба).`,
          button: 'Към страницата на корта',
        };
  }
  return approved
    ? {
        subject: `Your claim was approved: ${court}`,
        lead: `An administrator approved your claim: you now run ${court} on ${PRODUCT_NAME.en}. Its booking requests come to you.`,
        button: 'Go to my courts',
      }
    : {
        subject: `Your claim for ${court} was not approved`,
        lead: `An administrator did not approve your claim for ${court}. If you run it, claim it again with a message that helps us check (your role and the club's phone, for example).`,
        button: "See the court's page",
      };
}

function playWording(actor: string, language: Language): KindWording {
  if (language === 'bg') {
    return {
      subject: `${actor} иска да играе тенис с вас`,
      lead: `${actor} ви изпрати покана за игра. Отговорете в чата, за да се уговорите за ден, час и корт.`,
      button: `Отговорете на ${actor}`,
    };
  }
  return {
    subject: `${actor} wants to play tennis with you`,
    lead: `${actor} sent you a request to play. Reply in the chat to agree on a day, a time and a court.`,
    button: `Reply to ${actor}`,
  };
}

function footer(context: MailContext) {
  const w = WORDS[context.language];
  return [
    {
      text: w.stop(MAIL_CATEGORY_NAMES[context.language][context.category]),
      link: context.unsubscribeUrl,
    },
    { text: w.settings, link: context.settingsUrl },
  ];
}

/** What a notification says, in the recipient's language: its mail's words, and its push's. */
export function notificationWording(notification: Notification, language: Language): KindWording {
  const actor = notification.actor?.name ?? WORDS[language].someone;
  switch (notification.kind) {
    case 'booking_requested':
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_cancelled':
      return bookingWording(notification.kind, actor, notification.data, language);
    case 'match_recorded':
    case 'match_confirmed':
    case 'match_disputed':
    case 'match_withdraw_requested':
      return matchWording(notification.kind, actor, notification.data, language);
    case 'court_claim_approved':
    case 'court_claim_rejected':
      return claimWording(
        notification.kind === 'court_claim_approved',
        notification.data,
        language,
      );
    default:
      return playWording(actor, language);
  }
}

/** The mail of a notification, in the recipient's language, with the facts to act on. */
export function notificationMail(notification: Notification, context: MailContext): MailContent {
  const { language } = context;
  const w = WORDS[language];
  const wording = notificationWording(notification, language);
  const facts = isBookingNotification(notification)
    ? bookingFacts(notification.data, language)
    : undefined;
  return layoutMail({
    language,
    subject: wording.subject,
    greeting: w.greeting(context.recipientName),
    paragraphs: [wording.lead],
    facts,
    button: { label: wording.button, link: context.link },
    footer: footer(context),
  });
}

/** "Emma sent you a message", "3 unread messages from Emma": the mail's subject, the push's title. */
export function unreadMessagesSubject(
  senderName: string,
  unreadCount: number,
  language: Language,
): string {
  if (language === 'bg') {
    return unreadCount === 1
      ? `${senderName} ви изпрати съобщение`
      : `${unreadCount} непрочетени съобщения от ${senderName}`;
  }
  return unreadCount === 1
    ? `${senderName} sent you a message`
    : `${unreadCount} unread messages from ${senderName}`;
}

/** The mail about messages left unread: who wrote, what (the latest few), a link to reply. */
export function unreadMessagesMail(
  message: { senderName: string; contents: string[]; unreadCount: number },
  context: MailContext,
): MailContent {
  const { language } = context;
  const w = WORDS[language];
  const { senderName, unreadCount } = message;
  const bg = language === 'bg';
  const subject = unreadMessagesSubject(senderName, unreadCount, language);
  const lead = bg
    ? `Имате непрочетени съобщения от ${senderName} в ${PRODUCT_NAME.bg}:`
    : `You have unread messages from ${senderName} on ${PRODUCT_NAME.en}:`;
  return layoutMail({
    language,
    subject,
    greeting: w.greeting(context.recipientName),
    paragraphs: [lead],
    quotes: message.contents,
    button: { label: bg ? 'Отговорете' : 'Reply', link: context.link },
    footer: footer(context),
  });
}
