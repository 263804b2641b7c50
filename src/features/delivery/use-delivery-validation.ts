import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { menuQueryOptions } from '../../api/menu/get-data';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { useServerNow } from '../../api/menu/use-server-now';
import { COVERAGE_NONE_MESSAGE } from '../../domain/geo/coverage';
import { futureOrderLeadMinutes, futureOrderStatus } from '../../domain/schedule/future-order-lead';
import { deliveryClearPlace, deliverySetFuture, deliveryStore } from '../../stores/delivery';
import { toastPush } from '../../stores/ui';

/** §4.5 the chosen pickup shop left the catalogue. */
export const DELIVERY_SHOP_GONE_MESSAGE =
  'La tienda seleccionada ya no está disponible. Elige otra tienda.';
/** §4.3 / §5.5 the scheduled time came too close or passed. */
export const DELIVERY_FUTURE_DISCARDED_MESSAGE =
  'La hora programada para tu pedido ya no está disponible. Elige otra hora o pide para lo antes posible.';

/**
 * §4.5 delivery validation: a chosen location the server no longer covers, or a pickup shop
 * gone from the catalogue, is cleared with a notice; §4.3 / §5.5 a future order too close or
 * past is discarded with a notice. Offline nothing is cleared: the server checks on save.
 */
export function useDeliveryValidation(): void {
  const delivery = useSnapshot(deliveryStore);
  const menu = useQuery(menuQueryOptions()).data;
  const now = useServerNow();
  const location = delivery.kind === 'home' ? delivery.address?.coverage : undefined;
  const point = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const coverage = useQuery({
    ...coverageQueryOptions(point ?? { latitude: 0, longitude: 0 }),
    enabled: point !== null,
  });
  const pickupId = delivery.kind === 'shop' ? (delivery.pickup?.shopId ?? null) : null;
  const catalogs = useQuery({ ...catalogosQueryOptions(), enabled: pickupId !== null });

  useEffect(() => {
    if (!location || coverage.data !== null || !coverage.isSuccess) return;
    // another validator may have cleared it already
    if (deliveryStore.address?.coverage.latitude !== location.latitude) return;
    deliveryClearPlace();
    toastPush('warning', COVERAGE_NONE_MESSAGE);
  }, [location, coverage.data, coverage.isSuccess]);

  useEffect(() => {
    if (pickupId === null || !catalogs.data) return;
    if (catalogs.data.shops.some((shop) => shop.id === pickupId)) return;
    if (deliveryStore.pickup?.shopId !== pickupId) return;
    deliveryClearPlace();
    toastPush('warning', DELIVERY_SHOP_GONE_MESSAGE);
  }, [pickupId, catalogs.data]);

  const futureAt = delivery.future?.at ?? null;
  useEffect(() => {
    if (futureAt === null || !menu || now === null) return;
    if (futureOrderStatus(futureAt, now, futureOrderLeadMinutes(menu.parameters)) === 'ok') return;
    if (deliveryStore.future?.at !== futureAt) return;
    deliverySetFuture(null);
    toastPush('warning', DELIVERY_FUTURE_DISCARDED_MESSAGE);
  }, [futureAt, menu, now]);
}

/** Mounts the validation where the delivery choice is shown (banner) or used (cart). */
export function DeliveryValidation(): null {
  useDeliveryValidation();
  return null;
}
