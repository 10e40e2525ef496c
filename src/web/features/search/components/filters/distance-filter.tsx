import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { DISTANCE_RANGE } from '#contract/constants';
import { SOFIA_BOUNDS } from '#contract/districts';
import { Button } from '#web/components/ui/button';
import { Slider } from '#web/components/ui/slider';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';

export type Locating = 'asking' | 'failed' | 'outside' | null;

/**
 * Asks the browser for the user's position and gives it, rounded, as `lat,lng` to `onLocate`
 * when it is in Sofia; `locating` says how the asking goes.
 */
export function useLocate(onLocate: (near: string) => void) {
  const [locating, setLocating] = useState<Locating>(null);
  function locate() {
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const { lat, lng } = SOFIA_BOUNDS;
        const inSofia =
          coords.latitude >= lat.min &&
          coords.latitude <= lat.max &&
          coords.longitude >= lng.min &&
          coords.longitude <= lng.max;
        if (!inSofia) return setLocating('outside');
        setLocating(null);
        onLocate(`${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`);
      },
      () => setLocating('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }
  return { locating, locate };
}

/**
 * The distance limit: off until the user turns it on, and offered only with a starting point;
 * without one, a way to give one (the browser asks for permission).
 */
export function DistanceFilter(props: {
  origin: 'district' | 'near' | null;
  distance: number | undefined;
  onChange: (distance: number | undefined) => void;
  locating: Locating;
  onLocate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  if (!props.origin) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-semibold">{t('filter_distance')}</p>
        <p className="text-sm text-muted-foreground">{t('filter_distance_needs_origin')}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={props.locating === 'asking'}
          onClick={props.onLocate}
        >
          <LocateFixed aria-hidden="true" />
          {props.locating === 'asking' ? t('filter_locating') : t('filter_use_location')}
        </Button>
        {(props.locating === 'failed' || props.locating === 'outside') && (
          <p role="alert" className="text-sm text-destructive">
            {t(props.locating === 'failed' ? 'filter_location_failed' : 'filter_location_outside')}
          </p>
        )}
      </div>
    );
  }
  const limited = props.distance !== undefined;
  return (
    <div className="space-y-3">
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:min-h-0">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={limited}
          onChange={(event) =>
            props.onChange(event.target.checked ? DISTANCE_RANGE.default : undefined)
          }
        />
        {t(props.origin === 'near' ? 'filter_distance_from_you' : 'filter_distance_from_district')}
      </label>
      {limited && (
        <>
          <p className="flex justify-between text-sm font-semibold">
            {t('filter_distance')}
            <output className="font-normal text-muted-foreground">
              {t('distance_value', { value: formatNumber(props.distance ?? 0, language) })}
            </output>
          </p>
          <Slider
            min={DISTANCE_RANGE.min}
            max={DISTANCE_RANGE.max}
            step={DISTANCE_RANGE.step}
            value={[props.distance ?? DISTANCE_RANGE.default]}
            onValueChange={([distance = DISTANCE_RANGE.default]) => props.onChange(distance)}
            thumbLabels={[t('filter_distance')]}
          />
        </>
      )}
    </div>
  );
}
