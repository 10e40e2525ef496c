import Supercluster from 'supercluster';

/** Where a court is; the rest of it rides along untouched. */
export interface Placed {
  lat: number;
  lng: number;
}

/** What the map draws at a zoom: a court, or a group of courts too close to tell apart. */
export type MapPoint<T extends Placed> =
  | { kind: 'court'; item: T; lat: number; lng: number }
  | { kind: 'group'; groupId: number; count: number; lat: number; lng: number };

/** The part of the world on screen, in degrees. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Markers closer than this many pixels merge into a group. */
const GROUP_RADIUS_PX = 48;
/** From this zoom on (a few streets on screen) every court has its own marker. */
const LAST_GROUPED_ZOOM = 15;

/**
 * The courts grouped for each zoom level (supercluster indexes them once): `pointsIn` gives
 * what to draw for a box and a zoom, `zoomToSplit` the zoom at which a group comes apart.
 */
export function courtClusters<T extends Placed>(items: readonly T[]) {
  const index = new Supercluster<{ at: number }>({
    radius: GROUP_RADIUS_PX,
    maxZoom: LAST_GROUPED_ZOOM,
  });
  index.load(
    items.map((item, at) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [item.lng, item.lat] },
      properties: { at },
    })),
  );
  return {
    pointsIn(box: Box, zoom: number): MapPoint<T>[] {
      const features = index.getClusters(
        [box.west, box.south, box.east, box.north],
        Math.round(zoom),
      );
      return features.flatMap((feature): MapPoint<T>[] => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const { properties } = feature;
        if ('cluster' in properties && properties.cluster) {
          const { cluster_id: groupId, point_count: count } = properties;
          return [{ kind: 'group', groupId, count, lat, lng }];
        }
        const item = items[(properties as { at: number }).at];
        return item ? [{ kind: 'court', item, lat: item.lat, lng: item.lng }] : [];
      });
    },
    zoomToSplit(groupId: number): number {
      return index.getClusterExpansionZoom(groupId);
    },
  };
}
