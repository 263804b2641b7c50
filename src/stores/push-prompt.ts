import { localStore } from '../api/browser-storage';

/**
 * Issue 19 / decision 037: 'Ahora no' on the notifications' explanation is remembered on the
 * device, so the app never asks again (the browser's own setting stays the customer's).
 */
export const PUSH_PROMPT_DISMISSED_KEY = 'push.prompt.dismissed';

/** Whether the customer said 'Ahora no' before. */
export function pushPromptDismissed(): boolean {
  try {
    return (localStore()?.getItem(PUSH_PROMPT_DISMISSED_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Remember 'Ahora no' (the time it was said, for a later change of mind). */
export function pushPromptDismiss(at: number): void {
  try {
    localStore()?.setItem(PUSH_PROMPT_DISMISSED_KEY, new Date(at).toISOString());
  } catch {
    // storage full or denied: the prompt closes for this visit only
  }
}
