import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';

/** Development-only endpoints to advance orders and move a simulated driver. */
export const devRoutes: FastifyPluginAsync<{ config: Config }> = async () => {};
