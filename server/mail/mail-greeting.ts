/**
 * The name a mail's greeting repeats. A sign-up may type up to 500 characters of name and
 * any address: the mail repeats at most GREETING_NAME_MAX characters of it, and never a
 * line break or another control character, whatever the name holds.
 */

/** The most characters (UTF-16 units, as the name's limits count them) a greeting repeats. */
export const GREETING_NAME_MAX = 40;

const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * `nombres` for a greeting: runs of white space and control characters (CR, LF, tabs…) made
 * one space, invisible format characters (bidi overrides, zero-width ones) dropped, then cut
 * to GREETING_NAME_MAX after the last whole word that fits, or, for one long word, after
 * the last whole character (grapheme) that fits.
 */
export function greetingName(nombres: string): string {
  const flat = nombres
    .replace(/\p{Cf}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  if (flat.length <= GREETING_NAME_MAX) return flat;
  let kept = '';
  for (const { segment } of segmenter.segment(flat)) {
    if (kept.length + segment.length > GREETING_NAME_MAX) break;
    kept += segment;
  }
  // a word cut in the middle is left out when an earlier word ends within the limit
  const wordEnds = flat[kept.length] === ' ';
  const lastSpace = kept.lastIndexOf(' ');
  return (wordEnds || lastSpace <= 0 ? kept : kept.slice(0, lastSpace)).trim();
}
