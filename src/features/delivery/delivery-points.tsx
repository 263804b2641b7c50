import type { DeliveryPoint } from '../../domain/geo/coverage';
import { geoDistanceText } from '../../domain/geo/geo-distance-text';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { deliveryPointsNearest } from '../../domain/geo/delivery-points-nearest';
import { ChoiceGroup } from '../../ui/choice-group';

interface DeliveryPointsProps {
  points: readonly DeliveryPoint[];
  value: number | null;
  onChange: (point: DeliveryPoint) => void;
  error: string | null;
  /** the pin: the points are listed nearest first, with their distance */
  pin: GeoPoint | null;
}

/** §3.2 / §4.2 a zone served at delivery points: the customer picks one, nearest first. */
export function DeliveryPoints({ points, value, onChange, error, pin }: DeliveryPointsProps) {
  const listed = pin
    ? deliveryPointsNearest(points, pin)
    : points.map((point) => ({ point, distanceKm: null }));
  return (
    <ChoiceGroup
      legend="Punto de entrega"
      headingLevel={2}
      items={listed.map(({ point: p, distanceKm }) => ({
        value: p.id,
        label: p.description,
        detail: distanceKm === null ? p.district : `${p.district} · ${geoDistanceText(distanceKm)}`,
      }))}
      value={value}
      onChange={(id) => {
        const point = points.find((p) => p.id === id);
        if (point) onChange(point);
      }}
    >
      <p className="delivery-points__hint">Esta zona recibe pedidos solo en estos puntos.</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </ChoiceGroup>
  );
}

/**
 * §3.2 a saved address in a zone served at delivery points: the points are named here and
 * one is chosen when the address is chosen for an order.
 */
export function DeliveryPointsLater({ points }: { points: readonly DeliveryPoint[] }) {
  return (
    <div className="delivery-points-later" role="note">
      <p>Esta zona recibe pedidos solo en estos puntos; elegirás uno al ordenar:</p>
      <ul>
        {points.map((p) => (
          <li key={p.id}>{p.description}</li>
        ))}
      </ul>
    </div>
  );
}
