import {
  deliveryModeChooseMain,
  deliveryModeLogout,
  type SavedAddress,
} from '../domain/delivery/saved-address';
import type { Coverage } from '../domain/geo/coverage';
import { deliveryState, deliveryStore } from './delivery';

// What an account's session changes in the delivery choice. Apart from ./delivery so the
// first load, which holds the choice, does not carry the account's rules.

/** §4.1 logout: the saved home location goes when it is an account's address (id above 0). */
export function deliveryForgetSaved(): void {
  Object.assign(deliveryStore, deliveryModeLogout(deliveryState()));
}

/**
 * §4.1 after login: the main address, its coverage asked again (null: not covered), becomes
 * the place when none was chosen before.
 */
export function deliveryChooseMain(main: SavedAddress, coverage: Coverage | null): void {
  Object.assign(deliveryStore, deliveryModeChooseMain(deliveryState(), main, coverage));
}
