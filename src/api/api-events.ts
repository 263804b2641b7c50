/** A message for the customer: §8.1 return codes and §4.10 notices. */
export type ApiNoticeSeverity = 'success' | 'warning' | 'error';

/**
 * §4.10 what the protocol client tells the app: a call that shows the loading bar started
 * or ended, and a message for the customer. The app wires them to its interface store
 * (src/app/wiring.ts); until then they go nowhere, so the client needs no store.
 */
export interface ApiEvents {
  loadingStart(): void;
  loadingEnd(): void;
  notice(severity: ApiNoticeSeverity, message: string): void;
}

const unwired: ApiEvents = {
  loadingStart() {},
  loadingEnd() {},
  notice() {},
};

/** The events as the client raises them, to whatever is wired now (unwired: nowhere). */
export let apiEvents: ApiEvents = unwired;

/** Wires the client's events to the app; null unwires them. */
export function apiEventsSet(events: ApiEvents | null): void {
  apiEvents = events ?? unwired;
}
