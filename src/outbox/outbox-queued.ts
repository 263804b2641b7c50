import type { OrderSaveAnswer } from '../api/order/save-order';
import type { OrderSaveBody } from '../protocol/order-body';
import type { OutboxRecord } from './outbox-entry';

/**
 * One queued order: the outbox contract's record (./outbox-entry.ts, shared with the
 * worker) holding the app's order body and the server's answer.
 */
export type OutboxEntry = OutboxRecord<OrderSaveBody, OrderSaveAnswer>;
