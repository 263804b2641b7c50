import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { CaptchaChallenge } from './captcha.ts';

/**
 * Solves an ALTCHA challenge as the altcha widget does (test helper) and answers what the
 * widget hands the form: base64 of {algorithm, challenge, number, salt, signature, took}.
 */
export async function altchaSolve(given: CaptchaChallenge): Promise<string> {
  if (given.kind !== 'altcha') throw new Error('not an ALTCHA challenge');
  const challenge = given.challenge as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('ALTCHA challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The payload of a solution, to tamper with. */
export function altchaPayloadRead(solution: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Record<string, unknown>;
}

/** A payload as a solution. */
export function altchaPayloadWrite(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
