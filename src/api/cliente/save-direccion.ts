import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '../../domain/delivery/delivery-mode';
import type { SavedAddress } from '../../domain/delivery/saved-address';
import { ADDRESS_MESSAGES, type AddressBody } from '../../protocol/customer-address';
import { wireAnswer, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { direccionesQuery, savedAddressWireSchema } from './get-direcciones';

/** What the address page saves: the place as the editor read it, and what it replaces. */
export interface SaveDireccionInput {
  /** the saved address edited, or null for a new one */
  editing: SavedAddress | null;
  /** the covered place, the texts and the tag */
  place: DeliveryAddress;
}

/** §3.2 region and city codes sent when the app has none ('SS'). */
const DEFAULT_REGION = 'SS';

/**
 * §3.2 "address sent to the server": `i` and the main flag kept when editing; the coverage
 * codes as the app saw them (the server recomputes them); texts trimmed.
 */
export function saveDireccionBody({ editing, place }: SaveDireccionInput): AddressBody {
  const { coverage } = place;
  return {
    ...(editing ? { i: editing.id } : {}),
    principal: editing?.main ? 1 : 0,
    longitud: coverage.longitude,
    latitud: coverage.latitude,
    categoria: place.tag.trim(),
    col: coverage.districtCode,
    codzon: coverage.zone,
    direccion: place.address.trim(),
    indicaciones: place.reference.trim(),
    coloniaCliente: coverage.district,
    zonaCliente: coverage.street,
    dep: editing?.regionCode || DEFAULT_REGION,
    ciu: editing?.cityCode || DEFAULT_REGION,
    edited: editing ? 1 : 0,
    invalid: 0,
  };
}

/** cliente/saveDireccion '00': the address as saved (`direccion`). */
export const saveDireccionSchema = wireAnswer(wireObject({ direccion: savedAddressWireSchema }));

/**
 * §7 cliente/saveDireccion (secure, encrypted): saves a new address or changes one; '00'
 * toasts 'Dirección guardada', a refusal toasts the server's message and throws.
 */
export async function saveDireccion(input: SaveDireccionInput): Promise<SavedAddress> {
  const answer = await apiRequest('cliente/saveDireccion', {
    body: { ...saveDireccionBody(input) },
    secure: true,
    encrypt: true,
    successToast: ADDRESS_MESSAGES.saved,
    schema: saveDireccionSchema,
  });
  return answer.direccion;
}

/** The address page's save; the list is read again after it. */
export function useSaveDireccion() {
  const queryClient = useQueryClient();
  return useMutation({
    // offline it fails at once (the screen says so) instead of waiting paused
    networkMode: 'always',
    mutationFn: saveDireccion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: direccionesQuery(true).queryKey }),
  });
}
