import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { deliverySetKind, deliveryStore } from '../../stores/delivery';
import { Icon } from '../../ui/icons';
import './service-selector.css';

const MotoIcon = () => (
  <Icon className="service-selector__icon">
    <circle cx="5.5" cy="17" r="2.5" />
    <circle cx="18.5" cy="17" r="2.5" />
    <path d="M8 17h7l3-6h-4l-2-4H9" />
    <path d="M3 11h6l2 3" />
  </Icon>
);

const StoreIcon = () => (
  <Icon className="service-selector__icon">
    <path d="M4 10v10h16V10" />
    <path d="M3 10l2-6h14l2 6z" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

/**
 * §2.4 the service, chosen on /delivery itself: a two-option switch under its heading,
 * Delivery ('Llevamos el pedido a tu ubicación') or 'Retirar en tienda' ('Pasas a tu tienda
 * preferida a retirarlo.'). Delivery is the one shown until pickup is chosen (confirming an
 * address chooses it); a tap switches in place. With pickup disabled (§3.3 DISABLE_PICKUP)
 * there is nothing to choose and the switch is not shown.
 */
export function ServiceSelector({ pickupDisabled }: { pickupDisabled: boolean }) {
  const { kind } = useSnapshot(deliveryStore);
  const id = useId();
  if (pickupDisabled) return null;
  const pickup = kind === 'shop';
  return (
    <section className="service-selector" aria-labelledby={id}>
      <h2 id={id} className="service-selector__title">
        ¿Cómo quieres recibir tu pedido?
      </h2>
      <div className="service-selector__options" role="group" aria-label="Tipo de entrega">
        <button
          type="button"
          className="service-selector__option"
          aria-pressed={!pickup}
          onClick={() => deliverySetKind('home')}
        >
          <MotoIcon />
          <strong>Delivery</strong>
          <span>Llevamos el pedido a tu ubicación</span>
        </button>
        <button
          type="button"
          className="service-selector__option"
          aria-pressed={pickup}
          onClick={() => deliverySetKind('shop')}
        >
          <StoreIcon />
          <strong>Retirar en tienda</strong>
          <span>Pasas a tu tienda preferida a retirarlo.</span>
        </button>
      </div>
    </section>
  );
}
