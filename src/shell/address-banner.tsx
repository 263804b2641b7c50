import { Link, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { deliveryModeBanner } from '../domain/delivery/delivery-mode';
import { shopPickupOptionLabel } from '../domain/shops/shop-pickup-options';
import { deliveryStore } from '../stores/delivery';
import { returnToSet } from '../stores/ui';
import { PinIcon } from '../ui/icons';
import { DeliveryValidation } from '../features/delivery/public';
import { FutureOrderChip } from './future-order-chip';
import './address-banner.css';

/**
 * §2.3 desktop address banner (on /, /menu, /cart): the address or 'Selecciona la
 * tienda/el sitio de entrega', 'Entregar en {point}' / 'Retirar en tienda {option}', the
 * 'Pedido Futuro' chip; 'Cambiar' goes to /delivery and remembers the page to return to.
 */
export default function AddressBanner() {
  const href = useRouterState({ select: (s) => s.location.href });
  const delivery = useSnapshot(deliveryStore);
  const { place, detail } = deliveryModeBanner(delivery, shopPickupOptionLabel);
  return (
    <div className="address-banner" role="region" aria-label="Entrega">
      <DeliveryValidation />
      <PinIcon />
      <span className="address-banner__text">
        <span className="address-banner__place">{place}</span>
        {detail ? <span className="address-banner__detail">{detail}</span> : null}
      </span>
      {delivery.future ? <FutureOrderChip at={delivery.future.at} /> : null}
      <Link to="/delivery" className="address-banner__change" onClick={() => returnToSet(href)}>
        Cambiar
      </Link>
    </div>
  );
}
