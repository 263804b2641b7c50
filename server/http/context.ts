import type { TokenService } from '../auth/tokens.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Config } from '../config.ts';
import type { ChainCache } from '../chain/chain-cache.ts';
import type { Database } from '../db/client.ts';

/** What every call module needs, decorated on the Fastify instance by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: () => Date;
  tokens: TokenService;
  /** the loaded chain, one view per version, shared by the calls, the map and the app shell */
  chain: ChainCache;
  /** the login captcha: ALTCHA, or reCAPTCHA when configured (server/captcha) */
  captcha: Captcha;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
