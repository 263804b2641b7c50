import {
  COVERAGE_NONE_MESSAGE,
  COVERAGE_POINT_REQUIRED_MESSAGE,
  type DeliveryPoint,
} from '../../domain/geo/coverage';
import type { GeoPoint } from '../../domain/geo/geo-point';

/** §5.2 required field message. */
const REQUIRED = 'Este campo es requerido';

/** The address form's messages, by field; empty when the address can be saved. */
export interface AddressFormErrors {
  text?: string;
  tag?: string;
  point?: string;
  place?: string;
}

interface AddressFormCheck {
  text: string;
  tag: string;
  /** a saved address: its tag is required, its zone's point is chosen when ordering */
  saved: boolean;
  pin: GeoPoint | null;
  covered: boolean;
  points: readonly DeliveryPoint[];
  point: DeliveryPoint | null;
}

/** §3.2 / §5.2 what the address form still lacks: the address, the tag, a covered place, a point. */
export function addressFormErrors(form: AddressFormCheck): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (form.text.trim() === '') errors.text = REQUIRED;
  if (form.saved && form.tag.trim() === '') errors.tag = REQUIRED;
  if (!form.covered)
    errors.place = form.pin === null ? 'Mueve el mapa hasta tu ubicación' : COVERAGE_NONE_MESSAGE;
  if (!form.saved && form.points.length > 0 && form.point === null) {
    errors.point = COVERAGE_POINT_REQUIRED_MESSAGE;
  }
  return errors;
}
