import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'wouter';
import { ListState } from '#web/components/list-state';
import { Card, CardDescription } from '#web/components/ui/card';
import { formatDateTime } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { initials } from '#web/lib/initials';
import { blocksQueryOptions } from '../api/blocks-api';
import { BlockPlayerButton } from './block-player-button';

/** The players I blocked, each with Unblock (a part of the profile page). */
export function BlockedPlayersSection() {
  const { t, i18n } = useTranslation();
  const blocks = useQuery(blocksQueryOptions());
  const section = useRef<HTMLElement>(null);
  const items = blocks.data?.items ?? [];
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <Card
      id="blocked"
      ref={section}
      tabIndex={-1}
      aria-labelledby="blocked-players-title"
      className="space-y-4 focus:outline-none"
    >
      <header className="space-y-1">
        <h2 id="blocked-players-title" className="text-xl font-semibold">
          {t('blocked_players_title')}
        </h2>
        <CardDescription>{t('blocked_players_intro')}</CardDescription>
      </header>
      <ListState
        isPending={blocks.isPending}
        isError={blocks.isError}
        isEmpty={items.length === 0}
        emptyText={t('blocked_players_empty')}
        onRetry={() => void blocks.refetch()}
      />
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((player) => (
            <li key={player.id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary"
              >
                {initials(player.name)}
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={`/players/${player.id}`}
                  className="inline-flex min-h-11 min-w-11 max-w-full items-center font-medium break-words hover:underline sm:min-h-0"
                >
                  {player.name}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {t('blocked_since', {
                    date: formatDateTime(new Date(player.blockedAt), language, {
                      dateStyle: 'medium',
                    }),
                  })}
                </span>
              </span>
              <BlockPlayerButton
                player={player}
                size="sm"
                named
                // The row goes: the focus moves to the list's section rather than the page's top.
                onChange={() => section.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
