import { lazy, Suspense, useEffect } from 'react';
import { outboxBoot } from '../../outbox/outbox-boot';
import { CertificateOrderCheckHost } from '../certificates/public';
import { localStore } from '../../api/browser-storage';

const OrderCheckHost = lazy(() => import('./order-check-host'));

/** §3.9 the localStorage keys of the orders this device follows (stores/orders, stores/certificate-cart). */
const ORDER_ID_KEY = 'order.id';
const CERTIFICATE_ORDER_ID_KEY = 'certificate.order.id';

/**
 * The layout's order work, loaded only when this device has some (see shop-layout): the
 * order-check dialog (§4.4) while a checkout is left open, the certificate order-check
 * dialog while a certificate order waits, and the outbox of orders placed offline (DESIGN
 * "Offline and installability").
 */
export default function OrderHosts() {
  useEffect(outboxBoot, []);
  const order = (localStore()?.getItem(ORDER_ID_KEY) ?? null) !== null;
  const certificate = (localStore()?.getItem(CERTIFICATE_ORDER_ID_KEY) ?? null) !== null;
  if (!order && !certificate) return null;
  return (
    <Suspense fallback={null}>
      {order ? <OrderCheckHost /> : null}
      {certificate ? <CertificateOrderCheckHost /> : null}
    </Suspense>
  );
}
