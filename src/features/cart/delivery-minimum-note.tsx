import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { menuQueryOptions } from '../../api/menu/get-data';
import type { Cart } from '../../domain/cart/cart';
import { cartMinimumShortfall } from '../../domain/cart/cart-minimum-shortfall';
import type { CartDeliveryKind } from '../../domain/cart/cart-validity-checks';
import { cartView } from '../../domain/cart/cart-view';
import { centsFormat } from '../../domain/money';
import { cartStore } from '../../stores/cart';
import { deliveryStore } from '../../stores/delivery';
import { AppLink } from '../../ui/app-link';
import './delivery-minimum-note.css';

interface DeliveryMinimumNoteProps {
  /** the service the screen shows as chosen (/delivery shows delivery before one is chosen) */
  kind?: CartDeliveryKind;
}

/**
 * §5.3 the home-delivery minimum (MONTO_MINIMO) said as soon as delivery is the service, on
 * /delivery and at the top of the checkout, not first at 'Confirmar pedido': what the bag
 * lacks, with a way back to the menu. Nothing when the minimum is reached or for pickup.
 */
export function DeliveryMinimumNote({ kind }: DeliveryMinimumNoteProps) {
  const cart = useSnapshot(cartStore).cart as Cart;
  const chosen = useSnapshot(deliveryStore).kind;
  const { data: menu } = useQuery(menuQueryOptions());
  const total = useMemo(() => cartView(cart).total, [cart]);
  if (!menu || cart.items.length === 0) return null;
  const shortfall = cartMinimumShortfall(total, menu.parameters.minimumOrder, kind ?? chosen);
  if (shortfall <= 0) return null;
  return (
    <p className="delivery-minimum" role="status">
      <span>
        Te faltan {centsFormat(shortfall, menu.currency.symbol)} para el envío a domicilio.
      </span>{' '}
      <AppLink href="/menu">Agregar productos</AppLink>
    </p>
  );
}
