import { proxy } from 'valtio/vanilla';

export type ToastSeverity = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/** §9 at most three toasts on screen at once. */
export const TOAST_MAX = 3;

/** §2.7 page title while a screen loads. */
export const PAGE_TITLE_LOADING = 'Cargando...';

/** §3.9 scroll direction: the mobile bottom navigation hides while scrolling down. */
export type ScrollDirection = 'up' | 'down';

/**
 * §3.9 interface state: page title, return-to page, loading counter, toast queue, search
 * dialog, the 'Más' sheet, the help dialog and the scroll direction.
 */
export const uiStore = proxy({
  pageTitle: PAGE_TITLE_LOADING,
  loadingCount: 0,
  toasts: [] as Toast[],
  searchOpen: false,
  /** §2.6 what the search dialog opens with (the assistant's product question) */
  searchTerm: '',
  moreOpen: false,
  /** §2.6 the help dialog */
  helpOpen: false,
  returnTo: null as string | null,
  scrollDirection: 'up' as ScrollDirection,
});

/** §2.3 the current page's title, also the document title; undefined while loading. */
export function pageTitleSet(title: string | undefined): void {
  uiStore.pageTitle = title ?? PAGE_TITLE_LOADING;
  if (typeof document !== 'undefined') document.title = uiStore.pageTitle;
}

/** §2.5 open or close the search dialog; §2.6 the assistant opens it with a term. */
export function searchOpenSet(open: boolean, term = ''): void {
  uiStore.searchOpen = open;
  uiStore.searchTerm = open ? term : '';
}

/** §2.6 open or close the help dialog. */
export function helpOpenSet(open: boolean): void {
  uiStore.helpOpen = open;
}

/** §2.3 open or close the 'Más' sheet (bottom navigation and desktop header). */
export function moreOpenSet(open: boolean): void {
  uiStore.moreOpen = open;
}

/** §2.3 / §3.9 the page to return to after choosing delivery ('Cambiar'); null clears it. */
export function returnToSet(path: string | null): void {
  uiStore.returnTo = path;
}

/** §3.9 the last scroll direction. */
export function scrollDirectionSet(direction: ScrollDirection): void {
  if (uiStore.scrollDirection !== direction) uiStore.scrollDirection = direction;
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

/**
 * Test and logout helper: back to the initial interface state.
 * @internal a seam: tests start each case from the initial state
 */
export function uiReset(): void {
  uiStore.pageTitle = PAGE_TITLE_LOADING;
  uiStore.loadingCount = 0;
  uiStore.toasts.splice(0);
  uiStore.searchOpen = false;
  uiStore.searchTerm = '';
  uiStore.moreOpen = false;
  uiStore.helpOpen = false;
  uiStore.returnTo = null;
  uiStore.scrollDirection = 'up';
}
