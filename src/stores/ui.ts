import { proxy } from 'valtio/vanilla';

export type ToastSeverity = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/** §9 at most three toasts on screen at once. */
export const TOAST_MAX = 3;
/** §9 a toast closes by itself after five seconds. */
export const TOAST_DURATION_MS = 5000;

/** §3.9 interface state: the loading counter and the toast queue. */
export const uiStore = proxy({
  loadingCount: 0,
  toasts: [] as Toast[],
});

let nextToastId = 1;

/** §4.10 a non-background call started. */
export function loadingStart(): void {
  uiStore.loadingCount += 1;
}

/** §4.10 a non-background call ended, whatever its outcome. */
export function loadingEnd(): void {
  uiStore.loadingCount = Math.max(0, uiStore.loadingCount - 1);
}

/** §4.10 queue a toast; duplicates are ignored and the oldest goes beyond three. */
export function toastPush(severity: ToastSeverity, message: string): void {
  const text = message.trim();
  if (text === '') return;
  if (uiStore.toasts.some((t) => t.severity === severity && t.message === text)) return;
  uiStore.toasts.push({ id: nextToastId++, severity, message: text });
  if (uiStore.toasts.length > TOAST_MAX)
    uiStore.toasts.splice(0, uiStore.toasts.length - TOAST_MAX);
}

/** §4.10 close one toast. */
export function toastDismiss(id: number): void {
  const index = uiStore.toasts.findIndex((t) => t.id === id);
  if (index >= 0) uiStore.toasts.splice(index, 1);
}

/** Test and logout helper: back to the initial interface state. */
export function uiReset(): void {
  uiStore.loadingCount = 0;
  uiStore.toasts.splice(0);
}
