import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionSetGuestToken, sessionSetTokens, sessionStore } from '../../api/session';
import { accountSignedOut } from './profile-signed-out';

describe('accountSignedOut', () => {
  it("clears the tokens and the customer's queries, and nothing else", () => {
    sessionSetGuestToken('g');
    sessionSetTokens('acc', 'ref');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cliente', 'getDataUser'], { nombres: 'Ana' });
    queryClient.setQueryData(['cliente', 'favoritos'], []);
    queryClient.setQueryData(['menu'], { ok: true });
    accountSignedOut(queryClient);
    expect(sessionStore).toMatchObject({ accessToken: null, refreshToken: null, guestToken: null });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['cliente'] })).toEqual([]);
    expect(queryClient.getQueryData(['menu'])).toEqual({ ok: true });
  });
});
