import { Map as MapIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Court } from '#contract/courts';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { LazyCourtsMap } from '../lazy-courts-map';

/**
 * A court's place on a map, opened by the player: the map's script and tiles load only for
 * someone who asks, not with every visit to a court's page.
 */
export function CourtPlace({ court, name }: { court: Court; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <MapIcon aria-hidden="true" />
        {t('court_show_on_map')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">{t('loading')}</p>}>
      <LazyCourtsMap courts={[court]} cards={false} label={t('court_place_map', { name })} />
    </Suspense>
  );
}
