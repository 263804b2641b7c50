/**
 * What the update prompt shows (DESIGN "Offline and installability"): whether a new version
 * waits for the customer's go-ahead, and what 'Actualizar' does about it. The service-worker
 * lifecycle (./sw-lifecycle, loaded after the first screen) offers the update; this small
 * part stays with the first load because the prompt lives in the root layout.
 */

export interface PwaUpdateState {
  /** a new version is installed and waits for the customer's go-ahead */
  updateReady: boolean;
}

type Listener = () => void;

let state: PwaUpdateState = { updateReady: false };
let accept: (() => void) | null = null;
const listeners = new Set<Listener>();

function setState(next: PwaUpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Subscribes to the prompt's state (for useSyncExternalStore). */
export function pwaUpdateSubscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt's current state. */
export function pwaUpdateSnapshot(): PwaUpdateState {
  return state;
}

/** A new version waits: show the prompt; `onAccept` is what 'Actualizar' then does. */
export function pwaUpdateOffer(onAccept: () => void): void {
  accept = onAccept;
  setState({ updateReady: true });
}

/** 'Actualizar': the waiting version takes over (the page then reloads once). */
export function pwaUpdateApply(): void {
  const run = accept;
  accept = null;
  setState({ updateReady: false });
  run?.();
}

/** 'Más tarde': hide the prompt; the new version activates once every tab is closed. */
export function pwaUpdateDismiss(): void {
  setState({ updateReady: false });
}
