import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { mapPlacesQueryOptions } from '../../api/map/map-places';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { CoverageStatus } from './coverage-status';
import { CoverageWayOut } from './coverage-way-out';
import type { AddressCoverage } from './use-address-coverage';

const MapPicker = lazy(() =>
  import('../../ui/map/map-picker').then((m) => ({ default: m.MapPicker })),
);

interface AddressPlaceProps {
  pin: GeoPoint | null;
  onMove: (pin: GeoPoint) => void;
  coverage: AddressCoverage;
  /** a new place: the map asks for the device's location on opening */
  locateOnOpen: boolean;
  onPickup: (() => void) | null;
  /** without coverage, pickup at the nearest open shop is offered too */
  offerPickup: boolean;
}

/** §3.2 the map under the fixed pin and what the server says of the place it marks. */
export function AddressPlace({
  pin,
  onMove,
  coverage,
  locateOnOpen,
  onPickup,
  offerPickup,
}: AddressPlaceProps) {
  const places = useQuery(mapPlacesQueryOptions());
  const { settled, query, result } = coverage;
  return (
    <>
      <Suspense fallback={<div className="map-skeleton">Cargando mapa…</div>}>
        <MapPicker
          value={pin}
          onChange={onMove}
          label="Ubicación de entrega"
          locateOnOpen={locateOnOpen}
          places={places.data ?? null}
          placesFailed={places.isError}
        />
      </Suspense>
      {settled === null ? (
        <p className="coverage-status">Mueve el mapa o usa tu ubicación para colocar el pin.</p>
      ) : (
        <CoverageStatus
          coverage={result}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          onPickup={onPickup}
          wayOut={<CoverageWayOut place={settled} onMove={onMove} pickup={offerPickup} />}
        />
      )}
    </>
  );
}
