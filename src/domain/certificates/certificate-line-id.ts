/** §3.4 a certificate cart line's id: 32 hex digits in four groups of 8, 3 dashes (35 long). */

const LINE_ID = /^[0-9a-f]{8}(-[0-9a-f]{8}){3}$/;

/**
 * §3.4 a random 35-character hex-and-dash id for a certificate cart line
 * ('xxxxxxxx-xxxxxxxx-xxxxxxxx-xxxxxxxx'), from 16 random bytes (`random` fills them).
 */
export function certificateLineIdNew(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const hex = Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0'));
  const text = hex.join('');
  return [0, 8, 16, 24].map((at) => text.slice(at, at + 8)).join('-');
}

/** Whether `text` is a line id as certificateLineIdNew writes it. */
export function certificateLineIdIsValid(text: string): boolean {
  return LINE_ID.test(text);
}
