/** §2.3 / §9 the avatar shows the first two letters of the name in upper case. */
export function avatarInitials(name: string): string {
  const letters = Array.from(name.replace(/[^\p{L}]/gu, ''));
  return letters.slice(0, 2).join('').toLocaleUpperCase('es-SV');
}
