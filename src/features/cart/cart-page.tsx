import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import { cartStore, cartStoreCancelRemove, cartStoreConfirmRemove } from '../../stores/cart';
import { usePageTitle } from '../../ui/use-page-title';
import { useMenu } from '../../api/menu/use-menu';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { CartRemoveDialog } from './cart-remove-dialog';
import { StorageErrorNotice } from './cart-storage-notice';
import { SuggestedSaleSection } from './suggested-sale-section';
import { CartSummary } from './cart-summary';
import { CartUndoToast } from './cart-undo-toast';
import { CartValidityDialog } from './cart-validity-dialog';
import { useDeliveryValidation } from '../delivery/public';
import { useCartChecks } from './use-cart-checks';
import { useCartContinue } from './use-cart-continue';
import { useCartRemoval } from './use-cart-removal';
import './cart.css';

/** §2.7 / §4.5 /cart: the lines with their counts and configuration, totals and validity. */
export function CartPage() {
  usePageTitle('Mi bolsa');
  const { menu, ctx } = useMenu();
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const view = useMemo(() => cartView(cart), [cart]);
  const checks = useCartChecks(cart);
  useDeliveryValidation();
  const next = useCartContinue(checks);
  const { undo, undoDone, onUndo, onRemove, pending } = useCartRemoval(cart, snap.pendingRemoval);
  const currency = menu.currency.symbol;
  const undoToast = undo ? (
    <CartUndoToast name={undo.name} onUndo={onUndo} onDone={undoDone} />
  ) : null;

  if (!snap.hydrated) {
    return (
      <section className="cart-page" aria-busy="true">
        <h1 className="cart-page__title">Mi bolsa</h1>
        <p className="cart-page__loading">Cargando tu bolsa…</p>
      </section>
    );
  }

  if (view.lines.length === 0) {
    return <CartEmpty storageError={snap.storageError}>{undoToast}</CartEmpty>;
  }

  return (
    <section className="cart-page">
      <h1 className="cart-page__title">Mi bolsa</h1>
      {snap.storageError ? <StorageErrorNotice /> : null}
      <CartLines lines={view.lines} menu={menu} ctx={ctx} currency={currency} onRemove={onRemove} />
      <SuggestedSaleSection suggestions={checks.suggestions} currency={currency} />
      <CartSummary
        view={view}
        validity={checks.validity}
        loading={checks.loading || next.busy}
        currency={currency}
        onContinue={next.onContinue}
      />
      <CartValidityDialog
        open={next.dialogOpen}
        onClose={next.closeDialog}
        messages={checks.validity.messages}
      />
      {undoToast}
      <CartRemoveDialog
        productName={pending?.name ?? null}
        onConfirm={cartStoreConfirmRemove}
        onCancel={cartStoreCancelRemove}
      />
    </section>
  );
}
