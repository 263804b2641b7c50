import type { DeliveryPoint } from '../../domain/geo/coverage';
import { ChoiceGroup } from '../../ui/choice-group';

interface DeliveryPointsProps {
  points: readonly DeliveryPoint[];
  value: number | null;
  onChange: (point: DeliveryPoint) => void;
  error: string | null;
}

/** §3.2 / §4.2 a zone served at delivery points: the customer picks one. */
export function DeliveryPoints({ points, value, onChange, error }: DeliveryPointsProps) {
  return (
    <ChoiceGroup
      legend="Punto de entrega"
      headingLevel={2}
      items={points.map((p) => ({ value: p.id, label: p.description, detail: p.district }))}
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
