import { describe, expect, it } from 'vitest';
import { sessionAccountOf } from './session-account';

const part = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url').replace(/=+$/, '');
const token = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.firma`;

describe('sessionAccountOf (§4.1)', () => {
  it("reads the access token's subject", () => {
    expect(sessionAccountOf(token({ sub: 'cliente-7', typ: 'access', fam: 'f' }))).toBe(
      'cliente-7',
    );
    // base64url characters and no padding
    expect(sessionAccountOf(token({ sub: 'cliente-ñ~?>', x: '>>>' }))).toBe('cliente-ñ~?>');
  });

  it('is null without a token, a subject or a readable payload', () => {
    expect(sessionAccountOf(null)).toBeNull();
    expect(sessionAccountOf('acc')).toBeNull();
    expect(sessionAccountOf(token({ typ: 'access' }))).toBeNull();
    expect(sessionAccountOf(token({ sub: '' }))).toBeNull();
    expect(sessionAccountOf('a.%%%.b')).toBeNull();
    expect(sessionAccountOf(`a.${part([1])}.b`)).toBeNull();
  });
});
