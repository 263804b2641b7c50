import type { CartBlockedEntry } from '../../domain/cart/cart-blocked';
import { BlockedProductsDialog, type BlockedEntry } from './blocked-products-dialog';
import { CartValidityDialog } from './cart-validity-dialog';
import { SuggestedSaleDialog } from './suggested-sale-dialog';
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
  currency: string;
}

/**
 * §2.7 / §4.6 the dialogs a tap on the bag button may open: why the cart cannot go on, the
 * suggested sale, and the products blocked at this shop.
 */
export function BagDialogs({ tap, checks, currency }: BagDialogsProps) {
  return (
    <>
      <CartValidityDialog
        open={tap.open === 'validity'}
        onClose={tap.close}
        messages={checks.validity.messages}
        onViewCart={tap.goToCart}
      />
      <SuggestedSaleDialog
        open={tap.open === 'suggested'}
        suggestions={tap.offer}
        currency={currency}
        onAdd={tap.onAddSuggested}
        onDecline={tap.goToCart}
        onDismiss={tap.close}
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
