import { proxy, subscribe } from 'valtio/vanilla';
import { sessionStore } from '../api/browser-storage';

/** sessionStorage key: this tab's login is the customer's first since activating the account. */
export const FIRST_VISIT_STORAGE_KEY = 'account.firstVisit';

/** Whether the session on show is the first after the account's activation (the welcome). */
export const firstVisitStore = proxy({
  firstVisit: sessionStore()?.getItem(FIRST_VISIT_STORAGE_KEY) === '1',
});

subscribe(firstVisitStore, () => {
  try {
    if (firstVisitStore.firstVisit) sessionStore()?.setItem(FIRST_VISIT_STORAGE_KEY, '1');
    else sessionStore()?.removeItem(FIRST_VISIT_STORAGE_KEY);
  } catch {
    // storage denied: the welcome still lives in memory
  }
});

/** A login happened: the first after activating the account (true) or a later one. */
export function firstVisitSet(first: boolean): void {
  firstVisitStore.firstVisit = first;
}
