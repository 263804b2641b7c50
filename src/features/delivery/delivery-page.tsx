import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { useServerNowSuspense } from '../../api/menu/use-server-now';
import { deliveryModeShopId } from '../../domain/delivery/delivery-mode';
import { deliverySetFuture, deliveryStore } from '../../stores/delivery';
import { usePageTitle } from '../../ui/use-page-title';
import { useMenu } from '../../api/menu/use-menu';
import { DeliveryMinimumNote } from '../cart/public';
import { ShopPicker, shopsMapSlot, useCustomerOrigin, usePickupShopChoice } from '../shops/public';
import { DeliveryAddressEditor } from './delivery-address-editor';
import { FutureOrderPicker } from './future-order-picker';
import { HomePlace } from './home-place';
import { ServiceSelector } from './service-selector';
import { useDeliveryFinish } from './use-delivery-finish';
import './delivery.css';

/**
 * §2.1 / §2.4 / §4.2 /delivery: the service (delivery or pickup) as a switch at the top, then
 * the place (a covered location on the map, or a shop and its pickup option) and when (now
 * or a future order). Done, the customer goes on to the page that sent them here (the
 * checkout from the cart's 'Continuar', the banner's page from 'Cambiar'), else home.
 */
export function DeliveryPage() {
  usePageTitle('Entrega');
  const { menu } = useMenu();
  const delivery = useSnapshot(deliveryStore);
  const now = useServerNowSuspense();
  const catalogs = useQuery(catalogosQueryOptions());
  const shopHours =
    catalogs.data?.shops.find((shop) => shop.id === deliveryModeShopId(delivery))?.hours ?? [];
  const kind = delivery.kind === 'none' ? 'home' : delivery.kind;
  const pickupDisabled = menu.parameters.pickupDisabled;

  const pickup = usePickupShopChoice();
  const origin = useCustomerOrigin();
  const finish = useDeliveryFinish();

  return (
    <section className="delivery-page">
      <h1 className="delivery-page__title">
        {kind === 'home' ? '¿Adónde llevaremos tu pedido?' : 'Elige la tienda para retirar'}
      </h1>
      <ServiceSelector pickupDisabled={pickupDisabled} />
      <Suspense fallback={null}>
        <DeliveryMinimumNote kind={kind} />
      </Suspense>
      <FutureOrderPicker
        now={now}
        parameters={menu.parameters}
        shopHours={shopHours}
        value={delivery.future}
        onChange={deliverySetFuture}
      />
      {kind === 'home' ? (
        <HomePlace
          onDone={finish}
          editor={<DeliveryAddressEditor pickupDisabled={pickupDisabled} onDone={finish} />}
        />
      ) : (
        <ShopPicker
          origin={origin}
          selectedId={pickup.selectedId}
          chooseLabel="Retirar aquí"
          headingLevel={2}
          onChoose={pickup.choose}
          renderMap={shopsMapSlot}
        />
      )}
    </section>
  );
}
