import { formatWeekDate } from '#contract/calendar-date';
import { courtNameIn } from '#contract/court-name';
import type { OpenMatch } from '#contract/open-matches';
import type { Proposal } from '#contract/proposals';
import { serverTexts } from '#server/i18n/server-texts';
import { layoutMail, type MailContent } from './layout';
import { type MailContext, mailFooter } from './notification-templates';

/** The Monday mail's own links: a proposal's and a game's, on the app's address. */
export interface WeeklyLinks {
  partner: (proposal: Proposal) => string;
  game: (game: OpenMatch) => string;
}

/**
 * The Monday mail: the week's partners (who, when both are free, where, the chance to win), each
 * with its link to invite, and the open matches that fit the week, each with its link to join;
 * in the recipient's language, with the one-click unsubscribe of its own category.
 */
export function weeklyPartnersMail(
  week: { proposals: Proposal[]; games: OpenMatch[] },
  context: MailContext,
  links: WeeklyLinks,
): MailContent {
  const { language } = context;
  const t = serverTexts(language);
  const when = (date: string, from: string, until: string) =>
    `${formatWeekDate(date, language)} · ${from}–${until}`;
  const place = (
    district: Proposal['district'],
    court: { name: string; nameEn: string | null } | null,
  ) => (court ? courtNameIn(language, court) : t(`mail_district_${district}`));
  const lists = [];
  if (week.proposals.length > 0) {
    lists.push({
      heading: t('weekly_mail_partners'),
      items: week.proposals.map((proposal) => ({
        text: t('weekly_mail_partner', {
          name: proposal.player.name,
          when: when(proposal.date, proposal.from, proposal.until),
          place: place(proposal.district, proposal.court),
          percent: Math.round(proposal.winChance * 100),
        }),
        label: t('weekly_mail_invite'),
        link: links.partner(proposal),
      })),
    });
  }
  if (week.games.length > 0) {
    lists.push({
      heading: t('weekly_mail_games'),
      items: week.games.map((game) => ({
        text: t('weekly_mail_game', {
          organizer: game.organizer.name,
          format: t(`mail_format_${game.format}`),
          when: when(game.date, game.startTime, game.endTime),
          place: place(game.district, game.court),
        }),
        label: t('weekly_mail_join'),
        link: links.game(game),
      })),
    });
  }
  return layoutMail({
    language,
    subject: t('weekly_mail_subject'),
    greeting: t('mail_greeting', { name: context.recipientName }),
    paragraphs: [t('weekly_mail_lead')],
    lists,
    button: { label: t('weekly_mail_button'), link: context.link },
    footer: mailFooter(context),
  });
}
