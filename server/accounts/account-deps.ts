import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppContext } from '../http/context.ts';
import { PasswordHasher } from './password-hash.ts';

/** What the account flows work with: the database, tokens, passwords, the captcha. */
export interface AccountDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  refresh: RefreshTokens;
  passwords: PasswordHasher;
  captcha: Captcha;
}

const hashers = new WeakMap<AppContext, PasswordHasher>();

/** The account flows' dependencies from the app's context (one password hasher per app). */
export function accountDeps(ctx: AppContext): AccountDeps {
  let passwords = hashers.get(ctx);
  if (!passwords) {
    passwords = new PasswordHasher(ctx.config.accounts.argon2);
    hashers.set(ctx, passwords);
  }
  return {
    db: ctx.db,
    config: ctx.config,
    tokens: ctx.tokens,
    refresh: ctx.refresh,
    passwords,
    // read when used: the app may wire its captcha after the calls are registered
    get captcha() {
      return ctx.captcha;
    },
  };
}
