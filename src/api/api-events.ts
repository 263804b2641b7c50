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

/**
 * A login ended from elsewhere for a reason the customer is told (a password change on
 * another device, auth's 401 '03'): the app shows `message` and opens /login. Unwired: nothing.
 */
let sessionEnded: (message: string) => void = () => {};

/** Wires what the app does when a login was ended elsewhere; null unwires it. */
export function apiSessionEndedSet(handler: ((message: string) => void) | null): void {
  sessionEnded = handler ?? (() => {});
}

/** The client saw a login ended elsewhere, with the server's message. */
export function apiSessionEnded(message: string): void {
  sessionEnded(message);
}
