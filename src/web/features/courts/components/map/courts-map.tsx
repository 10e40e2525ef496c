import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { courtNameIn } from '#contract/court-name';
import type { Court } from '#contract/courts';
import type { District } from '#contract/enum-values';
import { Button } from '#web/components/ui/button';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { mapTilesQueryOptions } from '../../api/map-tiles-api';
import { CourtCard } from '../court-card';
import { type CourtsMapHandle, createCourtsMap } from './leaflet-courts-map';

/**
 * The courts on a map, a chosen court's card under it. Loaded only when the map view opens:
 * Leaflet and its styles come with this module. The markers need no tiles: with the tile
 * server out of reach (offline, down) they show on a blank map, with a note saying so.
 */
export default function CourtsMap(props: {
  courts: Court[];
  origin?: District | 'you';
  /** The map's name for a screen reader; the courts map's by default. */
  label?: string;
  /** False on a court's own page: its marker opens no card of the court already shown. */
  cards?: boolean;
}) {
  const { courts, cards = true } = props;
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const tiles = useQuery(mapTilesQueryOptions());
  const element = useRef<HTMLElement>(null);
  const card = useRef<HTMLElement>(null);
  const [handle, setHandle] = useState<CourtsMapHandle<Court>>();
  const [selectedId, setSelectedId] = useState<string>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = tiles.data?.tileUrl;
  const tilesKnown = !tiles.isPending;

  useEffect(() => {
    if (!tilesKnown || !element.current) return;
    const created = createCourtsMap<Court>(element.current, {
      tileUrl,
      attribution: t('map_attribution'),
      nameOf: (court) => courtNameIn(language, court),
      groupName: (count) => t('court_count', { count }),
      zoomIn: t('map_zoom_in'),
      zoomOut: t('map_zoom_out'),
      onSelect: (court) => {
        if (!cards) return;
        setSelectedId(court.id);
        // The card is rendered by then: a keyboard or a screen reader goes on to it.
        requestAnimationFrame(() => card.current?.focus());
      },
      onTilesFailed: setTilesFailed,
    });
    setHandle(created);
    return () => {
      setHandle(undefined);
      created.destroy();
    };
  }, [tilesKnown, tileUrl, t, language, cards]);

  useEffect(() => handle?.show(courts), [handle, courts]);

  const selected = courts.find((court) => court.id === selectedId);
  useEffect(() => handle?.select(selected), [handle, selected]);

  return (
    <div className="space-y-4">
      {(tilesFailed || tiles.isError) && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('map_tiles_failed')}
        </p>
      )}
      <section
        ref={element}
        aria-label={props.label ?? t('map_label')}
        className="courts-map border border-border"
      />
      {selected && (
        <section
          ref={card}
          tabIndex={-1}
          aria-label={courtNameIn(language, selected)}
          className="max-w-md space-y-2 focus-visible:outline-none"
        >
          <CourtCard court={selected} origin={props.origin} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setSelectedId(undefined);
              // Back to the court's marker once it is drawn unmarked.
              requestAnimationFrame(() => handle?.focusCourt(selected.id));
            }}
          >
            <X aria-hidden="true" />
            {t('close')}
          </Button>
        </section>
      )}
    </div>
  );
}
