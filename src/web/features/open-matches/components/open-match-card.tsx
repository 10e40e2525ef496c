import { CalendarClock, MapPinned, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatCalendarDate } from '#contract/calendar-date';
import { courtNameIn } from '#contract/court-name';
import type { OpenMatch } from '#contract/open-matches';
import { Badge } from '#web/components/ui/badge';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Who the game welcomes: its levels, or its range of rating points. */
export function useWelcomeText() {
  const { t } = useTranslation();
  return (game: OpenMatch) =>
    game.ratingRange
      ? t('open_match_rating_range', game.ratingRange)
      : (game.levels ?? []).map((level) => t(`level_${level}`)).join(' · ');
}

/** When and where: "сб, 2 май · 18:00–19:30", the district, the court and its booking. */
export function OpenMatchFacts({ game }: { game: OpenMatch }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <ul className="space-y-1 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {formatCalendarDate(game.date, language)} · {game.startTime}–{game.endTime}
      </li>
      <li className="flex items-center gap-2">
        <MapPinned aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          {t(`district_${game.district}`)}
          {game.court && (
            <>
              {' · '}
              {courtNameIn(language, game.court)}
              {game.court.booking && ` (${t(`open_match_court_${game.court.booking}`)})`}
            </>
          )}
        </span>
      </li>
    </ul>
  );
}

/** One game on the board: when, where, who is in, the spots left, and its action. */
export function OpenMatchCard(props: {
  game: OpenMatch;
  action: ReactNode;
  /** The card's heading level: under the board's h2, or straight under a page's h1. */
  heading?: 'h2' | 'h3';
}) {
  const { game } = props;
  const Heading = props.heading ?? 'h3';
  const { t } = useTranslation();
  const welcome = useWelcomeText();
  const title = t(`open_match_${game.format}`);
  return (
    <article
      aria-labelledby={`game-${game.id}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`game-${game.id}`} className="min-w-0 font-semibold">
          <Link to={`/open-matches/${game.id}`} className="hover:underline">
            {t('open_match_card_title', { format: title, name: game.organizer.name })}
          </Link>
        </Heading>
        <Badge tone={game.state === 'open' ? 'primary' : 'outline'}>
          {game.state === 'open'
            ? t('open_match_spots_left', { count: game.spotsLeft })
            : t(`open_match_state_${game.state}`)}
        </Badge>
      </header>
      <OpenMatchFacts game={game} />
      <p className="flex items-center gap-2 text-sm">
        <Users aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          <span className="sr-only">{t('open_match_players')}: </span>
          {game.players.map((player) => player.name).join(', ')}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        {t('open_match_welcome')}: {welcome(game)}
      </p>
      <div className="mt-auto pt-1">{props.action}</div>
    </article>
  );
}
