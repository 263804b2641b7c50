import type { CartDeliveryKind } from '../../domain/cart/cart-validity-checks';
import { deliverySetKind } from '../../stores/delivery';

interface ServiceSwitchProps {
  /** the service already chosen (on /opt-delivery, or on an earlier visit) */
  kind: Exclude<CartDeliveryKind, 'none'>;
}

/**
 * §2.4 / §4.2 on /delivery once the service is chosen: the choice stands and is not asked
 * again; one tap switches to the other service, under its §2.4 label.
 */
export function ServiceSwitch({ kind }: ServiceSwitchProps) {
  const home = kind === 'home';
  return (
    <p className="service-switch" role="group" aria-label="Tipo de entrega">
      <span>{home ? '¿Prefieres retirarlo tú?' : '¿Prefieres que te lo llevemos?'}</span>{' '}
      <button
        type="button"
        className="service-switch__button"
        onClick={() => deliverySetKind(home ? 'shop' : 'home')}
      >
        {home ? 'Retirar en tienda' : 'Delivery'}
      </button>
    </p>
  );
}
