import { describe, expect, it } from 'vitest';
import { COVERAGE_NONE_MESSAGE, COVERAGE_POINT_REQUIRED_MESSAGE } from '../../domain/geo/coverage';
import type { DeliveryPoint } from '../../domain/geo/coverage';
import { addressFormErrors } from './address-form-errors';

const pin = { latitude: 13.7, longitude: -89.2 };
const point: DeliveryPoint = {
  id: 4,
  index: 0,
  districtCode: '0614',
  streetCode: '1',
  district: 'San Salvador',
  description: 'Portón norte',
  zone: 'Z1',
  latitude: 13.7,
  longitude: -89.2,
};
const complete = {
  text: 'Calle 1, casa 2',
  tag: '',
  saved: false,
  pin,
  covered: true,
  points: [],
  point: null,
};

describe('addressFormErrors (§3.2, §5.2)', () => {
  it('finds nothing missing in a covered address with its text', () => {
    expect(addressFormErrors(complete)).toEqual({});
  });

  it('asks for the address, and a saved address’s tag, ignoring blanks', () => {
    expect(addressFormErrors({ ...complete, text: '  ' })).toEqual({
      text: 'Este campo es requerido',
    });
    expect(addressFormErrors({ ...complete, saved: true, tag: ' ' })).toEqual({
      tag: 'Este campo es requerido',
    });
  });

  it('asks to move the map without a pin, and says an uncovered place has no coverage', () => {
    expect(addressFormErrors({ ...complete, pin: null, covered: false }).place).toBe(
      'Mueve el mapa hasta tu ubicación',
    );
    expect(addressFormErrors({ ...complete, covered: false }).place).toBe(COVERAGE_NONE_MESSAGE);
  });

  it('asks for a delivery point in a zone of points, but not for a saved address', () => {
    const zone = { ...complete, points: [point] };
    expect(addressFormErrors(zone)).toEqual({ point: COVERAGE_POINT_REQUIRED_MESSAGE });
    expect(addressFormErrors({ ...zone, point })).toEqual({});
    expect(addressFormErrors({ ...zone, saved: true, tag: 'Casa' })).toEqual({});
  });
});
