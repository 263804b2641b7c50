/**
 * Characters a customer's text must not carry into storage or a mail: C0 controls
 * (U+0000–U+001F), DEL and C1 (U+007F–U+009F), the line and paragraph separators
 * (U+2028, U+2029) and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069). A CR/LF in a name once reached a mail's greeting as a header line
 * ('Ana\r\nBcc: …'), and a bidi override can make a name read backwards.
 *
 * Those that break a line or a word (TAB, LF, VT, FF, CR, NEL, U+2028, U+2029) separate
 * words, so a name keeps a space where they stood ('Ana\nMaría' is 'Ana María'); the rest
 * are removed. Free text that the app lets span lines keeps its line breaks, as plain LF.
 */

/** Breaks of a line or a word, with the spaces around them. */
const LINE_BREAKERS = /[ ]*[\t\n\v\f\r\u0085\u2028\u2029]+[ ]*/g;
/** A line break of free text (CRLF, CR, LF, NEL, U+2028, U+2029), written as LF. */
const NEWLINE = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** Word breaks of free text that are not line breaks. */
const WORD_BREAKERS = /[\t\v\f]+/g;
/** Everything of the list above that is left once the breaks are dealt with (LF excepted). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** A single-line text (a name, an address line) without control characters. */
export function textLineClean(value: string): string {
  // a break between words becomes one space; one at either end, nothing
  const spaced = value.replace(LINE_BREAKERS, (breaks: string, at: number) =>
    at === 0 || at + breaks.length === value.length ? '' : ' ',
  );
  return spaced.replace(CONTROLS, '');
}

/** A multi-line text (a comment, a message): its line breaks as LF, no other control. */
export function textBlockClean(value: string): string {
  return value.replace(NEWLINE, '\n').replace(WORD_BREAKERS, ' ').replace(CONTROLS, '');
}
