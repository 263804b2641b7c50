import { proxy, subscribe } from 'valtio/vanilla';
import type { Certificate } from '../domain/certificates/certificate';
import {
  CERTIFICATE_CART_MAX,
  type CertificateCartLine,
  type CertificateLineFields,
} from '../domain/certificates/certificate-cart';
import {
  certificateLineIdIsValid,
  certificateLineIdNew,
} from '../domain/certificates/certificate-line-id';
import { centsFromAmount } from '../domain/money';
import { localStore } from '../api/browser-storage';

/** §3.9 localStorage key of the certificate cart (its lines and what was written on them). */
export const CERTIFICATE_CART_STORAGE_KEY = 'certificates.cart';
/** §3.9 localStorage key of the certificate order id (the certificate order-check dialog). */
export const CERTIFICATE_ORDER_ID_STORAGE_KEY = 'certificate.order.id';

/** §3.7 the certificate cart: its lines, in the order they were added. */
export interface CertificateCartState {
  lines: CertificateCartLine[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function imagesRestore(raw: unknown): CertificateCartLine['images'] {
  const size = (value: unknown) => ({
    small: isObject(value) ? text(value.small) : '',
    medium: isObject(value) ? text(value.medium) : '',
  });
  return isObject(raw)
    ? { jpg: size(raw.jpg), webp: size(raw.webp) }
    : { jpg: size(null), webp: size(null) };
}

/** One stored line, or null when it cannot be used. */
function lineRestore(raw: unknown): CertificateCartLine | null {
  if (!isObject(raw)) return null;
  const { lineId, certificateId, amount } = raw;
  if (typeof lineId !== 'string' || !certificateLineIdIsValid(lineId)) return null;
  if (typeof certificateId !== 'number' || !Number.isInteger(certificateId)) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  return {
    lineId,
    certificateId,
    name: text(raw.name),
    amount: centsFromAmount(amount / 100),
    images: imagesRestore(raw.images),
    buyerName: text(raw.buyerName),
    recipientName: text(raw.recipientName),
    recipientEmail: text(raw.recipientEmail),
    dedication: text(raw.dedication),
  };
}

/** The stored certificate cart read back line by line; corrupt storage is an empty cart. */
export function certificateCartRestore(raw: string | null): CertificateCartState {
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const rows = isObject(parsed) && Array.isArray(parsed.lines) ? parsed.lines : [];
  const lines = rows.flatMap((row) => lineRestore(row) ?? []);
  return { lines: lines.slice(0, CERTIFICATE_CART_MAX) };
}

function read(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** §3.7 the certificate cart, kept in localStorage. */
export const certificateCartStore = proxy<CertificateCartState>(
  certificateCartRestore(read(CERTIFICATE_CART_STORAGE_KEY)),
);

subscribe(certificateCartStore, () => {
  try {
    localStore()?.setItem(CERTIFICATE_CART_STORAGE_KEY, JSON.stringify(certificateCartStore));
  } catch {
    // storage full or denied: the cart still lives in memory
  }
});

/**
 * §3.7 'Agregar': a line for this gift card with a new §3.4 id and empty fields; false when
 * the cart already holds CERTIFICATE_CART_MAX lines.
 */
export function certificateCartAdd(certificate: Certificate): boolean {
  if (certificateCartStore.lines.length >= CERTIFICATE_CART_MAX) return false;
  certificateCartStore.lines.push({
    lineId: certificateLineIdNew(),
    certificateId: certificate.id,
    name: certificate.name,
    amount: certificate.amount,
    images: certificate.images,
    buyerName: '',
    recipientName: '',
    recipientEmail: '',
    dedication: '',
  });
  return true;
}

/** §3.7 what the customer wrote on a line (buyer, recipient, e-mail, dedication). */
export function certificateCartLineSet(lineId: string, fields: CertificateLineFields): void {
  const line = certificateCartStore.lines.find((l) => l.lineId === lineId);
  if (line) Object.assign(line, fields);
}

/** Removes one line. */
export function certificateCartRemove(lineId: string): void {
  certificateCartStore.lines = certificateCartStore.lines.filter((l) => l.lineId !== lineId);
}

/** §4.1 / §4.4 empties the certificate cart. */
export function certificateCartClear(): void {
  certificateCartStore.lines = [];
}

/** §3.9 the certificate order waiting for its card payment, or null. */
export function certificateOrderIdRead(): number | null {
  const value = Number(read(CERTIFICATE_ORDER_ID_STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** §3.9 remembers (or with null forgets) the certificate order id. */
export function certificateOrderIdSet(orderId: number | null): void {
  try {
    if (orderId === null) localStore()?.removeItem(CERTIFICATE_ORDER_ID_STORAGE_KEY);
    else localStore()?.setItem(CERTIFICATE_ORDER_ID_STORAGE_KEY, String(orderId));
  } catch {
    // storage denied: the order-check dialog will not find it
  }
}
