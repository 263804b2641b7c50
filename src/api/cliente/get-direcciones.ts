import { queryOptions } from '@tanstack/react-query';
import type { SavedAddress } from '../../domain/delivery/saved-address';
import type { AddressWire } from '../../protocol/customer-address';
import {
  wireAnswer,
  wireFlag,
  wireInt,
  wireListOrEmpty,
  wireMap,
  wireNumber,
  wireObject,
  wireText,
} from '../../protocol/wire';
import { apiRequest } from '../request';

/** §3.2 a saved address as the app reads it: the wire form's fields the screens use. */
export function savedAddressFromWire(wire: AddressWire): SavedAddress {
  return {
    id: wire.id,
    order: wire.order,
    main: wire.main,
    edited: wire.edited,
    tag: wire.tag,
    latitude: wire.latitude,
    longitude: wire.longitude,
    address: wire.address,
    reference: wire.reference,
    district: wire.district,
    districtCode: wire.districtCode,
    street: wire.street,
    streetCode: wire.streetCode,
    regionCode: wire.regionCode,
    cityCode: wire.cityCode,
  };
}

/** §3.2 "address read back" (AddressWire), lenient on form; an address without an id is none. */
export const savedAddressWireSchema = wireMap(
  wireObject({
    id: wireInt,
    order: wireInt,
    edited: wireFlag,
    main: wireFlag,
    tag: wireText,
    latitude: wireNumber,
    longitude: wireNumber,
    regionCode: wireText,
    cityCode: wireText,
    district: wireText,
    street: wireText,
    address: wireText,
    reference: wireText,
    streetCode: wireText,
    districtCode: wireText,
    country: wireText,
    countryCode: wireText,
  }),
  savedAddressFromWire,
);

/** cliente/getDirecciones '00': `direcciones`, rows that do not fit dropped. */
export const direccionesSchema = wireAnswer(
  wireMap(wireObject({ direcciones: wireListOrEmpty(savedAddressWireSchema) }), ({ direcciones }) =>
    direcciones.filter((a) => a.id > 0),
  ),
);

/** §7 cliente/getDirecciones (secure, background): the customer's saved addresses, their order. */
export function getDirecciones(): Promise<SavedAddress[]> {
  return apiRequest('cliente/getDirecciones', {
    secure: true,
    background: true,
    empty: true,
    schema: direccionesSchema,
  });
}

/** §7 "default-address query 5 s": the saved addresses stay fresh for 5 seconds. */
export const DIRECCIONES_STALE_MS = 5_000;

/** The query of the saved addresses (the profile's list, the delivery choice); logged in only. */
export function direccionesQuery(loggedIn: boolean) {
  return queryOptions({
    queryKey: ['cliente', 'getDirecciones'] as const,
    queryFn: getDirecciones,
    enabled: loggedIn,
    staleTime: DIRECCIONES_STALE_MS,
  });
}
