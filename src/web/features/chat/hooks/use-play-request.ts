import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { connectAndPlay } from '../api/play-requests';
import type { ChatPartner } from '../chat-partner';

/** 'Connect & Play': once per opening of the chat, tells the partner someone wants to play. */
export function usePlayRequest(partner: ChatPartner, open: boolean) {
  const { t } = useTranslation();
  const sentTo = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      sentTo.current = null;
      return;
    }
    if (!partner.sendsPlayRequest || sentTo.current === partner.id) return;
    sentTo.current = partner.id;
    void connectAndPlay(partner, t);
  }, [open, partner, t]);
}
