/**
 * Lets the browser paint and handle input before more work: answers are parsed, and the
 * screens they feed are rendered, in separate tasks rather than one long one that freezes
 * a cheap phone. `scheduler.yield` where the browser has it, a macrotask elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
