import type { CartBlockedEntry } from '../../domain/cart/cart-blocked';
import { BlockedProductsDialog, type BlockedEntry } from './blocked-products-dialog';
import { CartValidityDialog } from './cart-validity-dialog';
import type { BagTap } from './use-bag-tap';
import type { CartChecks } from './use-cart-checks';

/** §2.7 a blocked product, or an option of one, as its dialog lists it. */
const blockedEntry = ({ item, option }: CartBlockedEntry): BlockedEntry => ({
  key: `${item.addedOrder}-${option?.optionId ?? 'row'}-${option?.choiceId ?? ''}`,
  productName: item.name,
  optionName: option?.name ?? null,
  images: item.images,
});

interface BagDialogsProps {
  tap: BagTap;
  checks: CartChecks;
}

/**
 * §2.7 the dialogs a tap on the bag button may open: why the cart cannot go on, and the
 * products blocked at this shop.
 */
export function BagDialogs({ tap, checks }: BagDialogsProps) {
  return (
    <>
      <CartValidityDialog
        open={tap.open === 'validity'}
        onClose={tap.close}
        messages={checks.validity.messages}
        onViewCart={tap.goToCart}
      />
      <BlockedProductsDialog
        open={tap.open === 'blocked'}
        entries={checks.blocked.map(blockedEntry)}
        onClose={tap.close}
        onGoToCart={() => {
          checks.refetchBlocks();
          tap.goToCart();
        }}
      />
    </>
  );
}
