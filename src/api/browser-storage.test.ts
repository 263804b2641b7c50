import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './browser-storage';

// A storage the browser refuses (site data off, some private windows throw on access) is no
// storage: the stores carry on in memory.
describe('the browser storages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are the browser’s own where they exist', () => {
    const local = { getItem: () => 'x' } as unknown as Storage;
    const session = { getItem: () => 'y' } as unknown as Storage;
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(localStore()).toBe(local);
    expect(sessionStore()).toBe(session);
  });

  it('are null where there is none', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    expect(localStore()).toBeNull();
    expect(sessionStore()).toBeNull();
  });

  it('are null where reading them throws', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Object.defineProperty(globalThis, 'localStorage', { get: refused, configurable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { get: refused, configurable: true });
    try {
      expect(localStore()).toBeNull();
      expect(sessionStore()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
