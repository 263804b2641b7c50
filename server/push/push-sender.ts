import { pushMessageBuild } from '../../src/protocol/push-message.ts';
import type { Database } from '../db/client.ts';
import { outboxLoopStart } from '../db/outbox-loop.ts';
import {
  pushClaim,
  pushGiveUp,
  pushInProgressCount,
  pushMarkFailed,
  pushMarkSent,
  pushRelease,
  type ClaimedPush,
} from './push-claim.ts';
import type { PushKeys } from './push-keys.ts';
import { pushRequestBuild } from './push-request.ts';
import {
  PUSH_EXPIRED,
  PUSH_MAX_ATTEMPTS,
  PUSH_TTL_S,
  pushOutcomeOfError,
  pushOutcomeOfStatus,
  type PushOutcome,
} from './push-retry.ts';
import { pushSubscriptionsDelete } from './push-subscriptions.ts';
import { PUSH_SEND_TIMEOUT_MS, type PushTransport } from './push-transport.ts';
import { pushWakeListen } from './push-wake.ts';
import { OUTBOX_LOG_SILENT, type OutboxSenderLog } from '../db/outbox-rows.ts';

/**
 * The server's push sender (issue 19): a loop that looks at the push outbox every
 * `pollMs`, and at once when this process commits a status change (./push-wake.ts), claims
 * the due pushes (./push-claim.ts), sends them one by one and records each outcome: sent;
 * 404/410, the subscription deleted with its queued pushes; 400/413 given up; anything
 * else retried with backoff until PUSH_MAX_ATTEMPTS tries or the push's hour has passed.
 * Any number of instances may run on one database: a push is claimed by one at a time.
 */

export interface PushSenderOptions {
  db: Database;
  keys: PushKeys;
  transport: PushTransport;
  clock: () => Date;
  /** the wait between looks at the outbox when nothing is due (PUSH_POLL_MS) */
  pollMs: number;
  /** pushes claimed at once; default 20 */
  batchSize?: number;
  /** the lease of a claimed batch; default longer than a batch of tries can take */
  leaseMs?: number;
  log?: OutboxSenderLog;
}

export interface PushSender {
  /** stops the loop: the try in flight is aborted, the untried pushes are released */
  stop(): Promise<void>;
}

const DEFAULT_BATCH = 20;

/** What sending one push needs from the sender's options. */
interface PushSendContext {
  db: Database;
  keys: PushKeys;
  transport: PushTransport;
  clock: () => Date;
  log: OutboxSenderLog;
}

/** What every log line about a push names. */
const logFields = (push: ClaimedPush) => ({
  pushId: push.id,
  orderId: push.orderId,
  status: push.status,
});

/** One try: the message (with the subscriber's orders in progress), encrypted and sent. */
async function pushAttempt(
  { db, keys, transport, clock }: PushSendContext,
  push: ClaimedPush,
  signal: AbortSignal,
): Promise<PushOutcome> {
  const now = clock();
  const message = pushMessageBuild({
    hash: push.hash,
    orderId: push.orderId,
    status: push.status,
    at: push.createdAt.getTime(),
    inProgress: await pushInProgressCount(db, push.subscriptionId, now),
  });
  let request;
  try {
    request = pushRequestBuild(push.subscription, message, keys);
  } catch {
    // a key web-push cannot encrypt for (the save checks them; this guards older rows)
    return { kind: 'refused', category: 'clave' };
  }
  try {
    return pushOutcomeOfStatus(await transport.send(request, signal));
  } catch (error) {
    return pushOutcomeOfError(error);
  }
}

/** Records a try's outcome: sent, subscription deleted, given up, or left for a retry. */
async function pushOutcomeRecord(
  { db, clock, log }: PushSendContext,
  push: ClaimedPush,
  outcome: PushOutcome,
): Promise<void> {
  const fields = logFields(push);
  const now = clock();
  switch (outcome.kind) {
    case 'sent':
      await pushMarkSent(db, push.id, now);
      log.info(fields, 'aviso push enviado');
      return;
    case 'gone':
      await db.transaction((tx) => pushSubscriptionsDelete(tx, [push.subscriptionId]));
      log.info(
        { ...fields, error: outcome.category },
        'suscripción push vencida: borrada con sus avisos pendientes',
      );
      return;
    case 'refused':
      await pushGiveUp(db, push, outcome.category, true);
      log.error({ ...fields, error: outcome.category }, 'aviso push rechazado: abandonado');
      return;
    case 'retry':
      if (push.attempts + 1 >= PUSH_MAX_ATTEMPTS) {
        await pushGiveUp(db, push, outcome.category, true);
        log.error({ ...fields, error: outcome.category }, 'aviso push abandonado tras reintentos');
      } else {
        await pushMarkFailed(db, push, outcome.category, now);
        log.warn(
          { ...fields, error: outcome.category, attempts: push.attempts + 1 },
          'aviso push no enviado, se reintentará',
        );
      }
  }
}

/** Sends one claimed push, unless its hour has passed; a stop mid-try releases it untried. */
async function pushSendOne(
  context: PushSendContext,
  push: ClaimedPush,
  signal: AbortSignal,
): Promise<void> {
  const { db, clock, log } = context;
  if (clock().getTime() - push.createdAt.getTime() > PUSH_TTL_S * 1000) {
    await pushGiveUp(db, push, PUSH_EXPIRED, false);
    log.warn(logFields(push), 'aviso push caducado sin enviarse');
    return;
  }
  const outcome = await pushAttempt(context, push, signal);
  if (signal.aborted && outcome.kind !== 'sent') {
    await pushRelease(db, push.id);
    return;
  }
  await pushOutcomeRecord(context, push, outcome);
}

/** Starts the sender loop; its first look at the outbox is right away. */
export function pushSenderStart(options: PushSenderOptions): PushSender {
  const { db, keys, transport, clock, pollMs } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? Math.max(5 * 60_000, batchSize * PUSH_SEND_TIMEOUT_MS * 1.5);
  const log = options.log ?? OUTBOX_LOG_SILENT;
  const context: PushSendContext = { db, keys, transport, clock, log };
  const outbox = outboxLoopStart({
    claim: () => pushClaim(db, clock(), leaseMs, batchSize),
    release: (push) => pushRelease(db, push.id),
    send: (push, signal) => pushSendOne(context, push, signal),
    batchSize,
    pollMs,
    onError: (error) => log.error({ err: error }, 'el envío de avisos push falló; se reintenta'),
  });
  // a status change committed by this process wakes the loop (./push-wake.ts)
  const unlisten = pushWakeListen(() => outbox.wake());
  return {
    async stop() {
      unlisten();
      await outbox.stop();
    },
  };
}
