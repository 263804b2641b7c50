import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { useServerNowSuspense } from '../../api/menu/use-server-now';
import { deliveryModeShopId } from '../../domain/delivery/delivery-mode';
import { COVERAGE_SCHEDULE_MESSAGE } from '../../domain/geo/coverage';
import {
  deliveryChooseAddress,
  deliveryChoosePoint,
  deliverySetFuture,
  deliverySetKind,
  deliveryStore,
} from '../../stores/delivery';
import { returnToSet, toastPush, uiStore } from '../../stores/ui';
import { usePageTitle } from '../../ui/use-page-title';
import { useMenu } from '../../api/menu/use-menu';
import { ShopPicker, shopsMapSlot, useCustomerOrigin, usePickupShopChoice } from '../shops/public';
import { AddressEditor, type AddressEditorSave } from './address-editor';
import { FutureOrderPicker } from './future-order-picker';
import { DELIVERY_READY_MESSAGE, HomePlace } from './home-place';
import { ServiceSelector } from './service-selector';
import { ServiceSwitch } from './service-switch';
import './delivery.css';

/**
 * §2.1 / §2.4 / §4.2 /delivery: the service (delivery or pickup) unless already chosen, then
 * the place (a covered location on the map, or a shop and its pickup option) and when (now
 * or a future order). Done, the customer goes on to the page that sent them here (the
 * checkout from the cart's 'Continuar', the banner's page from 'Cambiar'), else home.
 */
export function DeliveryPage() {
  usePageTitle('Entrega');
  const { menu } = useMenu();
  const delivery = useSnapshot(deliveryStore);
  const navigate = useNavigate();
  const now = useServerNowSuspense();
  const catalogs = useQuery(catalogosQueryOptions());
  const shopHours =
    catalogs.data?.shops.find((shop) => shop.id === deliveryModeShopId(delivery))?.hours ?? [];
  const kind = delivery.kind === 'none' ? 'home' : delivery.kind;
  const pickupDisabled = menu.parameters.pickupDisabled;

  const pickup = usePickupShopChoice();
  const origin = useCustomerOrigin();
  // back to the page that sent the customer here (the cart, a banner's page), else home
  const finish = () => {
    const target = uiStore.returnTo ?? '/';
    returnToSet(null);
    void navigate({ href: target });
  };

  const saveAddress = ({ address, point }: AddressEditorSave) => {
    const outcome = deliveryChooseAddress(address);
    if (outcome === 'scheduleRestricted') {
      toastPush('warning', COVERAGE_SCHEDULE_MESSAGE);
      return;
    }
    if (point) deliveryChoosePoint(point);
    toastPush('success', DELIVERY_READY_MESSAGE);
    finish();
  };

  // plain values read off the snapshot: nothing the editor keeps is a proxy
  const initialAddress = delivery.address
    ? {
        place: {
          latitude: delivery.address.coverage.latitude,
          longitude: delivery.address.coverage.longitude,
        },
        address: delivery.address.address,
        reference: delivery.address.reference,
        tag: '',
        pointId: delivery.deliveryPoint?.id ?? null,
      }
    : null;

  return (
    <section className="delivery-page">
      <h1 className="delivery-page__title">
        {kind === 'home' ? '¿Adónde llevaremos tu pedido?' : 'Elige la tienda para retirar'}
      </h1>
      {delivery.kind === 'none' ? (
        <ServiceSelector pickupDisabled={pickupDisabled} stay />
      ) : pickupDisabled ? null : (
        <ServiceSwitch kind={delivery.kind} />
      )}
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
          editor={
            <AddressEditor
              initial={initialAddress}
              onSave={saveAddress}
              onPickup={pickupDisabled ? null : () => deliverySetKind('shop')}
              offerPickup={!pickupDisabled}
              submitLabel="Confirmar dirección"
              futureOrder={delivery.future !== null}
            />
          }
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
