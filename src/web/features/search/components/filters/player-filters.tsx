import { AVAILABILITY } from '#contract/enum-values';
import { PLAYER_RATING_SLIDER } from '#contract/rating-values';
import { ChipGroup } from '#web/components/ui/chip-group';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import type { Draft } from './filter-draft';
import { SliderField } from './slider-field';

/** The filters of the Players tab: the rating range and availability. */
export function PlayerFilters(props: { draft: Draft; onChange: (patch: Partial<Draft>) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const { draft, onChange: update } = props;
  return (
    <>
      <SliderField
        label={t('player_rating_label')}
        valueText={
          <>
            {formatNumber(draft.playerRating[0] ?? 0, language)} –{' '}
            {formatNumber(draft.playerRating[1] ?? 0, language)}
          </>
        }
        min={PLAYER_RATING_SLIDER.min}
        max={PLAYER_RATING_SLIDER.max}
        step={PLAYER_RATING_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={draft.playerRating}
        onValueChange={(playerRating) => update({ playerRating })}
        thumbLabels={[t('player_rating_min'), t('player_rating_max')]}
      />
      <ChipGroup
        legend={t('filter_availability')}
        options={AVAILABILITY}
        labelOf={(slot) => t(`availability_${slot}`)}
        value={draft.availability}
        onChange={(availability) => update({ availability })}
      />
    </>
  );
}
