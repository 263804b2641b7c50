import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import {
  emailBody,
  hashBody,
  loginBody,
  recoveryBody,
  recoveryChangeBody,
  signupBody,
} from '../accounts/account-bodies.ts';
import { accountDeps } from '../accounts/account-deps.ts';
import { activate, resendActivation } from '../accounts/activation.ts';
import { guestSubOf } from '../accounts/guest-orders.ts';
import { login } from '../accounts/login.ts';
import { recoveryChange, recoveryRequest } from '../accounts/recovery.ts';
import { signup } from '../accounts/signup.ts';
import { deviceIdOf } from '../auth/guard.ts';
import { ApiError, MSG, ok } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';

/**
 * auth/* calls (§7; issue 15's contract): a guest session token, and the account's own:
 * sign-up, activation, login, logout, recovery and the recovery's password change.
 */
export const authCalls: FastifyPluginAsync = async (app) => {
  const deps = accountDeps(app.ctx);

  defineCall(app, '/auth/guest', { limit: 'guestToken' }, async ({ now }) => ({
    token: await app.ctx.tokens.guest(now),
  }));

  defineCall(app, '/auth/login', { limit: 'login', body: loginBody }, async (input) => {
    const { body, request, now } = input;
    const guestSub = await guestSubOf(request, deps.tokens, now);
    const address = normalizeIP(request.ip);
    return login(deps, { ...body, address, guestSub, device: deviceIdOf(request) }, now);
  });

  defineCall(
    app,
    '/auth/signupEmail',
    { encrypted: true, limit: 'signup', body: signupBody },
    async ({ body, request, reply, now }) => {
      const guestSub = await guestSubOf(request, deps.tokens, now);
      return signup(deps, body, guestSub, now, app.ctx.afterAnswer.of(reply));
    },
  );

  defineCall(app, '/auth/activate', { limit: 'hashLookup', body: hashBody }, ({ body, now }) =>
    activate(deps, body.hash, now),
  );

  defineCall(
    app,
    '/auth/resendActivation',
    { limit: 'resendActivation', body: emailBody },
    ({ body, reply, now }) =>
      resendActivation(deps, body.email, now, app.ctx.afterAnswer.of(reply)),
  );

  defineCall(
    app,
    '/auth/recoveryPassword',
    { limit: 'recoveryPassword', body: recoveryBody },
    ({ body, reply, now }) =>
      recoveryRequest(deps, body.emailCP, now, app.ctx.afterAnswer.of(reply)),
  );

  defineCall(
    app,
    '/auth/changePassword',
    { encrypted: true, limit: 'hashLookup', body: recoveryChangeBody },
    ({ body, now }) => recoveryChange(deps, body, now),
  );

  defineCall(app, '/auth/logout', { secure: true }, async ({ session, now }) => {
    if (session?.kind !== 'user') throw new ApiError(401, MSG.loginRequired);
    await deps.refresh.revokeFamily(deps.db, session.family, now);
    return ok();
  });
};
