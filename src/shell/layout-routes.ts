/** §2.1 the paths that show the home and menu screen (/jobs is the jobs page, issue 18). */
const HOME_PATHS = new Set(['/', '/menu']);

/** Removes a trailing slash so '/cart/' and '/cart' compare alike. */
export function pathNormalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function firstSegment(pathname: string): string {
  return pathNormalize(pathname).split('/')[1] ?? '';
}

/** §2.3 the home screen: no back button on mobile. */
export function pathIsHome(pathname: string): boolean {
  return HOME_PATHS.has(pathNormalize(pathname));
}

/** §2.1 a product or promotion detail page. */
export function pathIsProduct(pathname: string): boolean {
  const path = pathNormalize(pathname);
  return (
    /^\/menu\/categoria\/[^/]+(\/subcategoria\/[^/]+)?\/producto\/[^/]+$/.test(path) ||
    path.startsWith('/promociones/')
  );
}

/** §2.1 a category listing, /menu/categoria/{cat}. */
export function pathIsCategory(pathname: string): boolean {
  return /^\/menu\/categoria\/[^/]+$/.test(pathNormalize(pathname));
}

/** §2.3 pages without the search and login buttons in the header. */
const HEADER_ACTIONS_HIDDEN = new Set([
  'cart',
  'tracking',
  'checkout',
  'announcement',
  'orders',
  'profile',
  'updatepass',
  'delivery',
  'favorites',
  'login',
  'forgot-password',
  'signup',
  'search',
  'email-sent',
  'email-pass-sent',
  'opt-delivery',
]);

/** §2.3 search and login are hidden on product, promotions, cart, checkout... pages. */
export function headerActionsHidden(pathname: string): boolean {
  return pathIsProduct(pathname) || HEADER_ACTIONS_HIDDEN.has(firstSegment(pathname));
}

/**
 * §2.3 pages without the bottom navigation: checkout, login, profile, product "and similar":
 * every account flow, both checkouts, the delivery pickers and the coupon product page,
 * which all own the bottom of the screen.
 */
const BOTTOM_NAV_HIDDEN = new Set([
  'checkout',
  'login',
  'signup',
  'signup-account',
  'forgot-password',
  'email-sent',
  'email-pass-sent',
  'validar-cuenta',
  'updatepass',
  'profile',
  'delivery',
  'opt-delivery',
]);

/** §2.3 whether the route hides the mobile bottom navigation. */
export function bottomNavHiddenOn(pathname: string): boolean {
  const path = pathNormalize(pathname);
  return (
    pathIsProduct(path) ||
    BOTTOM_NAV_HIDDEN.has(firstSegment(path)) ||
    path === '/certificates/checkout' ||
    /^\/coupons\/coupon\/[^/]+\/confProduct\//.test(path)
  );
}

/** §2.3 the desktop address banner shows on /, /menu and /cart. */
export function addressBannerShownOn(pathname: string): boolean {
  return ['/', '/menu', '/cart'].includes(pathNormalize(pathname));
}

/**
 * §4.10 the assistant's button stays off the pages where it would sit over what the customer
 * is doing (issue 34): a product, both bags, both checkouts and every form page (the pages
 * without the bottom navigation); the tracker has no shop layout at all.
 */
export function assistantShownOn(pathname: string): boolean {
  const path = pathNormalize(pathname);
  return !bottomNavHiddenOn(path) && path !== '/cart' && path !== '/certificates/cart';
}
