import { timedMessagesDismissedOn } from '../domain/timed-messages';

/** §4.10 localStorage key of the timed messages dismissed on the current server date. */
export const TIMED_MESSAGES_STORAGE_KEY = 'timed-messages';

/** §4.10 the ids dismissed on server date `today`; anything unreadable dismisses nothing. */
export function timedMessagesDismissedRead(today: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TIMED_MESSAGES_STORAGE_KEY) ?? '0');
    return timedMessagesDismissedOn(stored, today);
  } catch {
    return [];
  }
}

/**
 * §4.10 dismisses message `id` for server date `today` (another day's ids are dropped);
 * without storage (private mode, full) it lasts as long as the page.
 */
export function timedMessageDismiss(id: string, today: string): void {
  const ids = [...timedMessagesDismissedRead(today), id];
  try {
    localStorage.setItem(TIMED_MESSAGES_STORAGE_KEY, JSON.stringify({ date: today, ids }));
  } catch {
    // the component keeps it for this page
  }
}
