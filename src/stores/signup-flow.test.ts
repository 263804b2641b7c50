import { describe, expect, it } from 'vitest';
import { signupFlowRestore } from './signup-flow';

describe('signupFlowRestore (§3.1)', () => {
  it('reads each field, and falls back on damaged ones', () => {
    expect(
      signupFlowRestore(
        JSON.stringify({
          emailSignup: 'a@b.co',
          resent: true,
          modalHashExpired: 'yes',
          returnTo: '/checkout',
        }),
      ),
    ).toMatchObject({
      emailSignup: 'a@b.co',
      resent: true,
      modalHashExpired: false,
      returnTo: '/checkout',
    });
    expect(signupFlowRestore('{oops')).toMatchObject({ emailSignup: '', resent: false });
  });

  it('keeps only a path of this site to return to', () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', 5]) {
      expect(signupFlowRestore(JSON.stringify({ returnTo })).returnTo).toBeNull();
    }
  });
});
