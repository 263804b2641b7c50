// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from './session';

async function freshSession(): Promise<typeof SessionModule> {
  vi.resetModules();
  return import('./session');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('session store (§4.1)', () => {
  it('restores tokens and the ck key from localStorage', async () => {
    localStorage.setItem('session.access-token', 'acc');
    localStorage.setItem('session.refresh-token', 'ref');
    localStorage.setItem('session.ck', 'k'.repeat(32));
    const { sessionStore, sessionIsLoggedIn } = await freshSession();
    expect(sessionStore).toMatchObject({
      accessToken: 'acc',
      refreshToken: 'ref',
      guestToken: null,
    });
    expect(sessionIsLoggedIn()).toBe(true);
  });

  it('persists changes under the documented keys and removes cleared ones', async () => {
    const s = await freshSession();
    s.sessionSetGuestToken('guest');
    s.sessionSetCkKey('key');
    await flush();
    expect(localStorage.getItem(s.SESSION_STORAGE_KEYS.guestToken)).toBe('guest');
    expect(localStorage.getItem('session.ck')).toBe('key');

    // login drops the guest token
    s.sessionSetTokens('acc', 'ref');
    await flush();
    expect(localStorage.getItem('session.guest-token')).toBeNull();
    expect(localStorage.getItem('session.access-token')).toBe('acc');

    s.sessionClearTokens();
    await flush();
    expect(localStorage.getItem('session.access-token')).toBeNull();
    expect(localStorage.getItem('session.refresh-token')).toBeNull();
    expect(localStorage.getItem('session.ck')).toBe('key');
    expect(s.sessionIsLoggedIn()).toBe(false);
  });
});
