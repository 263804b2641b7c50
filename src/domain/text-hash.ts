/** A short stable hash of a text (FNV-1a, 32 bits, base 36): an identity, never a secret. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
