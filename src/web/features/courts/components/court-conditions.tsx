import { Lightbulb, Thermometer, Zap } from 'lucide-react';
import type { Court } from '#contract/courts';
import { Badge } from '#web/components/ui/badge';
import { monthName } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';

type Conditions = Pick<Court, 'setting' | 'winterCover' | 'floodlights' | 'heated'>;

/**
 * Where a court is played and what it offers against dark and cold, as badges. `detailed`: the
 * winter cover with its months ("Балон от ноември до март"), as the court's page shows it.
 */
export function CourtConditionBadges(props: { court: Conditions; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const { court } = props;
  const cover = court.winterCover;
  return (
    <>
      <Badge tone="outline">
        {props.detailed && cover
          ? t('winter_cover_span', {
              cover: t(`winter_cover_${cover.kind}`),
              from: monthName(cover.fromMonth, language),
              to: monthName(cover.toMonth, language),
            })
          : t(`setting_${court.setting}`)}
      </Badge>
      {court.floodlights && (
        <Badge tone="outline" className="gap-1">
          <Lightbulb aria-hidden="true" className="size-3.5" />
          {t('court_floodlights')}
        </Badge>
      )}
      {court.heated && (
        <Badge tone="outline" className="gap-1">
          <Thermometer aria-hidden="true" className="size-3.5" />
          {t('court_heated')}
        </Badge>
      )}
    </>
  );
}

/** A club that confirms a booking at once, without its owner's answer. */
export function InstantBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="accent">
      <Zap aria-hidden="true" className="size-3.5" />
      {t('court_instant_booking')}
    </Badge>
  );
}
