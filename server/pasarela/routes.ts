import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';

/** The dummy card gateway page (PASARELA_DUMMY). */
export const pasarelaRoutes: FastifyPluginAsync<{ config: Config }> = async () => {};
