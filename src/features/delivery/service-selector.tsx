import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { CartDeliveryKind } from '../../domain/cart/cart-validity-checks';
import { deliverySetKind, deliveryStore } from '../../stores/delivery';
import './service-selector.css';

interface ServiceSelectorProps {
  /** §3.3 DISABLE_PICKUP 'S': only delivery is offered */
  pickupDisabled: boolean;
  /** on /delivery itself: switch the mode in place instead of going there */
  stay?: boolean;
}

/**
 * §2.4 the service selector: Delivery ('Llevamos el pedido a tu ubicación') or 'Retirar en
 * tienda' ('Pasas a tu tienda preferida a retirarlo.'). Choosing sets HOME or SHOP and goes
 * on to /delivery. With pickup disabled only delivery shows, as '¿Adónde llevaremos tu
 * pedido?'.
 */
export function ServiceSelector({ pickupDisabled, stay = false }: ServiceSelectorProps) {
  const { kind } = useSnapshot(deliveryStore);
  const navigate = useNavigate();
  const choose = (next: CartDeliveryKind) => {
    deliverySetKind(next);
    if (!stay) void navigate({ to: '/delivery' });
  };
  return (
    <div className="service-selector" role="group" aria-label="Tipo de entrega">
      <button
        type="button"
        className="service-selector__option"
        aria-pressed={kind === 'home'}
        onClick={() => choose('home')}
      >
        <strong>{pickupDisabled ? '¿Adónde llevaremos tu pedido?' : 'Delivery'}</strong>
        <span>Llevamos el pedido a tu ubicación</span>
      </button>
      {pickupDisabled ? null : (
        <button
          type="button"
          className="service-selector__option"
          aria-pressed={kind === 'shop'}
          onClick={() => choose('shop')}
        >
          <strong>Retirar en tienda</strong>
          <span>Pasas a tu tienda preferida a retirarlo.</span>
        </button>
      )}
    </div>
  );
}
