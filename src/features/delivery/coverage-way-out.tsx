import { useQuery } from '@tanstack/react-query';
import { coverageNearestQueryOptions } from '../../api/geo/get-cercano';
import { geoDistanceText } from '../../domain/geo/geo-distance-text';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { ShopPickupOffer } from '../shops/public';

interface CoverageWayOutProps {
  /** the place without coverage */
  place: GeoPoint;
  /** moves the pin (the map flies there and coverage is checked again) */
  onMove: (point: GeoPoint) => void;
  /** pickup is offered too (not for saved addresses, nor when the chain has no pickup) */
  pickup: boolean;
}

/**
 * §3.2 / §4.2 what a customer can do where there is no coverage (decision 038): move the pin
 * to the nearest covered place, 'El punto con cobertura más cercano está a 850 m', or collect
 * the order at the nearest shop open now.
 */
export function CoverageWayOut({ place, onMove, pickup }: CoverageWayOutProps) {
  const nearest = useQuery(coverageNearestQueryOptions(place));
  const found = nearest.data ?? null;
  return (
    <div className="coverage-way-out">
      {found && found.distanceKm > 0 ? (
        <div className="coverage-way-out__nearest">
          <p>El punto con cobertura más cercano está {geoDistanceText(found.distanceKm)}.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onMove(found.point)}
          >
            Usar el punto más cercano
          </button>
        </div>
      ) : null}
      {pickup ? <ShopPickupOffer origin={place} /> : null}
    </div>
  );
}
