/**
 * Issue 19: the number of orders in progress (§4.4) on the installed app's icon
 * (navigator.setAppBadge), cleared when none. Where the Badging API does not exist, or
 * refuses (not installed, not allowed), nothing happens.
 */
export function appBadgeShow(inProgress: number): void {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  const count = Number.isSafeInteger(inProgress) && inProgress > 0 ? inProgress : 0;
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  done.catch(() => undefined);
}
