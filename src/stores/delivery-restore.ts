import type { DeliveryState } from '../domain/delivery/delivery-mode';
import { DELIVERY_EMPTY } from '../domain/delivery/delivery-mode';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

const KINDS = ['none', 'home', 'shop'] as const;
const OPTIONS = ['none', 'home', 'shop', 'other', 'addresses', 'edit', 'deliveryPoint'] as const;

const isPoint = (p: unknown) =>
  isObject(p) &&
  isNumber(p.id) &&
  isText(p.description) &&
  isNumber(p.latitude) &&
  isNumber(p.longitude);

function isCoverage(c: unknown): boolean {
  return (
    isObject(c) &&
    isNumber(c.shop) &&
    isNumber(c.latitude) &&
    isNumber(c.longitude) &&
    isText(c.district) &&
    isText(c.messageOfWarranty) &&
    typeof c.appliesWarranty === 'boolean' &&
    typeof c.scheduleRestriction === 'boolean' &&
    Array.isArray(c.deliveryPoints) &&
    c.deliveryPoints.every(isPoint)
  );
}

const isAddress = (a: unknown) =>
  isObject(a) &&
  isCoverage(a.coverage) &&
  isText(a.address) &&
  isText(a.reference) &&
  isText(a.tag);
const isPickup = (p: unknown) =>
  isObject(p) && isNumber(p.shopId) && isText(p.shopName) && isText(p.pickupOption);
const isFuture = (f: unknown) => isObject(f) && isNumber(f.at) && typeof f.invalid === 'boolean';

/**
 * §4.2 the saved delivery choice read back from local storage. Anything that does not have
 * the expected shape is dropped part by part: a damaged address never blocks the mode.
 */
export function deliveryStateRestore(raw: string | null, legacyKind: string | null): DeliveryState {
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const stored = isObject(parsed) ? parsed : {};
  const kind = KINDS.find((k) => k === (stored.kind ?? legacyKind)) ?? 'none';
  const option = OPTIONS.find((o) => o === stored.option) ?? kind;
  const address = isAddress(stored.address) ? (stored.address as DeliveryState['address']) : null;
  const pointOk = address !== null && isPoint(stored.deliveryPoint);
  return {
    ...DELIVERY_EMPTY,
    kind,
    option,
    address,
    deliveryPoint: pointOk ? (stored.deliveryPoint as DeliveryState['deliveryPoint']) : null,
    pickup: isPickup(stored.pickup) ? (stored.pickup as DeliveryState['pickup']) : null,
    future: isFuture(stored.future) ? (stored.future as DeliveryState['future']) : null,
  };
}
