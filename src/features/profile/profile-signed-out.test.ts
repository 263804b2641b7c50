import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionSetGuestToken, sessionSetTokens, sessionStore } from '../../api/session';
import { returnToSet, uiStore } from '../../stores/ui';
import { accountSignedOut } from './profile-signed-out';

describe('accountSignedOut', () => {
  it("clears what a logout clears and the customer's queries, and keeps the menu", async () => {
    sessionSetGuestToken('g');
    sessionSetTokens('acc', 'ref');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cliente', 'getDataUser'], { nombres: 'Ana' });
    queryClient.setQueryData(['cliente', 'favoritos'], []);
    queryClient.setQueryData(['menu'], { ok: true });
    returnToSet('/checkout');
    await accountSignedOut(queryClient);
    expect(uiStore.returnTo).toBeNull();
    expect(sessionStore).toMatchObject({ accessToken: null, refreshToken: null, guestToken: null });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['cliente'] })).toEqual([]);
    expect(queryClient.getQueryData(['menu'])).toEqual({ ok: true });
  });
});
