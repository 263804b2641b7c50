import type { Captcha } from './captcha.ts';

/** The solution the test captcha accepts. */
export const TEST_CAPTCHA_SOLUTION = 'ok';

/**
 * A captcha for server tests of the calls that demand one: the solution 'ok' verifies,
 * anything else does not; `verified` lists the solutions asked, to show a call asked.
 */
export function captchaTest(): Captcha & { verified: string[] } {
  const verified: string[] = [];
  return {
    verified,
    challenge: () => Promise.resolve({ kind: 'altcha', challenge: { test: true } }),
    verify: (solution) => {
      verified.push(solution);
      return Promise.resolve(solution === TEST_CAPTCHA_SOLUTION);
    },
  };
}
