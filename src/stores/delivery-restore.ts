import * as v from 'valibot';
import { coverageWireSchema, deliveryPointWireSchema } from '../api/geo/coverage-wire';
import {
  DELIVERY_EMPTY,
  type DeliveryAddress,
  type DeliveryState,
} from '../domain/delivery/delivery-mode';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

const KINDS = ['none', 'home', 'shop'] as const;
const OPTIONS = ['none', 'home', 'shop', 'other', 'addresses', 'edit', 'deliveryPoint'] as const;

// the saved coverage is the server's answer as the app read it: the same schema checks it
const asCoverage = (c: unknown) => {
  const parsed = v.safeParse(coverageWireSchema, c);
  return parsed.success ? parsed.output : null;
};
const asPoint = (p: unknown) => {
  const parsed = v.safeParse(deliveryPointWireSchema, p);
  return parsed.success ? parsed.output : null;
};

function asAddress(a: unknown): DeliveryAddress | null {
  if (!isObject(a) || !isText(a.address) || !isText(a.reference) || !isText(a.tag)) return null;
  const coverage = asCoverage(a.coverage);
  return coverage ? { coverage, address: a.address, reference: a.reference, tag: a.tag } : null;
}
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
  const address = asAddress(stored.address);
  const point = asPoint(stored.deliveryPoint);
  return {
    ...DELIVERY_EMPTY,
    kind,
    option,
    address,
    deliveryPoint: address !== null && point !== null ? point : null,
    pickup: isPickup(stored.pickup) ? (stored.pickup as DeliveryState['pickup']) : null,
    future: isFuture(stored.future) ? (stored.future as DeliveryState['future']) : null,
  };
}
