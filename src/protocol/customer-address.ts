/**
 * §3.2 a customer's saved address as it travels. The app writes AddressBody to
 * cliente/saveDireccion (encrypted) and reads AddressWire back from cliente/getDirecciones
 * and cliente/saveDireccion; the server reads the body and answers the wire form.
 */

/** §3.2 "address sent to the server": `i` only when the address already exists. */
export interface AddressBody {
  /** the saved address's id; absent for a new one */
  i?: number;
  /** 1: the customer's main address */
  principal: 0 | 1;
  longitud: number;
  latitud: number;
  /** the tag ('Mi Casa', 'Mi Trabajo') */
  categoria: string;
  /** district code (COL) as the app saw it; the server recomputes it */
  col: string;
  /** zone code (ZON) as the app saw it; the server recomputes it */
  codzon: string;
  /** street, house, landmark */
  direccion: string;
  indicaciones: string;
  coloniaCliente: string;
  zonaCliente: string;
  /** region and city codes (default 'SS') */
  dep: string;
  ciu: string;
  edited: 0 | 1;
  invalid: 0 | 1;
}

/** §3.2 "address read back". id 0 would mean not saved; a listed address always has one. */
export interface AddressWire {
  id: number;
  /** position in the customer's order, 0 first */
  order: number;
  edited: boolean;
  main: boolean;
  tag: string;
  latitude: number;
  longitude: number;
  regionCode: string;
  cityCode: string;
  /** district (COL) name, from the server's coverage */
  district: string;
  /** zone (ZON) name, from the server's coverage */
  street: string;
  address: string;
  reference: string;
  streetCode: string;
  districtCode: string;
  country: string;
  countryCode: string;
}

/** Choices: how many addresses an account keeps and how long their texts may be. */
export const ADDRESS_LIMITS = {
  max: 10,
  tagMax: 40,
  addressMax: 200,
  referenceMax: 300,
} as const;

/** Answers about saved addresses (the spec's §8.2 success texts, and the product's refusals). */
export const ADDRESS_MESSAGES = {
  saved: 'Dirección guardada',
  deleted: 'Dirección eliminada',
  notFound: 'No encontramos esa dirección',
  tooMany: `Puedes guardar hasta ${ADDRESS_LIMITS.max} direcciones`,
  listChanged: 'Tus direcciones cambiaron en otro dispositivo; vuelve a intentarlo',
} as const;
