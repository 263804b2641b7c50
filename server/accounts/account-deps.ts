import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
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

/** What the app's context hands the account flows; the password hasher is made here. */
export type AccountContext = Omit<AccountDeps, 'passwords'>;

const hashers = new WeakMap<AccountContext, PasswordHasher>();

/** The account flows' dependencies from the app's context (one password hasher per app). */
export function accountDeps(ctx: AccountContext): AccountDeps {
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
