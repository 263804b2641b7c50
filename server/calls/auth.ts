import type { FastifyPluginAsync } from 'fastify';
import { defineCall } from '../http/route.ts';

/** auth/* calls (§7). This issue: auth/guest — a guest session token (§4.1). */
export const authCalls: FastifyPluginAsync = async (app) => {
  defineCall(app, '/auth/guest', { limit: 'guestToken' }, async ({ now }) => ({
    token: await app.ctx.tokens.guest(now),
  }));
};
