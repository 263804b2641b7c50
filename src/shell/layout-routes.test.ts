import { describe, expect, it } from 'vitest';
import {
  assistantShownOn,
  addressBannerShownOn,
  bottomNavHiddenOn,
  headerActionsHidden,
  pathIsCategory,
  pathIsHome,
  pathIsProduct,
} from './layout-routes';

describe('layout route predicates (§2.3)', () => {
  it('knows the home screens', () => {
    expect(['/', '/menu', '/menu/'].every(pathIsHome)).toBe(true);
    expect(pathIsHome('/jobs')).toBe(false);
    expect(pathIsHome('/menu/categoria/hamburguesas')).toBe(false);
    expect(pathIsHome('/cart')).toBe(false);
  });

  it('recognises product, promotion and category pages', () => {
    expect(pathIsProduct('/menu/categoria/combos/producto/12')).toBe(true);
    expect(pathIsProduct('/menu/categoria/combos/subcategoria/familiares/producto/x')).toBe(true);
    expect(pathIsProduct('/promociones/menu/7')).toBe(true);
    expect(pathIsProduct('/menu/categoria/combos')).toBe(false);
    expect(pathIsCategory('/menu/categoria/combos')).toBe(true);
    expect(pathIsCategory('/menu/categoria/combos/')).toBe(true);
    expect(pathIsCategory('/menu/categoria/combos/subcategoria/x')).toBe(false);
  });

  it('hides search and login on the listed pages only', () => {
    const hidden = [
      '/menu/categoria/combos/producto/1',
      '/promociones/menu/3',
      '/cart',
      '/tracking/9',
      '/checkout',
      '/announcement/2',
      '/orders',
      '/orders/abc',
      '/profile/locations',
      '/updatepass/xyz',
      '/delivery',
      '/favorites',
      '/login',
      '/forgot-password',
      '/signup',
      '/search',
      '/email-sent',
      '/email-pass-sent',
      '/opt-delivery',
    ];
    for (const path of hidden) expect(headerActionsHidden(path), path).toBe(true);
    for (const path of ['/', '/menu', '/menu/categoria/combos', '/coupons', '/tiendas'])
      expect(headerActionsHidden(path), path).toBe(false);
  });

  it('hides the bottom navigation on checkout, account, profile and product routes', () => {
    const hidden = [
      '/checkout',
      '/certificates/checkout',
      '/login',
      '/signup',
      '/updatepass/x',
      '/profile/user-data',
      '/menu/categoria/combos/producto/1',
      '/promociones/menu/3',
      '/coupons/coupon/5/confProduct/8',
      '/delivery',
    ];
    for (const path of hidden) expect(bottomNavHiddenOn(path), path).toBe(true);
    for (const path of ['/', '/menu/categoria/combos', '/coupons', '/orders', '/cart'])
      expect(bottomNavHiddenOn(path), path).toBe(false);
  });

  it('shows the desktop address banner on /, /menu and /cart', () => {
    expect(['/', '/menu', '/cart', '/cart/'].every(addressBannerShownOn)).toBe(true);
    expect(addressBannerShownOn('/coupons')).toBe(false);
    expect(addressBannerShownOn('/menu/categoria/combos')).toBe(false);
  });
});

describe("the assistant's button (§4.10)", () => {
  it('shows on the shop screens but not over either checkout', () => {
    expect(assistantShownOn('/')).toBe(true);
    expect(assistantShownOn('/menu/categoria/hamburguesas/producto/1101')).toBe(false);
    expect(assistantShownOn('/cart')).toBe(false);
    expect(assistantShownOn('/certificates/cart')).toBe(false);
    expect(assistantShownOn('/login')).toBe(false);
    expect(assistantShownOn('/profile/user-data')).toBe(false);
    expect(assistantShownOn('/menu/categoria/hamburguesas')).toBe(true);
    expect(assistantShownOn('/certificates')).toBe(true);
    expect(assistantShownOn('/checkout')).toBe(false);
    expect(assistantShownOn('/checkout/')).toBe(false);
    expect(assistantShownOn('/certificates/checkout')).toBe(false);
  });
});
