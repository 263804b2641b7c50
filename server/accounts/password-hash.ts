import { hash, verify } from '@node-rs/argon2';

/**
 * Customers' passwords (issue 15): argon2id PHC strings at the configured cost
 * (ARGON2_MEMORY_KIB, ARGON2_ITERATIONS; one lane). A password or a hash is never logged
 * nor answered. An unknown e-mail still pays one verification (`verifyNobody`), so its
 * answer takes as long as a wrong password's.
 */

/** argon2id in @node-rs/argon2's `Algorithm` (a const enum the build cannot import). */
const ARGON2ID = 2;

export interface PasswordCost {
  memoryKib: number;
  iterations: number;
}

export class PasswordHasher {
  private readonly options;
  /** a hash of nothing anyone types, at the same cost, for the unknown e-mails */
  private readonly dummy: Promise<string>;

  constructor(cost: PasswordCost) {
    this.options = {
      algorithm: ARGON2ID,
      memoryCost: cost.memoryKib,
      timeCost: cost.iterations,
      parallelism: 1,
    } as const;
    this.dummy = hash('\u0000 nadie \u0000', this.options);
  }

  /** The PHC string to store for `password`. */
  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /** Whether `password` is the one `stored` was made from; a malformed hash is false. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** One verification that always fails, as long as a real one (an unknown e-mail). */
  async verifyNobody(password: string): Promise<false> {
    await this.verify(await this.dummy, password);
    return false;
  }
}
