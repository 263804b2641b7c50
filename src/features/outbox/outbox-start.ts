import {
  outboxClaimOutcomes,
  outboxFlush,
  outboxList,
  outboxSubscribe,
  type OutboxEntry,
} from '../../stores/order-outbox';
import { OUTBOX_FLUSH_MESSAGE, outboxIsUnsent } from '../../stores/order-outbox-entry';
import { toastPush } from '../../stores/ui';

/**
 * DESIGN "Offline and installability": sends the queued orders now, whenever the connection
 * returns, when the service worker asks (Background Sync with the app open) and again every
 * minute while some wait; tells the customer each outcome once.
 */

/** Retry period while orders wait and the browser thinks it is online. */
export const OUTBOX_RETRY_MS = 60_000;

/** The customer is told 'Tu pedido #{id} fue enviado' (no spec text for it) or the refusal. */
export function outboxOutcomeToast(entry: OutboxEntry): void {
  const answer = entry.answer;
  if (!answer) return;
  if (entry.state === 'confirmado') {
    toastPush(
      'success',
      answer.orderId === null
        ? 'Tu pedido fue enviado'
        : `Tu pedido #${answer.orderId} fue enviado`,
    );
  } else if (entry.state === 'rechazado') {
    toastPush('warning', answer.message);
  }
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

let stop: (() => void) | null = null;

/** Starts the outbox in this tab (once); returns the function that stops it (tests). */
export function outboxStart(): () => void {
  if (stop) return stop;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  // a hidden tab leaves the telling to a visible one, or to itself once shown
  const announce = async () => {
    if (!visible()) return;
    for (const entry of await outboxClaimOutcomes()) outboxOutcomeToast(entry);
  };
  const flush = async () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
    await outboxFlush();
    await announce();
    if (stopped || !(await outboxList()).some(outboxIsUnsent)) return;
    retry = setTimeout(() => {
      if (navigator.onLine) run();
      else retry = null;
    }, OUTBOX_RETRY_MS);
  };
  const run = () => {
    flush().catch((error: unknown) => console.warn('Cola de pedidos', error));
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSH_MESSAGE) run();
  };
  const onVisible = () => void announce().catch(() => undefined);

  const unsubscribe = outboxSubscribe(onVisible);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', onMessage);
  run();

  stop = () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    unsubscribe();
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.removeEventListener('message', onMessage);
    }
    stop = null;
  };
  return stop;
}
