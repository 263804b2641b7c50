import type { FastifyPluginAsync } from 'fastify';

/** data/saveOrderPendiente (§4.3, §3.6): filled in by the order-save work. */
export const orderSaveCalls: FastifyPluginAsync = async () => {};
