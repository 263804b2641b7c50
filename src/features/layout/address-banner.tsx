import { Link, useRouterState } from '@tanstack/react-router';
import { returnToSet } from '../../stores/ui';
import { PinIcon } from '../../ui/icons';
import './address-banner.css';

/**
 * §2.3 desktop address banner (on /, /menu, /cart). Until a delivery choice exists it asks
 * for one; 'Cambiar' goes to /delivery and remembers the page to return to.
 */
export function AddressBanner() {
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <div className="address-banner">
      <PinIcon />
      <span className="address-banner__text">Selecciona la tienda/el sitio de entrega</span>
      <Link to="/delivery" className="address-banner__change" onClick={() => returnToSet(href)}>
        Cambiar
      </Link>
    </div>
  );
}
