import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Config } from '../config.ts';
import type { ChainCache } from '../chain/chain-cache.ts';
import type { Database } from '../db/client.ts';
import type { AfterAnswer } from '../wire/after-answer.ts';

/** What every call module needs, decorated on the Fastify instance by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: () => Date;
  tokens: TokenService;
  /** the stored refresh tokens: rotation, reuse detection, revocation (§4.1) */
  refresh: RefreshTokens;
  /** the login captcha (issue 15): ALTCHA or reCAPTCHA, asked after RECAPTCHA_COUNT failures */
  captcha: Captcha;
  /** the loaded chain, one view per version, shared by the calls, the map and the app shell */
  chain: ChainCache;
  /** work a call does once its answer is sent (./after-answer.ts) */
  afterAnswer: AfterAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
