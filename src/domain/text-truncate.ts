/** §9 descriptions are cut at 100 characters... */
export const TRUNCATE_LIMIT = 100;
/** §9 ...unless at most 20 more would show the whole text. */
export const TRUNCATE_OFFSET = 20;

export interface TruncatedText {
  text: string;
  truncated: boolean;
}

/**
 * §9 text truncation at `limit` characters with an `offset` of tolerance: a text of at most
 * limit + offset characters is kept whole; a longer one is cut at the last word break
 * within the final `offset` characters before the limit (hard cut when there is none),
 * trailing spaces and punctuation dropped, and an ellipsis added.
 */
export function textTruncate(
  text: string,
  limit = TRUNCATE_LIMIT,
  offset = TRUNCATE_OFFSET,
): TruncatedText {
  const whole = text.trim();
  const chars = Array.from(whole);
  if (chars.length <= limit + offset) return { text: whole, truncated: false };
  const head = chars.slice(0, limit).join('');
  const lastBreak = head.search(/\s\S*$/);
  const cut = lastBreak >= limit - offset ? head.slice(0, lastBreak) : head;
  return { text: `${cut.replace(/[\s.,;:!¡?¿-]+$/u, '')}…`, truncated: true };
}
