import type { SavedAddress } from './saved-address';

/** A saved address in Colonia Escalón, 'Dirección {id}' at position `order`. */
export function savedAddressSample(
  id: number,
  order: number,
  overrides: Partial<SavedAddress> = {},
): SavedAddress {
  return {
    id,
    order,
    main: false,
    edited: false,
    tag: `Dirección ${id}`,
    latitude: 13.7065,
    longitude: -89.239,
    address: `Calle ${id}`,
    reference: 'Portón negro',
    district: 'Colonia Escalón',
    districtCode: 'SSA-ESC',
    street: '',
    streetCode: 'Z-SS-01',
    regionCode: 'SS',
    cityCode: 'SS',
    ...overrides,
  };
}
