import { afterEach, describe, expect, it } from 'vitest';
import { couponOf } from '../test/coupon.fixture';
import { accountSessionEnd } from './account-logout';
import {
  couponStore,
  couponStoreCodeAdd,
  couponStoreIsByCode,
  couponStoreLogout,
  couponStoreSelect,
} from './coupons';

afterEach(() => {
  couponStore.byCode = [];
  couponStore.selected = null;
});

describe('coupon store (§3.5, §4.1)', () => {
  it('keeps each code once, the newest first', () => {
    couponStoreCodeAdd({ coupon: couponOf({ IDPRO: 1 }), code: 'uno', email: '' });
    couponStoreCodeAdd({ coupon: couponOf({ IDPRO: 2 }), code: 'dos', email: 'a@b.co' });
    couponStoreCodeAdd({ coupon: couponOf({ IDPRO: 1 }), code: 'uno', email: '' });
    expect(couponStore.byCode.map((entry) => entry.code)).toEqual(['uno', 'dos']);
    expect(couponStoreIsByCode(2)).toBe(true);
    expect(couponStoreIsByCode(3)).toBe(false);
  });

  it('a logout drops the coupon being applied unless a code revealed it', () => {
    couponStoreSelect(couponOf({ IDPRO: 5 }));
    couponStoreLogout();
    expect(couponStore.selected).toBeNull();
    couponStoreCodeAdd({ coupon: couponOf({ IDPRO: 6 }), code: 'seis', email: '' });
    couponStoreSelect(couponOf({ IDPRO: 6 }));
    couponStoreLogout();
    expect(couponStore.selected?.id).toBe(6);
  });

  it('is cleared by the logout itself (accountLogoutHookAdd)', async () => {
    couponStoreSelect(couponOf({ IDPRO: 5 }));
    // the hook is added once the logout's module has loaded
    await import('./account-logout');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await accountSessionEnd();
    expect(couponStore.selected).toBeNull();
  });
});
