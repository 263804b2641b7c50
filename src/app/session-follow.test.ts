import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../api/session';
import { accessTokenFor } from '../stores/favorites.fixture';
import { sessionFollow } from './session-follow';

const KEY = ['cliente', 'getDataUser'];

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  sessionClearTokens();
});

describe('sessionFollow (§4.1, issue 34)', () => {
  it("drops the account's queries whenever the session becomes another account's or nobody's", () => {
    sessionClearTokens();
    const queryClient = new QueryClient();
    stop = sessionFollow(queryClient);
    const cached = () => queryClient.getQueryData(KEY);
    queryClient.setQueryData(['menu'], { ok: true });

    queryClient.setQueryData(KEY, { nombres: 'invitado' });
    sessionSetTokens(accessTokenFor('cliente-1'), 'r1');
    expect(cached()).toBeUndefined();

    // a refreshed token of the same customer keeps what was read
    queryClient.setQueryData(KEY, { nombres: 'Ana' });
    sessionSetTokens(accessTokenFor('cliente-1', 'otra'), 'r2');
    expect(cached()).toEqual({ nombres: 'Ana' });

    // a token that answers for another customer
    sessionSetTokens(accessTokenFor('cliente-2'), 'r3');
    expect(cached()).toBeUndefined();

    queryClient.setQueryData(KEY, { nombres: 'Luis' });
    sessionClearTokens();
    expect(cached()).toBeUndefined();
    // what is nobody's stays
    expect(queryClient.getQueryData(['menu'])).toEqual({ ok: true });
  });
});
