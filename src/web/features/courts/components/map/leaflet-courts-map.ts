import {
  control,
  divIcon,
  type Map as LeafletMap,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  tileLayer,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './courts-map.css';
import { SOFIA_CENTRE } from '#contract/districts';
import { courtClusters, type Placed } from './court-clusters';

export interface CourtsMapOptions<T> {
  /** Undefined: no tiles (their address is not known offline); the markers show all the same. */
  tileUrl: string | undefined;
  /** The tiles' credit, plain text; it links to OpenStreetMap's copyright page. */
  attribution: string;
  /** The marker's name for a screen reader and a tooltip: the court's name. */
  nameOf: (item: T) => string;
  /** A group's name: '3 courts'. */
  groupName: (count: number) => string;
  /** The zoom buttons' names, in the page's language. */
  zoomIn: string;
  zoomOut: string;
  onSelect: (item: T) => void;
  /** True once a tile fails to load, false again when one loads. */
  onTilesFailed: (failed: boolean) => void;
}

export interface CourtsMapHandle<T> {
  show: (items: readonly T[]) => void;
  select: (item: T | undefined) => void;
  /** Back to the map from a court's card: its marker, or the map itself when it is grouped. */
  focusCourt: (id: string) => void;
  destroy: () => void;
}

const COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
/** The whole city, before there are courts to show. */
const CITY_ZOOM = 11;
/** However close together the courts are, enough streets around them to find one's way. */
const CLOSEST_FIT_ZOOM = 15;
const MARKER_PX = 24;
const GROUP_PX = 40;

function attributionLink(text: string): string {
  const link = document.createElement('a');
  link.href = COPYRIGHT_URL;
  link.textContent = text;
  return link.outerHTML;
}

/** Enter or Space on a marker does what a click does: it is a button. */
function onActivate(element: HTMLElement | undefined, action: () => void) {
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  });
}

/**
 * A Leaflet map of courts in `element`: a marker per court (a group's marker with its count
 * where they crowd; choosing it zooms in until they part), drawn by CSS so that they show
 * with no tiles at all. `show` fits the map to the courts given, when they are other courts.
 */
export function createCourtsMap<T extends Placed & { id: string }>(
  element: HTMLElement,
  options: CourtsMapOptions<T>,
): CourtsMapHandle<T> {
  const map: LeafletMap = leafletMap(element, {
    center: [SOFIA_CENTRE.lat, SOFIA_CENTRE.lng],
    zoom: CITY_ZOOM,
    zoomControl: false,
  });
  control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  if (options.tileUrl) {
    const tiles = tileLayer(options.tileUrl, {
      maxZoom: 19,
      attribution: attributionLink(options.attribution),
      // The pages send no referrer; a tile server's usage policy asks to know the site.
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    tiles.on('tileerror', () => options.onTilesFailed(true));
    tiles.on('tileload', () => options.onTilesFailed(false));
    tiles.addTo(map);
  }
  const markers = layerGroup().addTo(map);
  let items: readonly T[] = [];
  let clusters = courtClusters(items);
  let selectedId: string | undefined;

  function draw() {
    markers.clearLayers();
    const bounds = map.getBounds().pad(0.2);
    const box = {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    };
    for (const point of clusters.pointsIn(box, map.getZoom())) {
      if (point.kind === 'group') {
        const count = document.createElement('span');
        count.textContent = String(point.count);
        const name = options.groupName(point.count);
        const group = marker([point.lat, point.lng], {
          icon: divIcon({ className: 'court-group', html: count, iconSize: [GROUP_PX, GROUP_PX] }),
          title: name,
          keyboard: true,
        });
        const split = () =>
          map.setView([point.lat, point.lng], clusters.zoomToSplit(point.groupId));
        group.on('click', split);
        markers.addLayer(group);
        group.getElement()?.setAttribute('aria-label', name);
        onActivate(group.getElement(), split);
        continue;
      }
      const { item } = point;
      const name = options.nameOf(item);
      const selected = item.id === selectedId;
      const court = marker([point.lat, point.lng], {
        icon: divIcon({
          className: selected ? 'court-marker court-marker-selected' : 'court-marker',
          iconSize: [MARKER_PX, MARKER_PX],
        }),
        title: name,
        alt: name,
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      });
      court.on('click', () => options.onSelect(item));
      markers.addLayer(court);
      court.getElement()?.setAttribute('aria-label', name);
      court.getElement()?.setAttribute('aria-pressed', String(selected));
      court.getElement()?.setAttribute('data-court', item.id);
      onActivate(court.getElement(), () => options.onSelect(item));
    }
  }
  map.on('moveend', draw);

  return {
    show(next) {
      // The same courts again (the list refreshed): the user's view of them stays as it is.
      const same =
        next.length === items.length && next.every((item, at) => item.id === items[at]?.id);
      items = next;
      clusters = courtClusters(next);
      if (!same && next.length > 0) {
        const fitted = latLngBounds(next.map((item) => [item.lat, item.lng]));
        map.fitBounds(fitted, { padding: [MARKER_PX, MARKER_PX], maxZoom: CLOSEST_FIT_ZOOM });
      }
      draw();
    },
    select(item) {
      selectedId = item?.id;
      draw();
    },
    focusCourt(id) {
      const found = [...element.querySelectorAll<HTMLElement>('[data-court]')].find(
        (icon) => icon.dataset.court === id,
      );
      (found ?? element).focus();
    },
    destroy() {
      map.remove();
    },
  };
}
