import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import {
  futureOrderRefreshMs,
  futureOrderRelative,
} from '../../domain/schedule/future-order-relative';
import { serverNow, serverTimeFormatDateTime } from '../../domain/server-time';

/**
 * §2.3 the 'Pedido Futuro' chip: 'Aprox. {relative time}', refreshed every 60 s, or hourly
 * while the order is more than an hour away (§9), at server time.
 */
export function FutureOrderChip({ at }: { at: number }) {
  const offset = useQuery(serverTimeQueryOptions()).data?.offsetMs ?? 0;
  const [device, setDevice] = useState(() => Date.now());
  const now = serverNow(offset, device);
  const every = futureOrderRefreshMs(at, now);
  useEffect(() => {
    const timer = setInterval(() => setDevice(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return (
    <span className="future-order-chip" title={serverTimeFormatDateTime(at)}>
      <strong>Pedido Futuro</strong> <span>Aprox. {futureOrderRelative(at, now)}</span>
    </span>
  );
}
