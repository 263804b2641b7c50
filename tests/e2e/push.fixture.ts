import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';

/**
 * Order-status notifications in the browser (issues 19 and 34): a profile of its own (push
 * needs one), the order placed and its success screen, the notifications the service worker
 * shows, a push delivered to the worker through the DevTools protocol, and the push sink of
 * scripts/e2e-server.mjs standing for a browser push service (Debian's Chromium reaches
 * none): its origin, the pushes it received, and a PushManager answering with a subscription
 * at that sink whose keys the test holds.
 */

export const SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: unknown;
}

/** Installability and push need a real profile (an incognito-like context refuses them). */
export async function openProfile(
  baseURL: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'push-profile-'));
  const { launchOptions, locale, timezoneId } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale,
    timezoneId,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Places the pickup order waiting at 'Confirmar pedido'; returns its id and tracker hash. */
export async function placeOrder(page: Page): Promise<{ id: number; hash: string }> {
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();
  const text = await page.getByText(/Número de pedido/).textContent();
  const id = Number(/#(\d+)/.exec(text ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  const href = await page.getByRole('link', { name: 'Seguir mi pedido' }).getAttribute('href');
  const hash = /\/tracking\/([0-9a-f]{32})$/.exec(href ?? '')?.[1] ?? '';
  expect(hash).toHaveLength(32);
  return { id, hash };
}

/** The notifications the service worker shows now. */
export async function notifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: unknown } | null)?.url,
    }));
  });
}

/**
 * The service worker's registration id, as the DevTools protocol names it, once its active
 * version runs (a push delivered while the protocol is still starting it can be lost).
 */
export async function workerRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const ids: string[] = [];
  const running = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (r.scopeURL === scope && !r.isDeleted) ids.push(r.registrationId);
    }
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (v.status === 'activated' && v.runningStatus === 'running') running.add(v.registrationId);
      else running.delete(v.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  // an idle worker may have been stopped: started (a running one stays as it is)
  await cdp.send('ServiceWorker.startWorker', { scopeURL: scope });
  await expect.poll(() => ids.some((id) => running.has(id))).toBe(true);
  return ids.find((id) => running.has(id))!;
}

/**
 * Delivers a push to the worker until a notification `shown` accepts appears (the protocol
 * has been seen to drop a delivery, about once in ten runs); the assertions follow.
 */
export async function pushDeliver(
  cdp: CDPSession,
  page: Page,
  push: { origin: string; registrationId: string; data: string },
  shown: (list: ShownNotification[]) => boolean,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', push);
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      if (shown(await notifications(page))) return;
      await page.waitForTimeout(200);
    }
  }
}

/** Where scripts/e2e-server.mjs keeps what its push sink receives. */
export const PUSH_DIR = process.env.E2E_PUSH_DIR ?? '.data/e2e/push';

/** The push sink's origin (http://127.0.0.1:port), the one push service the app may post to. */
export async function pushSinkOrigin(): Promise<string> {
  return (await readFile(join(PUSH_DIR, 'origin'), 'utf8')).trim();
}

export interface SinkPush {
  path: string;
  headers: Record<string, string>;
  /** as sent: aes128gcm-encrypted */
  body: Buffer;
}

interface StoredPush {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The pushes the sink received at `path`, oldest first. */
export async function pushesReceived(path: string): Promise<SinkPush[]> {
  const names = (await readdir(PUSH_DIR)).filter((n) => n.endsWith('.json')).sort();
  const stored = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(PUSH_DIR, name), 'utf8')) as StoredPush,
    ),
  );
  return stored
    .filter((push) => push.path === path)
    .map((push) => ({ ...push, body: Buffer.from(push.body, 'base64') }));
}

/**
 * Before any page loads: PushManager subscribes this browser at the subscription `json`
 * describes (an endpoint at the sink, keys the test holds) instead of at a push service, as
 * a real one does: only with notifications granted and the server's 65-byte VAPID key, and
 * kept for the origin (getSubscription finds it afterwards, on any page of the profile).
 */
export async function pushSubscriptionStub(context: BrowserContext, json: string): Promise<void> {
  await context.addInitScript((subscriptionJson: string) => {
    const KEPT = 'e2e-push-subscribed';
    const value = JSON.parse(subscriptionJson) as {
      endpoint: string;
      keys: Record<string, string>;
    };
    const bytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        .buffer;
    const subscription = {
      endpoint: value.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: string) => (value.keys[name] ? bytes(value.keys[name]) : null),
      toJSON: () => ({ endpoint: value.endpoint, expirationTime: null, keys: value.keys }),
      unsubscribe: () => Promise.resolve(localStorage.removeItem(KEPT) === undefined),
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(localStorage.getItem(KEPT) === null ? null : subscription);
    };
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') {
        return Promise.reject(new DOMException('permission denied', 'NotAllowedError'));
      }
      const key = options?.applicationServerKey;
      const keyBytes = key instanceof ArrayBuffer || ArrayBuffer.isView(key) ? key.byteLength : 0;
      if (!options?.userVisibleOnly || keyBytes !== 65) {
        return Promise.reject(new DOMException('bad applicationServerKey', 'InvalidAccessError'));
      }
      localStorage.setItem(KEPT, '1');
      return Promise.resolve(subscription);
    };
  }, json);
}
