import { ApiError } from '../api/api-error';
import { saveOrderPendiente, type OrderSaveAnswer } from '../api/order/save-order';
import type { OrderSaveBody } from '../protocol/order-body';
import { outboxChange, outboxChanged, outboxDelete, outboxRead } from './outbox-db';
import { OUTBOX_CONFIRMED_TTL_MS, outboxIsUnsent } from './outbox-entry';
import type { OutboxEntry } from './outbox-queued';
import { outboxPrepare } from './outbox-prepare';
import { ordersRemember } from '../stores/orders';

/**
 * The sending half of the order outbox (DESIGN "Offline and installability"), loaded only
 * when a flush runs. Called under the flush lock of ./outbox-queue.ts.
 */

const isDelivery = (body: OrderSaveBody) => 'latitud' in body.data;

/** §3.6 a confirmed order joins the customer's orders (the worker cannot reach them). */
function remember(entry: OutboxEntry): void {
  const { answer } = entry;
  if (!answer || answer.orderId === null || answer.hash === null) return;
  ordersRemember({
    id: answer.orderId,
    hash: answer.hash,
    createdAt: entry.createdAt,
    deliveryType: isDelivery(entry.body) ? 'home' : 'shop',
  });
}

/** Orders the worker confirmed are remembered; confirmed ones a week old are dropped. */
async function tidy(now: number): Promise<boolean> {
  let changed = false;
  for (const entry of await outboxRead<OutboxEntry>()) {
    if (entry.state !== 'confirmado') continue;
    if (!entry.remembered) {
      remember(entry);
      await outboxChange<OutboxEntry>(entry.key, (old) =>
        old ? { ...old, remembered: true } : undefined,
      );
      changed = true;
    } else if (now - (entry.settledAt ?? entry.createdAt) > OUTBOX_CONFIRMED_TTL_MS) {
      await outboxDelete(entry.key);
      changed = true;
    }
  }
  return changed;
}

/** The entry goes back to waiting; the worker's copy gets today's key and token. */
async function keepPending(entry: OutboxEntry): Promise<false> {
  const prepared = await outboxPrepare(entry.body);
  await outboxChange<OutboxEntry>(entry.key, (old) =>
    old?.state === 'enviando'
      ? { ...old, state: 'pendiente', prepared: prepared ?? old.prepared }
      : undefined,
  );
  await outboxChanged();
  return false;
}

/** Sends one entry; false when it could not be sent (offline: stop here). */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  await outboxChange<OutboxEntry>(entry.key, (old) =>
    old && outboxIsUnsent(old) ? { ...old, state: 'enviando' } : undefined,
  );
  await outboxChanged();
  let answer: OrderSaveAnswer;
  try {
    answer = await saveOrderPendiente(entry.body, { background: true });
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('Pedido en cola no enviado', error);
    return keepPending(entry);
  }
  // a rate limit (HTTP 429) stored nothing and judged nothing: the order waits for a later try
  if (answer.httpStatus === 429) return keepPending(entry);
  const settled: OutboxEntry = {
    ...entry,
    state: answer.code === '00' ? 'confirmado' : 'rechazado',
    answer,
    settledAt: Date.now(),
    announced: false,
  };
  delete settled.prepared;
  if (settled.state === 'confirmado') {
    remember(settled);
    settled.remembered = true;
  }
  await outboxChange<OutboxEntry>(entry.key, (old) =>
    // the worker may have confirmed it meanwhile: that is the same answer, keep its flags
    old?.state === 'confirmado' ? { ...settled, announced: old.announced === true } : settled,
  );
  await outboxChanged();
  return true;
}

/** Tidies the queue, then sends each unsent order oldest first until none is left. */
export async function outboxSendAll(): Promise<void> {
  if (await tidy(Date.now())) await outboxChanged();
  const tried = new Set<string>();
  for (;;) {
    const next = (await outboxRead<OutboxEntry>()).find(
      (e) => outboxIsUnsent(e) && !tried.has(e.key),
    );
    if (!next) return;
    tried.add(next.key);
    if (!(await sendOne(next))) return;
  }
}
