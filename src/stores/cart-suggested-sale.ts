import { proxy } from 'valtio/vanilla';

/** The sessionStorage key that remembers, for this visit, that the suggested sale was offered. */
export const SUGGESTED_SALE_OFFERED_KEY = 'suggested-sale-offered';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** §4.6 whether 'Agregá un gustito' has been offered in this visit (this tab's session). */
export const suggestedSaleStore = proxy({
  offered: session()?.getItem(SUGGESTED_SALE_OFFERED_KEY) === '1',
});

/** §4.6 the dialog has been shown: it is not offered again in this visit. */
export function suggestedSaleMarkOffered(): void {
  suggestedSaleStore.offered = true;
  try {
    session()?.setItem(SUGGESTED_SALE_OFFERED_KEY, '1');
  } catch {
    // storage full or denied: the offer is still remembered until the page reloads
  }
}
