import type { FastifyPluginAsync } from 'fastify';
import { defineCall } from '../http/route.ts';

/**
 * auth/captcha (issue 15, the account calls' contract): the captcha the app shows once
 * login answers `showReCaptcha`. `captcha: {kind: 'altcha', challenge: {algorithm,
 * challenge, maxnumber, salt, signature}}`, a fresh ALTCHA challenge, or `{kind:
 * 'recaptcha', siteKey}` when reCAPTCHA is configured. Its solution travels in auth/login's
 * `captcha` field. No body, no session: a challenge is cheap and tells nothing.
 */
export const captchaCalls: FastifyPluginAsync = async (app) => {
  defineCall(app, '/auth/captcha', {}, async ({ now }) => ({
    captcha: await app.ctx.captcha.challenge(now),
  }));
};
