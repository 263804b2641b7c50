import { authLogout } from '../api/auth/logout';
import { sessionClearTokens } from '../api/session';
import { cartStoreClear, cartStoreHydrate } from './cart';
import { certificateCartClear } from './certificate-cart';
import { certificateCheckoutReset } from './certificate-checkout';
import { checkoutContactForget, checkoutReset } from './checkout';
import { deliveryForgetSaved } from './delivery-account';
import { ordersStore } from './orders';
import { ordersAccountClear } from './orders-account';
import { returnToSet } from './ui';

/** Something else a logout clears (coupons, certificates, the main address, cached queries). */
export type AccountLogoutHook = () => void;

const hooks = new Set<AccountLogoutHook>();

/**
 * §4.1 what a logout must also clear that this module does not own: the coupons not
 * entered by code, the main address (none exist yet: their stores
 * register here when they come). Returns the unregister.
 */
export function accountLogoutHookAdd(hook: AccountLogoutHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/**
 * §4.1 logout: auth/logout first, best effort (the server revokes the refresh token while
 * it is still sent), then the tokens, the remembered page, the cart, the checkout, the
 * account's orders on this device (its guest orders were attached to the account at
 * login, and the list read from the server), the saved home location when its id is above 0, and what the hooks clear.
 * Orders queued offline (the outbox) are kept: they are sent later with a guest token.
 */
export async function accountLogout(): Promise<void> {
  await authLogout();
  await accountSessionEnd();
}

/**
 * §4.1 what a logout clears on this device, without asking the server: for a session the
 * server already ended (the account was deleted, so its tokens are revoked).
 */
export async function accountSessionEnd(): Promise<void> {
  sessionClearTokens();
  returnToSet(null);
  try {
    await cartStoreHydrate();
  } catch {
    // the stored cart cannot be read: the clear below still empties the one in memory
  }
  cartStoreClear();
  checkoutContactForget();
  checkoutReset();
  // §4.1 the certificates: the gift card cart and its checkout (the account's list is a
  // 'cliente' query, which the logout drops with the rest of the account's data)
  certificateCartClear();
  certificateCheckoutReset();
  ordersStore.anonymous = [];
  ordersStore.current = null;
  deliveryForgetSaved();
  ordersAccountClear();
  for (const hook of hooks) hook();
}
