import { useState } from 'react';
import { SERVER_NOW_REFRESH_MS, useServerNowOrDevice } from '../api/menu/use-server-now';
import { futureOrderRefreshMs } from '../domain/schedule/future-order-relative';
import { dateTimeText, futureOrderRelativeText } from '../ui/dates';

/**
 * §2.3 the 'Pedido Futuro' chip: 'Aprox. {relative time}', refreshed every 60 s, or hourly
 * while the order is more than an hour away (§9), at server time.
 */
export function FutureOrderChip({ at }: { at: number }) {
  const [every, setEvery] = useState(SERVER_NOW_REFRESH_MS);
  const now = useServerNowOrDevice(every);
  // the pace follows the distance to the order (React's state adjusted while rendering)
  const pace = futureOrderRefreshMs(at, now);
  if (pace !== every) setEvery(pace);
  return (
    <span className="future-order-chip" title={dateTimeText(at)}>
      <strong>Pedido Futuro</strong> <span>Aprox. {futureOrderRelativeText(at, now)}</span>
    </span>
  );
}
