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

/** §2.7 page title while a screen loads. */
export const PAGE_TITLE_LOADING = 'Cargando...';

/** §3.9 interface state: page title, loading counter, toast queue, search dialog. */
export const uiStore = proxy({
  pageTitle: PAGE_TITLE_LOADING,
  loadingCount: 0,
  toasts: [] as Toast[],
  searchOpen: false,
});

/** §2.3 the current page's title, also the document title; undefined while loading. */
export function pageTitleSet(title: string | undefined): void {
  uiStore.pageTitle = title ?? PAGE_TITLE_LOADING;
  if (typeof document !== 'undefined') document.title = uiStore.pageTitle;
}

/** §2.5 open or close the search dialog. */
export function searchOpenSet(open: boolean): void {
  uiStore.searchOpen = open;
}

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
  uiStore.pageTitle = PAGE_TITLE_LOADING;
  uiStore.loadingCount = 0;
  uiStore.toasts.splice(0);
  uiStore.searchOpen = false;
}
