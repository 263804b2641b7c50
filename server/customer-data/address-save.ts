import { count, eq, max } from 'drizzle-orm';
import { COVERAGE_NONE_MESSAGE, coverageResolve } from '../../src/domain/geo/coverage.ts';
import { serverTimeFormatIso } from '../../src/domain/server-time.ts';
import { ACCOUNT_MESSAGES } from '../../src/domain/account/account-messages.ts';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES } from '../../src/protocol/customer-address.ts';
import type { GeoIndex } from '../chain/geo-index.ts';
import type { Database } from '../db/client.ts';
import { customerAddresses } from '../db/schema/customer-data.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import type { AddressSaveInput } from './address-bodies.ts';
import { addressFindOwned, addressMainSet, addressWire } from './address-store.ts';
import { customerLock } from './customer-lock.ts';

/** What the server stores of the coverage of a pin: its district and zone, names and codes. */
interface AddressPlace {
  district: string;
  districtCode: string;
  street: string;
  streetCode: string;
}

/**
 * §3.2 the place of a pin by the server's own coverage (the domain's coverageResolve on the
 * loaded chain, as geo/validaCobertura resolves it); null outside every zone. The street is
 * the delivery zone (ZON) holding the pin, '' when only a shop area covers it.
 */
export function addressPlace(
  geo: GeoIndex,
  point: AddressSaveInput['point'],
  now: Date,
): AddressPlace | null {
  const coverage = coverageResolve({
    point,
    zones: geo.zones,
    deliveryPoints: geo.deliveryPoints,
    shops: geo.shopList,
    now: now.getTime(),
    systemTime: serverTimeFormatIso(now.getTime()),
  });
  if (coverage === null) return null;
  const zone = geo.zones.find((z) => z.kind === 'ZON' && z.code === coverage.zone);
  return {
    district: coverage.district,
    districtCode: coverage.districtCode,
    street: zone?.name ?? '',
    streetCode: zone?.code ?? '',
  };
}

/** The required texts (tag and address): '01' with the §5.2 message per field, or null. */
function requiredRefusal(body: AddressSaveInput): Envelope | null {
  const errores: Record<string, string> = {};
  if (body.categoria.trim() === '') errores.categoria = ACCOUNT_MESSAGES.required;
  if (body.direccion.trim() === '') errores.direccion = ACCOUNT_MESSAGES.required;
  if (Object.keys(errores).length === 0) return null;
  return { ...fail(ACCOUNT_MESSAGES.required, '01'), errores };
}

/**
 * cliente/saveDireccion: a new address (last in the customer's order; main when it is the
 * first one, or when `principal` is 1) or a change to one of the customer's own (`i`). The
 * place stored is the server's coverage of the pin; outside every zone '02' 'La dirección
 * seleccionada no cuenta con cobertura'; an `i` not theirs '02' notFound; more than
 * ADDRESS_LIMITS.max '02' tooMany. Runs under the customer's lock (customer-lock.ts).
 */
export async function addressSave(
  db: Database,
  geo: GeoIndex,
  customerId: number,
  body: AddressSaveInput,
  now: Date,
): Promise<Envelope> {
  const refusal = requiredRefusal(body);
  if (refusal) return refusal;
  const place = addressPlace(geo, body.point, now);
  if (place === null) return fail(COVERAGE_NONE_MESSAGE, '02');
  const fields = {
    ...place,
    tag: body.categoria.trim(),
    address: body.direccion.trim(),
    reference: body.indicaciones.trim(),
    latitude: body.point.latitude,
    longitude: body.point.longitude,
    regionCode: body.dep || 'SS',
    cityCode: body.ciu || 'SS',
    edited: body.edited === 1,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    await customerLock(tx, customerId);
    let id: number;
    if (body.i !== undefined) {
      const owned = await addressFindOwned(tx, customerId, body.i);
      if (!owned) return fail(ADDRESS_MESSAGES.notFound, '02');
      await tx.update(customerAddresses).set(fields).where(eq(customerAddresses.id, owned.id));
      id = owned.id;
    } else {
      const [stats] = await tx
        .select({ n: count(), last: max(customerAddresses.position) })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId));
      const n = stats?.n ?? 0;
      if (n >= ADDRESS_LIMITS.max) return fail(ADDRESS_MESSAGES.tooMany, '02');
      const [row] = await tx
        .insert(customerAddresses)
        .values({
          ...fields,
          customerId,
          position: n === 0 ? 0 : (stats?.last ?? -1) + 1,
          principal: n === 0,
          createdAt: now,
        })
        .returning({ id: customerAddresses.id });
      if (!row) throw new Error('customer_addresses: el alta no devolvió fila');
      id = row.id;
    }
    if (body.principal === 1) await addressMainSet(tx, customerId, id);
    const saved = await addressFindOwned(tx, customerId, id);
    if (!saved) throw new Error('customer_addresses: la dirección guardada no se encontró');
    return ok({ direccion: addressWire(saved) }, ADDRESS_MESSAGES.saved);
  });
}
