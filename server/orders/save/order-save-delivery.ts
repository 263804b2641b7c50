import {
  COVERAGE_NONE_MESSAGE,
  COVERAGE_POINT_REQUIRED_MESSAGE,
  COVERAGE_SCHEDULE_MESSAGE,
  coverageResolve,
} from '../../../src/domain/geo/coverage.ts';
import {
  COVERAGE_DESTINATION_MESSAGE,
  coverageDestinationCheck,
} from '../../../src/domain/geo/coverage-destination.ts';
import { coverageForFutureOrder } from '../../../src/domain/geo/coverage-future-order.ts';
import { serverTimeFormatIso } from '../../../src/domain/server-time.ts';
import type { ShopId } from '../../../src/domain/shops/shop-id.ts';
import type { GeoIndex } from '../../chain/geo-index.ts';
import type { OrderDeliveryInput } from './order-save-body.ts';

/** A home delivery the coverage serves: its shop and the order data as it is stored. */
export type OrderSaveDelivery =
  { ok: true; shopId: ShopId; data: OrderDeliveryInput } | { ok: false; message: string };

/**
 * §3.2 / §3.6 / §4.2 / §5.5 a home delivery judged by the coverage of its pin (latitud,
 * longitud), recomputed here: covered ('La dirección seleccionada no cuenta con cobertura'),
 * no schedule restriction (code 200) now unless it is a future order ('Esta dirección tiene
 * restricción de horario'), and a destination (latitudEntrega, longitudEntrega) that is one
 * of the coverage's delivery points when it has any ('Debe seleccionar un punto de entrega')
 * or else the pin itself, within a few metres (coverageDestinationCheck). The data stored
 * takes the server's destination, restriction code and warranty message (the §5.5 one for a
 * future order): what the client sent for them is not kept.
 */
export function orderSaveDelivery(
  data: OrderDeliveryInput,
  geo: GeoIndex,
  now: number,
  futureAt: number | null,
): OrderSaveDelivery {
  const coverage = coverageResolve({
    point: { latitude: data.latitud, longitude: data.longitud },
    zones: geo.zones,
    deliveryPoints: geo.deliveryPoints,
    shops: geo.shopList,
    now,
    systemTime: serverTimeFormatIso(now),
  });
  if (coverage === null) return { ok: false, message: COVERAGE_NONE_MESSAGE };
  const terms = futureAt === null ? coverage : coverageForFutureOrder(coverage);
  if (terms.scheduleRestriction) return { ok: false, message: COVERAGE_SCHEDULE_MESSAGE };
  const sent = { latitude: data.latitudEntrega, longitude: data.longitudEntrega };
  const destination = coverageDestinationCheck(coverage, sent);
  if (!destination.ok) {
    const message =
      destination.problem === 'noDeliveryPoint'
        ? COVERAGE_POINT_REQUIRED_MESSAGE
        : COVERAGE_DESTINATION_MESSAGE;
    return { ok: false, message };
  }
  return {
    ok: true,
    shopId: coverage.shop,
    data: {
      ...data,
      latitudEntrega: destination.destination.latitude,
      longitudEntrega: destination.destination.longitude,
      codigoRestriccion: terms.restrictionCode,
      mensajeGarantia: terms.messageOfWarranty,
    },
  };
}
