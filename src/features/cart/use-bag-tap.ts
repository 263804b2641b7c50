import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MenuProduct } from '../../domain/menu';
import { cartStoreAdd } from '../../stores/cart';
import { suggestedSaleMarkOffered } from '../../stores/cart-suggested-sale';
import type { CartChecks } from './use-cart-checks';

/** The dialog a tap on the bag button opened, if any. */
type BagDialog = 'none' | 'validity' | 'suggested' | 'blocked';

/**
 * §2.7 / §4.6 what a tap on the bag button does: blocked products open their dialog first,
 * then a cart the validity dialog explains opens it, then the suggested sale is offered once
 * per visit; otherwise, and after any of them, on to /cart.
 */
export function useBagTap(checks: CartChecks) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<BagDialog>('none');
  const [offer, setOffer] = useState<readonly MenuProduct[]>([]);
  const { validity, blocked, suggestions } = checks;

  const close = () => setOpen('none');
  const goToCart = () => {
    setOpen('none');
    void navigate({ to: '/cart' });
  };
  const onClick = () => {
    if (blocked.length > 0) setOpen('blocked');
    else if (validity.dialogOpens) setOpen('validity');
    else if (suggestions.length > 0) {
      // §4.6 once per visit: the suggestions stay in the dialog while it is open
      setOffer(suggestions);
      suggestedSaleMarkOffered();
      setOpen('suggested');
    } else goToCart();
  };
  const onAddSuggested = (chosen: ReadonlyMap<MenuProduct, number>) => {
    for (const [product, count] of chosen) cartStoreAdd(product, count, { suggestedSale: true });
    goToCart();
  };

  return { open, offer, close, goToCart, onClick, onAddSuggested };
}

/** A tap on the bag button, and the dialog it opened. */
export type BagTap = ReturnType<typeof useBagTap>;
