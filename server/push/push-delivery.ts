import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pushKeysResolve } from './push-keys.ts';
import { pushSenderStart, type PushSender } from './push-sender.ts';
import { fetchPushTransport, type PushTransport } from './push-transport.ts';

/**
 * Web Push with the server (issue 19): the VAPID public key the app subscribes with, at
 * GET /push/vapid-public-key (`{ "publicKey": "<base64url>" }`, no login, cacheable for an
 * hour; 404 `{ "publicKey": null }` when push is off), and the push sender, started once the
 * server is ready and stopped when it closes (before the database does). Without keys
 * (production without VAPID_*) nothing is sent; orders keep their subscriptions and the
 * outbox its pushes, which expire after their hour.
 */

export const PUSH_PUBLIC_KEY_PATH = '/push/vapid-public-key';

export function pushRegister(
  app: FastifyInstance,
  config: Config,
  db: Database,
  clock: () => Date,
  transport: PushTransport = fetchPushTransport(),
): void {
  const keys = pushKeysResolve(config);
  app.get(PUSH_PUBLIC_KEY_PATH, async (_request, reply) => {
    if (keys === null) {
      return reply.code(404).header('cache-control', 'no-cache').send({ publicKey: null });
    }
    return reply
      .header('cache-control', 'public, max-age=3600')
      .send({ publicKey: keys.publicKey });
  });
  if (keys === null) return;
  let sender: PushSender | null = null;
  app.addHook('onReady', async () => {
    sender = pushSenderStart({
      db,
      keys,
      transport,
      clock,
      pollMs: config.push.pollMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await sender?.stop();
    sender = null;
  });
}
