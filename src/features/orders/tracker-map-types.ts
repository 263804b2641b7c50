import type { ReactNode } from 'react';
import type { GeoPoint } from '../../domain/geo/geo-point';
import type { TrackingPoint } from '../../api/order/tracking-points';

/** What the tracker's map shows (§2.1 tracker, §3.6 tracking points). */
export interface TrackerMapProps {
  shopName: string;
  shop: GeoPoint;
  /** the delivery point; null for a pickup order */
  destination: GeoPoint | null;
  /** the driver's route so far, in index order */
  route: readonly TrackingPoint[];
  /** the driver's last position, or null before the driver leaves */
  driver: TrackingPoint | null;
}

/** Draws the map; the tracker page takes it as a slot so the map library loads on its own. */
export type TrackerMapSlot = (props: TrackerMapProps) => ReactNode;
