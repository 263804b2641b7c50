import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { mapPlacesQueryOptions } from '../../api/map/map-places';
import type { DeliveryAddress } from '../../domain/delivery/delivery-mode';
import {
  COVERAGE_NONE_MESSAGE,
  COVERAGE_POINT_REQUIRED_MESSAGE,
  type DeliveryPoint,
} from '../../domain/geo/coverage';
import { coverageForFutureOrder } from '../../domain/geo/coverage-future-order';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { AddressTagField } from './address-tag-field';
import { CoverageStatus } from './coverage-status';
import { CoverageWayOut } from './coverage-way-out';
import { DeliveryPoints, DeliveryPointsLater } from './delivery-points';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ADDRESS_LIMITS } from '../../protocol/customer-address';

const MapPicker = lazy(() =>
  import('../../ui/map/map-picker').then((m) => ({ default: m.MapPicker })),
);

/** §5.2 required field message. */
const REQUIRED = 'Este campo es requerido';
/** Pin moves settle before the server is asked (keyboard panning fires many moves). */
const COVERAGE_DEBOUNCE_MS = 350;

export interface AddressEditorSave {
  address: DeliveryAddress;
  point: DeliveryPoint | null;
}

/** The place the editor opens on: plain values (never a store proxy or snapshot). */
export interface AddressEditorInitial {
  place: GeoPoint;
  address: string;
  reference: string;
  tag: string;
  pointId: number | null;
}

interface AddressEditorProps {
  initial: AddressEditorInitial | null;
  onSave: (save: AddressEditorSave) => void;
  /** §4.2 offered when a schedule restriction forces pickup */
  onPickup: (() => void) | null;
  submitLabel: string;
  /** §5.5 a future order is chosen: no 30-minute warranty, no restriction code */
  futureOrder: boolean;
  /** §3.2 a saved address: its tag is asked for, and a zone's point is chosen when ordering */
  saved?: boolean;
  /** disables the submit button while a save is under way */
  busy?: boolean;
  /** without coverage, pickup at the nearest open shop is offered too */
  offerPickup?: boolean;
}

/**
 * §3.2 the map-based address page: move the map under the fixed pin (or use the device's
 * location), the server says whether the place is covered (geo/validaCobertura), the
 * customer writes the address and directions and, in zones served at delivery points,
 * picks one. Serves a guest's single location and an account's saved addresses (`saved`:
 * with their tag; a zone's points are listed, one is chosen when ordering).
 */
export function AddressEditor({
  initial,
  onSave,
  onPickup,
  submitLabel,
  futureOrder,
  saved = false,
  busy = false,
  offerPickup = false,
}: AddressEditorProps) {
  const ids = useId();
  const [pin, setPin] = useState<GeoPoint | null>(initial?.place ?? null);
  const [text, setText] = useState(initial?.address ?? '');
  const [reference, setReference] = useState(initial?.reference ?? '');
  const [tag, setTag] = useState(initial?.tag ?? '');
  const [pointId, setPointId] = useState<number | null>(initial?.pointId ?? null);
  const [errors, setErrors] = useState<{
    text?: string;
    tag?: string;
    point?: string;
    place?: string;
  }>({});
  const settled = useDebouncedValue(pin, COVERAGE_DEBOUNCE_MS);
  const coverage = useQuery({
    ...coverageQueryOptions(settled ?? { latitude: 0, longitude: 0 }),
    enabled: settled !== null,
  });
  const answer = settled === null || coverage.isPending ? undefined : coverage.data;
  const result = answer && futureOrder ? coverageForFutureOrder(answer) : answer;
  const points = result?.deliveryPoints ?? [];
  const places = useQuery(mapPlacesQueryOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (text.trim() === '') next.text = REQUIRED;
    if (saved && tag.trim() === '') next.tag = REQUIRED;
    if (!result)
      next.place = pin === null ? 'Mueve el mapa hasta tu ubicación' : COVERAGE_NONE_MESSAGE;
    const point = points.find((p) => p.id === pointId) ?? null;
    if (!saved && points.length > 0 && point === null) {
      next.point = COVERAGE_POINT_REQUIRED_MESSAGE;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !result) return;
    onSave({
      address: {
        coverage: result,
        address: text.trim(),
        reference: reference.trim(),
        tag: saved ? tag.trim() : '',
      },
      point,
    });
  };

  return (
    <form className="address-editor" noValidate onSubmit={submit}>
      <Suspense fallback={<div className="map-skeleton">Cargando mapa…</div>}>
        <MapPicker
          value={pin}
          onChange={setPin}
          label="Ubicación de entrega"
          locateOnOpen={initial === null}
          places={places.data ?? null}
          placesFailed={places.isError}
        />
      </Suspense>
      {settled === null ? (
        <p className="coverage-status">Mueve el mapa o usa tu ubicación para colocar el pin.</p>
      ) : (
        <CoverageStatus
          coverage={result}
          failed={coverage.isError}
          onRetry={() => void coverage.refetch()}
          onPickup={onPickup}
          wayOut={<CoverageWayOut place={settled} onMove={setPin} pickup={offerPickup && !saved} />}
        />
      )}
      {errors.place ? (
        <p className="field-error" role="alert">
          {errors.place}
        </p>
      ) : null}
      {saved ? (
        <AddressTagField id={`${ids}-tag`} value={tag} onChange={setTag} error={errors.tag} />
      ) : null}
      {points.length > 0 && saved ? <DeliveryPointsLater points={points} /> : null}
      {points.length > 0 && !saved ? (
        <DeliveryPoints
          points={points}
          value={pointId}
          onChange={(p) => setPointId(p.id)}
          error={errors.point ?? null}
          pin={settled}
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${ids}-text`}>Dirección</label>
        <input
          id={`${ids}-text`}
          autoComplete="street-address"
          value={text}
          required
          maxLength={ADDRESS_LIMITS.addressMax}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${ids}-text-error` : undefined}
          placeholder="Calle, pasaje, número de casa"
          onChange={(e) => setText(e.target.value)}
        />
        {errors.text ? (
          <p id={`${ids}-text-error`} className="field-error">
            {errors.text}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-ref`}>Indicaciones (opcional)</label>
        <textarea
          id={`${ids}-ref`}
          value={reference}
          maxLength={ADDRESS_LIMITS.referenceMax}
          rows={2}
          placeholder="Punto de referencia, color del portón…"
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <button type="submit" className="button address-editor__submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
