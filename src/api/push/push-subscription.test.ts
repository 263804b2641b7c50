// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlBytes, PUSH_TOKEN_MAX, pushSubscriptionToken } from './push-subscription';

// jsdom has no notifications, push or service workers: a stand-in registration answers

function browserWith(permission: NotificationPermission, getSubscription: () => Promise<unknown>) {
  const getRegistration = vi.fn(() => Promise.resolve({ pushManager: { getSubscription } }));
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration },
  });
  return getRegistration;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('pushSubscriptionToken (issue 19, §3.6 orden.fcmToken)', () => {
  it('is the subscription’s JSON when granted', async () => {
    const sub = { endpoint: 'https://push.example/a', expirationTime: null, keys: { auth: 'x' } };
    browserWith('granted', () => Promise.resolve({ toJSON: () => sub }));
    expect(JSON.parse(await pushSubscriptionToken())).toEqual(sub);
  });

  it("is '' without a grant, without asking the browser for its subscription", async () => {
    const asked = browserWith('default', () => Promise.resolve({ toJSON: () => ({}) }));
    expect(await pushSubscriptionToken()).toBe('');
    expect(asked).not.toHaveBeenCalled();
  });

  it("is '' with no subscription, a failure, or one longer than the server admits", async () => {
    browserWith('granted', () => Promise.resolve(null));
    expect(await pushSubscriptionToken()).toBe('');
    browserWith('granted', () => Promise.reject(new Error('x')));
    expect(await pushSubscriptionToken()).toBe('');
    const endpoint = `https://push.example/${'a'.repeat(PUSH_TOKEN_MAX)}`;
    browserWith('granted', () => Promise.resolve({ toJSON: () => ({ endpoint }) }));
    expect(await pushSubscriptionToken()).toBe('');
  });

  it("does not hold the order: '' after 1.5 s without an answer", async () => {
    vi.useFakeTimers();
    browserWith('granted', () => new Promise(() => undefined));
    const token = pushSubscriptionToken();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await token).toBe('');
  });
});

describe('base64UrlBytes', () => {
  it('reads base64url with or without padding, and refuses anything else', () => {
    expect(Array.from(base64UrlBytes('-_8')!)).toEqual([251, 255]);
    expect(Array.from(base64UrlBytes('AQID')!)).toEqual([1, 2, 3]);
    expect(Array.from(base64UrlBytes('AQ==')!)).toEqual([1]);
    expect(base64UrlBytes('a+b/')).toBeNull();
    expect(base64UrlBytes('')).toBeNull();
    expect(base64UrlBytes('ab cd')).toBeNull();
  });
});
