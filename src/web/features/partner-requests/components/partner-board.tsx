import { useEffect, useState } from 'react';
import type { District, SkillLevel } from '#contract/enum-values';
import type { PartnerRequest } from '#contract/partner-requests';
import { Button } from '#web/components/ui/button';
import type { ChatPartner } from '#web/features/chat';
import { ChatWith } from '#web/features/chat';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useKeysetList } from '#web/lib/keyset-list';
import { useContinueAction } from '#web/lib/pending-action';
import { useActivity } from '#web/lib/realtime/use-activity';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';
import { useRequireAuth } from '#web/lib/use-require-auth';
import {
  closePartnerRequest,
  onPartnerRequestPosted,
  partnerRequestsUrl,
} from '../api/partner-requests-api';
import { PartnerRequestCard } from './partner-request-card';

/**
 * The 'Partner requests' board above the players: open requests, newest first, narrowed by the
 * tab's district and level; a signed-in author can switch to their own and close them.
 */
export default function PartnerBoard(props: { district?: District; level?: SkillLevel }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const requireAuth = useRequireAuth();
  const [mineChosen, setMine] = useState(false);
  const mine = mineChosen && Boolean(user);
  const list = useKeysetList<PartnerRequest>(
    partnerRequestsUrl(mine ? { mine: 'true' } : { district: props.district, level: props.level }),
  );
  const { reload } = list;
  useEffect(() => onPartnerRequestPosted(reload), [reload]);
  // Others' new requests: over the socket for a signed-in user, once a minute for a visitor.
  useActivity('partner_requests', Boolean(user), reload);
  useEffect(() => {
    if (user) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, 60_000);
    return () => clearInterval(timer);
  }, [user, reload]);
  const [chatWith, setChatWith] = useState<ChatPartner | null>(null);
  useContinueAction('message', (action) =>
    setChatWith({ id: action.id, name: action.name, partnerRequestId: action.requestId }),
  );
  const [closing, setClosing] = useState<string | null>(null);

  async function close(request: PartnerRequest) {
    setClosing(request.id);
    try {
      await closePartnerRequest(request.id);
      void notify(t('partner_request_closed'), { kind: 'success' });
      list.reload();
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setClosing(null);
    }
  }

  return (
    <section aria-labelledby="partner-board-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-board-title" className="text-xl font-semibold">
          {t('partner_board_title')}
        </h2>
        {user && (
          <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">{t('partner_board_show')}</legend>
            {[false, true].map((value) => (
              <Button
                key={String(value)}
                size="sm"
                variant={mine === value ? 'default' : 'ghost'}
                aria-pressed={mine === value}
                onClick={() => setMine(value)}
              >
                {value ? t('partner_board_mine') : t('partner_board_open')}
              </Button>
            ))}
          </fieldset>
        )}
      </div>
      {list.status === 'loading' && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('loading')}
        </p>
      )}
      {list.status === 'error' && (
        <div role="alert" className="space-y-2 rounded-xl border border-dashed p-6 text-center">
          <p>{t('load_failed')}</p>
          <Button variant="outline" onClick={list.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-border bg-card px-4 py-8 text-center text-muted-foreground">
          {mine ? t('partner_board_mine_empty') : t('partner_board_empty')}
        </p>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        // One row above the players, to swipe or scroll through: one card high. Relative, so that
        // the cards' absolutely placed screen-reader texts scroll with it instead of widening the
        // page on a phone.
        <ul className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {list.items.map((request) => (
            <li
              key={request.id}
              className="w-[85%] min-w-0 shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
            >
              <PartnerRequestCard
                request={request}
                own={request.author.id === user?.id}
                showStatus={mine}
                closing={closing === request.id}
                onClose={() => void close(request)}
                onMessage={() => {
                  const { id, name } = request.author;
                  const action = { kind: 'message', id, name, requestId: request.id } as const;
                  if (requireAuth('auth_required_connect', action)) {
                    setChatWith({ ...request.author, partnerRequestId: request.id });
                  }
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            {list.loadingMore ? t('loading') : t('show_more')}
          </Button>
        </div>
      )}
      <ChatWith partner={chatWith} onClose={() => setChatWith(null)} />
    </section>
  );
}
