import type { FastifyPluginAsync } from 'fastify';

/** data/checkOrder, cliente/getOrdenHash, cliente/getCoordenadasHash, tracker/ordenHasTracked, checkout/getValidatorToken (§7). */
export const orderReadCalls: FastifyPluginAsync = async () => {};
