import { outboxClaimOutcomes, outboxFlush, outboxList, outboxSubscribe } from './outbox-queue';
import { OUTBOX_FLUSH_MESSAGE, outboxIsUnsent } from './outbox-entry';
import type { OutboxEntry } from './outbox-queued';
import { toastPush } from '../stores/ui';

/**
 * DESIGN "Offline and installability": sends the queued orders now, whenever the connection
 * returns, when the service worker asks (Background Sync with the app open) and again after
 * a short, growing wait while some wait; tells the customer each outcome once.
 */

/**
 * Waits before the next try while orders wait: soon at first (a phone says `online` a moment
 * before its connection carries anything), then longer, at most a minute.
 */
export const OUTBOX_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** The wait after `failures` tries in a row that left orders unsent. */
export function outboxRetryDelay(failures: number): number {
  const last = OUTBOX_RETRY_DELAYS_MS.length - 1;
  return OUTBOX_RETRY_DELAYS_MS[Math.min(Math.max(failures - 1, 0), last)] ?? 60_000;
}

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
  let running = false;
  let again = false;
  let failures = 0;

  // a hidden tab leaves the telling to a visible one, or to itself once shown
  const announce = async () => {
    if (!visible()) return;
    for (const entry of await outboxClaimOutcomes()) outboxOutcomeToast(entry);
  };
  const flush = async () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
    // a reason to send that comes during a flush (the connection back, the worker asking)
    // gets a flush of its own right after, never the failing one it arrived in
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await outboxFlush().catch((error: unknown) => console.warn('Cola de pedidos', error));
      } while (again && !stopped);
    } finally {
      running = false;
    }
    await announce();
    if (stopped) return;
    if (!(await outboxList()).some(outboxIsUnsent)) {
      failures = 0;
      return;
    }
    failures += 1;
    // offline the try fails at once and costs nothing; `navigator.onLine` is not trusted
    retry = setTimeout(run, outboxRetryDelay(failures));
  };
  const run = () => {
    flush().catch((error: unknown) => console.warn('Cola de pedidos', error));
  };
  const onOnline = () => {
    failures = 0;
    run();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSH_MESSAGE) run();
  };
  // another tab or the worker changed the queue: an order the worker confirmed joins the
  // customer's orders now (the flush remembers it), and its outcome is told
  const onChange = async () => {
    const entries = await outboxList();
    if (entries.some((e) => e.state === 'confirmado' && e.remembered !== true)) run();
    else await announce();
  };
  const onVisible = () => void announce().catch(() => undefined);

  const unsubscribe = outboxSubscribe(() => void onChange().catch(() => undefined));
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', onMessage);
  run();

  stop = () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.removeEventListener('message', onMessage);
    }
    stop = null;
  };
  return stop;
}
