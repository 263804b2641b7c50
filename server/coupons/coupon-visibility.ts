import { couponWindowCheck } from '../../src/domain/coupons/coupon-window.ts';
import { serverTimeFormatDate } from '../../src/domain/server-time.ts';
import type { CouponEntry } from './coupon-index.ts';

/** §9 the welcome coupon: the first purchase within this many days of validating the account. */
export const WELCOME_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a customer's personal coupons depend on (coupon-customer.ts reads it). */
export interface CouponCustomerFacts {
  /** the redemption key: 'email:' and the account's canonical e-mail (coupon-claims.ts) */
  key: string;
  validatedAt: Date | null;
  /** 'YYYY-MM-DD' as given, or '' */
  birthDate: string;
  /** orders placed by the account and not cancelled */
  orders: number;
}

/** Who is asking: a guest (only code coupons) or a logged-in customer. */
export type CouponViewer = { kind: 'guest' } | { kind: 'user'; facts: CouponCustomerFacts };

/** §5.4 the coupon is not past its last day (it may be outside its hours now). */
export function couponCurrent(entry: CouponEntry, now: number): boolean {
  const verdict = couponWindowCheck(entry.coupon, now);
  return verdict === 'ok' || verdict === 'outsideHours';
}

/**
 * §6 / §9 whether a coupon is the viewer's to use: a code coupon for anyone who has its code;
 * an open (APP) coupon for a logged-in customer; the welcome coupon for a customer validated
 * within WELCOME_DAYS with no order yet; the birthday coupon in the month of the customer's
 * birthday (El Salvador time). Dates and hours are couponCurrent's and couponWindowCheck's.
 */
export function couponVisible(entry: CouponEntry, viewer: CouponViewer, now: number): boolean {
  if (entry.kind === 'CODIGO') return true;
  if (viewer.kind !== 'user') return false;
  const { facts } = viewer;
  switch (entry.kind) {
    case 'APP':
      return true;
    case 'BIENVENIDA':
      return (
        facts.validatedAt !== null &&
        now - facts.validatedAt.getTime() <= WELCOME_DAYS * DAY_MS &&
        facts.orders === 0
      );
    case 'CUMPLEANOS': {
      const month = /^\d{4}-(\d{2})-\d{2}$/.exec(facts.birthDate)?.[1];
      return month !== undefined && serverTimeFormatDate(now).slice(3, 5) === month;
    }
  }
}
