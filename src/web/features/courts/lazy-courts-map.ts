import { lazy } from 'react';

/** The courts on a map, with Leaflet: loaded when the map view first opens. */
export const LazyCourtsMap = /* @__PURE__ */ lazy(() => import('./components/map/courts-map'));
