import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartLineDetails } from '../../domain/cart/cart-line-details';
import { cartView, type CartViewLine } from '../../domain/cart/cart-view';
import { centsFormat } from '../../domain/money';
import {
  cartStore,
  cartStoreCancelRemove,
  cartStoreConfirmRemove,
  cartStoreEditStart,
  cartStoreRemoveLine,
  cartStoreSetQuantity,
  cartStoreUndoRemove,
  type CartRemoval,
} from '../../stores/cart';
import { usePageTitle } from '../../ui/use-page-title';
import { AppLink } from '../../ui/app-link';
import { useMenu } from '../../api/menu/use-menu';
import { CartLine } from './cart-line';
import { CartRemoveDialog } from './cart-remove-dialog';
import { stickyBottomInset } from '../../ui/sticky-bottom-inset';
import { CartTotals } from './cart-totals';
import { CartUndoToast } from './cart-undo-toast';
import { CartValidityDialog } from './cart-validity-dialog';
import { returnToSet } from '../../stores/ui';

import { lineEditHref } from './line-edit-href';
import { useDeliveryValidation } from '../delivery/public';
import { useCartChecks } from './use-cart-checks';
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
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [undo, setUndo] = useState<{ removal: CartRemoval; name: string } | null>(null);
  const undoDone = useCallback(() => setUndo(null), []);
  const onUndo = () => {
    if (undo !== null) cartStoreUndoRemove(undo.removal);
    setUndo(null);
  };
  const currency = menu.currency.symbol;

  const pending =
    snap.pendingRemoval === null
      ? null
      : (cart.items.find(
          (item) =>
            item.addedOrder === snap.pendingRemoval ||
            item.units.some((u) => u.addedOrder === snap.pendingRemoval),
        ) ?? null);

  if (!snap.hydrated) {
    return (
      <section className="cart-page" aria-busy="true">
        <h1 className="cart-page__title">Mi bolsa</h1>
        <p className="cart-page__loading">Cargando tu bolsa…</p>
      </section>
    );
  }

  if (view.lines.length === 0) {
    return (
      <section className="cart-page cart-page--empty">
        <h1 className="cart-page__title">Mi bolsa</h1>
        {snap.storageError ? <StorageErrorNotice /> : null}
        <p>Tu bolsa está vacía.</p>
        <AppLink href="/" className="button">
          Ver el menú
        </AppLink>
        {undo ? <CartUndoToast name={undo.name} onUndo={onUndo} onDone={undoDone} /> : null}
      </section>
    );
  }

  const onQuantity = (line: CartViewLine, quantity: number) =>
    cartStoreSetQuantity(line.addedOrders, quantity);
  // §4.5 removing a line removes its units newest first; one a promotion depends on stops
  // and asks (the dialog, no undo); otherwise the toast offers 'Deshacer'
  const onRemove = (line: CartViewLine) => {
    const removal = cartStoreRemoveLine(line.addedOrders);
    setUndo(removal === 'pending' ? null : { removal, name: line.item.name });
  };
  const onContinue = () => {
    if (checks.validity.dialogOpens) setDialogOpen(true);
    else if (checks.validity.valid) {
      // the delivery screens go on to the checkout once the place is chosen
      if (checks.nextPath !== '/checkout') returnToSet('/checkout');
      void navigate({ to: checks.nextPath });
    }
  };

  return (
    <section className="cart-page">
      <h1 className="cart-page__title">Mi bolsa</h1>
      {snap.storageError ? <StorageErrorNotice /> : null}
      <ul className="cart-page__lines">
        {view.lines.map((line) => (
          <CartLine
            key={line.key}
            line={line}
            details={cartLineDetails(line.options, menu)}
            currency={currency}
            onQuantity={onQuantity}
            onRemove={onRemove}
            editHref={lineEditHref(line, menu.products, ctx.categoriesById)}
            onEdit={(edited) =>
              cartStoreEditStart({ menuId: edited.item.menuId, addedOrders: edited.addedOrders })
            }
          />
        ))}
      </ul>
      <aside
        ref={stickyBottomInset}
        className="cart-page__summary"
        aria-label="Resumen de tu bolsa"
      >
        <CartTotals view={view} currency={currency} />
        {checks.validity.shortfall > 0 ? (
          <p className="cart-page__short">
            Te faltan {centsFormat(checks.validity.shortfall, currency)} para el monto mínimo
          </p>
        ) : null}
        {checks.validity.messages.length > 0 ? (
          <ul className="cart-page__messages" role="status">
            {checks.validity.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="button cart-page__continue"
          disabled={checks.validity.buttonDisabled || checks.loading}
          onClick={onContinue}
        >
          Continuar
        </button>
      </aside>
      <CartValidityDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        messages={checks.validity.messages}
      />
      {undo ? <CartUndoToast name={undo.name} onUndo={onUndo} onDone={undoDone} /> : null}
      <CartRemoveDialog
        productName={pending?.name ?? null}
        onConfirm={cartStoreConfirmRemove}
        onCancel={cartStoreCancelRemove}
      />
    </section>
  );
}

/** §4.5 the stored cart could not be read: it was reset, and the customer is told. */
function StorageErrorNotice() {
  return (
    <p className="cart-page__notice" role="alert">
      No pudimos recuperar tu bolsa guardada en este dispositivo y la vaciamos. Por favor, vuelve a
      agregar tus productos.
    </p>
  );
}
