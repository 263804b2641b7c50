import { lazy, Suspense } from 'react';
import type { TrackerMapProps } from './tracker-map-types';

const TrackerMap = lazy(() => import('./tracker-map').then((m) => ({ default: m.TrackerMap })));

/** §2.1 the tracker's map, for TrackerPage's `renderMap`: the map library loads only here. */
export function trackerMapSlot(props: TrackerMapProps) {
  return (
    <Suspense fallback={<div className="tracker-map orders-skeleton" aria-hidden="true" />}>
      <TrackerMap {...props} />
    </Suspense>
  );
}
