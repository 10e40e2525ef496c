import { describe, expect, it } from 'vitest';
import { courtClusters } from './court-clusters';

// Three courts in Lozenets within a few hundred metres, one in Mladost about 7 km away.
const COURTS = [
  { id: 'a', lat: 42.672, lng: 23.319 },
  { id: 'b', lat: 42.674, lng: 23.321 },
  { id: 'c', lat: 42.673, lng: 23.317 },
  { id: 'd', lat: 42.65, lng: 23.38 },
];
const SOFIA = { west: 23.2, south: 42.6, east: 23.5, north: 42.75 };

describe('courtClusters', () => {
  it('groups courts too close to tell apart at a city zoom, and counts them', () => {
    const points = courtClusters(COURTS).pointsIn(SOFIA, 12);
    const groups = points.filter((point) => point.kind === 'group');
    const single = points.filter((point) => point.kind === 'court');
    expect(groups.map((group) => group.count)).toEqual([3]);
    expect(single.map((point) => point.item.id)).toEqual(['d']);
  });

  it('gives every court its own marker when zoomed in on a street', () => {
    const points = courtClusters(COURTS).pointsIn(SOFIA, 17);
    expect(
      points.map((point) => (point.kind === 'court' ? point.item.id : 'group')).sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it("splits a group at the zoom it names, and keeps to the box's courts", () => {
    const clusters = courtClusters(COURTS);
    const group = clusters.pointsIn(SOFIA, 12).find((point) => point.kind === 'group');
    if (group?.kind !== 'group') throw new Error('expected a group');
    const zoom = clusters.zoomToSplit(group.groupId);
    expect(zoom).toBeGreaterThan(12);
    const lozenets = { west: 23.31, south: 42.665, east: 23.33, north: 42.68 };
    const points = clusters.pointsIn(lozenets, zoom);
    expect(points.reduce((n, p) => n + (p.kind === 'group' ? p.count : 1), 0)).toBe(3);
    expect(points.length).toBeGreaterThan(1);
  });

  it('draws nothing for no courts', () => {
    expect(courtClusters([]).pointsIn(SOFIA, 12)).toEqual([]);
  });
});
