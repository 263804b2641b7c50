/**
 * Issue 19 / decision 037: when the app asks a customer about order-status notifications.
 * Only after an order is placed (never on a first visit, never before ordering), only where
 * the browser can receive pushes, only while the browser has not been answered
 * ('default'), and never again once the customer said 'Ahora no'.
 */

/** The browser's notification permission, as Notification.permission reads. */
export type PushPermission = 'default' | 'granted' | 'denied';

export interface PushPromptSituation {
  /** an order was placed on this screen's behalf (the success screen, its tracking page) */
  orderPlaced: boolean;
  /** Notification, PushManager and a service worker exist in this browser */
  supported: boolean;
  /** null where Notification does not exist */
  permission: PushPermission | null;
  /** the customer chose 'Ahora no' before (kept on the device) */
  dismissed: boolean;
}

/** What the notifications' place on the screen shows. */
export type PushPromptView =
  /** the explanation with 'Activar notificaciones' and 'Ahora no' */
  | 'ask'
  /** a quiet line: the browser blocks them (its settings can change that) */
  | 'blocked'
  /** nothing */
  | 'none';

/** The notifications' place after an order: ask, say they are blocked, or nothing. */
export function pushPromptView(situation: PushPromptSituation): PushPromptView {
  if (!situation.orderPlaced || !situation.supported || situation.permission === null) {
    return 'none';
  }
  if (situation.permission === 'denied') return situation.dismissed ? 'none' : 'blocked';
  if (situation.permission === 'granted' || situation.dismissed) return 'none';
  return 'ask';
}

/** Read a permission value defensively (older browsers, odd values): unknown is null. */
export function pushPermissionRead(value: unknown): PushPermission | null {
  return value === 'default' || value === 'granted' || value === 'denied' ? value : null;
}
