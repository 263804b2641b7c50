import type { FastifyPluginAsync } from 'fastify';
import { contentAnswerPart } from '../chain/content-answer.ts';
import { defineCall } from '../http/route.ts';

/**
 * data/getContenido (§2.1, §2.6, §2.12; docs/decisions/033): the chain's pages,
 * announcements and help situations for a guest or an account, from the cached answer of the
 * current chain version (ETag and compressed bytes built once).
 */
export const contentCalls: FastifyPluginAsync = async (app) => {
  const { chain } = app.ctx;
  defineCall(app, '/data/getContenido', { guest: true }, async () => chain.part(contentAnswerPart));
};
