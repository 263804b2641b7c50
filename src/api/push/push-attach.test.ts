// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { PUSH_ATTACH_PENDING_KEY } from './push-attach-pending';
import { pushAttachRetry, pushAttachToOrder } from './push-attach';

const token = vi.hoisted(() => ({ value: '{"endpoint":"https://fcm.googleapis.com/x"}' }));
vi.mock('./push-subscription', () => ({
  pushSubscriptionToken: () => Promise.resolve(token.value),
}));

const HASH = 'b'.repeat(32);

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
  localStorage.clear();
});
afterEach(() => transportSet(null));

describe('tracker/saveSuscripcionPush (issue 34)', () => {
  it("sends the order's hash and the subscription with the guest token", async () => {
    fakeFetch(() => okAnswer());
    expect(await pushAttachToOrder(HASH)).toBe(true);
    expect(sent[0]!.url).toBe('/api/tracker/saveSuscripcionPush');
    const body = new URLSearchParams(String(sent[0]!.body));
    expect(body.get('hash')).toBe(HASH);
    expect(body.get('fcmToken')).toBe(token.value);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect(localStorage.getItem(PUSH_ATTACH_PENDING_KEY)).toBeNull();
  });

  it('a refusal is final and quiet; a network failure waits for the next start', async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404),
    );
    expect(await pushAttachToOrder(HASH)).toBe(false);
    expect(localStorage.getItem(PUSH_ATTACH_PENDING_KEY)).toBeNull();

    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await pushAttachToOrder(HASH)).toBe(false);
    expect(localStorage.getItem(PUSH_ATTACH_PENDING_KEY)).toContain(HASH);
    expect(uiStore.toasts).toEqual([]);

    fakeFetch(() => okAnswer());
    await pushAttachRetry();
    expect(localStorage.getItem(PUSH_ATTACH_PENDING_KEY)).toBeNull();
  });
});
