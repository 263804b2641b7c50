import { useId, useState } from 'react';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { AddressPlace } from './address-place';
import { AddressTagField } from './address-tag-field';
import { AddressTextFields } from './address-text-fields';
import { DeliveryPoints, DeliveryPointsLater } from './delivery-points';
import type { AddressEditorInitial, AddressEditorSave } from './address-editor-values';
import { useAddressCoverage } from './use-address-coverage';
import { useAddressForm } from './use-address-form';
import { stickyBottomInset } from '../../ui/sticky-bottom-inset';

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
  const coverage = useAddressCoverage(pin, futureOrder);
  const form = useAddressForm({ initial, saved, pin, coverage, onSave });
  const { settled, points } = coverage;
  const { errors } = form;

  return (
    <form className="address-editor" noValidate onSubmit={form.submit}>
      <AddressPlace
        pin={pin}
        onMove={setPin}
        coverage={coverage}
        locateOnOpen={initial === null}
        onPickup={onPickup}
        offerPickup={offerPickup && !saved}
      />
      {errors.place ? (
        <p className="field-error" role="alert">
          {errors.place}
        </p>
      ) : null}
      {saved ? (
        <AddressTagField
          id={`${ids}-tag`}
          value={form.tag}
          onChange={form.setTag}
          error={errors.tag}
        />
      ) : null}
      {points.length > 0 && saved ? <DeliveryPointsLater points={points} /> : null}
      {points.length > 0 && !saved ? (
        <DeliveryPoints
          points={points}
          value={form.pointId}
          onChange={(p) => form.setPointId(p.id)}
          error={errors.point ?? null}
          pin={settled}
        />
      ) : null}
      {/* on phones the words and the button stay together at the foot of the screen: the
          button is never laid over the field it needs (WCAG 2.4.11) */}
      <div ref={stickyBottomInset} className="address-editor__finish">
        <AddressTextFields ids={ids} form={form} />
        <button type="submit" className="button address-editor__submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
