import * as v from 'valibot';
import type { Coverage, DeliveryPoint } from '../../domain/geo/coverage';
import type { ShopId } from '../../domain/shops/shop-id';
import {
  wireFlag,
  wireInt,
  wireIntOrNull,
  wireListOrEmpty,
  wireMap,
  wireNumber,
  wireObject,
  wireText,
} from '../../protocol/wire';

/**
 * geo/validaCobertura's coverage result (§3.2, docs/protocol.md "Geo calls"): readable field
 * names. Lenient on form (numbers as text, 'S'/'N' flags), strict on what coverage needs:
 * coordinates and the shop.
 */

const flag = wireFlag;
const warranty = v.fallback(v.picklist(['30MIN', 'SIN']), 'SIN');

/** §3.2 a delivery point of the zone. */
export const deliveryPointWireSchema = wireMap(
  wireObject({
    id: wireInt,
    index: v.nullish(wireInt, 0),
    districtCode: wireText,
    streetCode: wireText,
    district: wireText,
    description: wireText,
    latitude: wireNumber,
    longitude: wireNumber,
    zone: wireText,
  }),
  (p): DeliveryPoint => p,
);

/** §3.2 the coverage result; a message is only meaningful without the warranty. */
export const coverageWireSchema = wireMap(
  wireObject({
    id: v.nullish(wireInt, 0),
    tag: wireText,
    main: flag,
    address: wireText,
    reference: wireText,
    latitude: wireNumber,
    longitude: wireNumber,
    isDeliveryPoint: flag,
    deliveryPoints: wireListOrEmpty(deliveryPointWireSchema),
    district: wireText,
    districtCode: wireText,
    shop: wireInt,
    shopName: wireText,
    street: wireText,
    streetCode: wireText,
    systemTime: wireText,
    quadrant: wireText,
    zone: wireText,
    pickupShop: flag,
    appliesWarranty: flag,
    scheduleRestriction: flag,
    restrictionCode: wireIntOrNull,
    typeOfWarranty: warranty,
    messageOfWarranty: wireText,
  }),
  (c): Coverage => ({
    // `shop` is a checked integer (wireInt): taken as the ShopId it is (decision 029)
    ...(c as typeof c & { shop: ShopId }),
    // the points' order is the list's, whatever indexes were sent
    deliveryPoints: c.deliveryPoints.map((p, index) => ({ ...p, index })),
    isDeliveryPoint: c.isDeliveryPoint || c.deliveryPoints.length > 0,
  }),
);
